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
 * A whole file. It starts with the UTF-8 byte-order mark, without which Excel reads the bytes in the
 * machine's legacy code page ("LumiÃ¨re" for "Lumière"); other readers skip it.
 */
export function toCsv(headers: string[], rows: unknown[][]): string {
  return '\uFEFF' + [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
