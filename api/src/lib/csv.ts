/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * The same characters after a separator: a spreadsheet set to split on `;` (many locales) or that
 * re-splits a pasted cell reads `a;=1+1` as two cells, the second a formula. Spaces and quotes in
 * between do not stop it; line breaks split rows in naive importers.
 */
const FORMULA_AFTER_SEPARATOR = /[,;\r\n][ "]*[=+\-@\t\r]/;

/**
 * CSV (RFC 4180) that spreadsheets open safely: a cell that could run as a formula, at its start or
 * after a separator, is prefixed with an apostrophe; a cell holding a separator (`,` or `;`), a quote
 * or a line break is quoted, its quotes doubled, so it stays one cell whichever separator is used.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text) || FORMULA_AFTER_SEPARATOR.test(text)) text = `'${text}`;
  return /[",;\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: string[], rows: unknown[][]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
