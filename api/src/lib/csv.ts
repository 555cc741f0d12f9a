/** What makes a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const ALWAYS_FORMULA = /^[=@\t\r]/;
const SIGNED = /^[+-]/;
/**
 * A number or a phone number as people write it ("+234 803 000 0000", "-12.50", "(01) 234-5678"): a
 * sign, digits, spaces, dots, dashes, slashes and parentheses. A spreadsheet may read it as arithmetic,
 * but it names no function and no cell, so it can run nothing: it is left as it is, usable.
 */
const PLAIN_NUMBER = /^[+-]?[\d\s()./-]*\d[\d\s()./-]*$/;
/**
 * Where another cell may begin: a spreadsheet set to split on `;` (many locales) or that re-splits a
 * pasted cell reads `a;=1+1` as two cells, the second a formula; line breaks split rows in naive
 * importers. Spaces and quotes after the separator do not stop a formula.
 */
const SEPARATOR = /[,;\r\n]/;

const runsAsFormula = (part: string) => ALWAYS_FORMULA.test(part) || (SIGNED.test(part) && !PLAIN_NUMBER.test(part));

/**
 * CSV (RFC 4180) that spreadsheets open safely: a cell that could run as a formula, at its start or
 * after a separator, is prefixed with an apostrophe; a cell holding a separator (`,` or `;`), a quote
 * or a line break is quoted, its quotes doubled, so it stays one cell whichever separator is used.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  const [first = '', ...after] = text.split(SEPARATOR);
  if (runsAsFormula(first) || after.some((part) => runsAsFormula(part.replace(/^[ "]*/, '')))) text = `'${text}`;
  return /[",;\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Columns whose digits are an identifier, not a quantity: a spreadsheet reading "+2348012345678" as a
 * number shows 2.34801E+12, and an account number "0123456789" loses its leading zero. Every export
 * names its columns, so the writer keeps these as text whichever list they come from.
 */
export const TEXT_COLUMNS = /(?:^|_)(?:phone|account_number)$/;

/**
 * A cell a spreadsheet keeps as text: `="…"` is read as the text between the quotes, digits and signs
 * included. It is written only for a plain number (digits, spaces, + - ( ) . /: no quote, no name, no
 * cell), so it can compute nothing but its own text; anything else goes through csvCell's guard.
 */
export function csvTextCell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!PLAIN_NUMBER.test(text)) return csvCell(text);
  return `"=""${text}"""`;
}

/**
 * A whole file. It starts with the UTF-8 byte-order mark, without which Excel reads the bytes in the
 * machine's legacy code page ("LumiÃ¨re" for "Lumière"); other readers skip it. Phone and account
 * number columns are written as text (csvTextCell).
 */
export function toCsv(headers: string[], rows: unknown[][]): string {
  const cellOf = headers.map((header) => (TEXT_COLUMNS.test(header) ? csvTextCell : csvCell));
  const line = (row: unknown[]) => row.map((value, i) => (cellOf[i] ?? csvCell)(value)).join(',');
  return '\uFEFF' + [headers.map(csvCell).join(','), ...rows.map(line)].join('\r\n') + '\r\n';
}
