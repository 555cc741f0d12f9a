import { TEXT_COLUMNS } from './csv.js';
import { zip } from './zip.js';

/*
 * One-sheet Excel workbooks (Office Open XML SpreadsheetML, ECMA-376) of the admin lists, as the CSV
 * exports write them. Each cell has its type, so a spreadsheet shows what the list holds: text stays
 * text (a phone number keeps its "+" and zeros, and a cell starting with "=" is never a formula: there
 * are no formula cells at all), numbers and yes/no are numbers and booleans, times are dates.
 */

/** Excel's day 0 is 1899-12-30: the Unix epoch is day 25569. */
const EPOCH_DAY = 25569;
const MS_PER_DAY = 86_400_000;
/** A cell holds at most this many characters. */
const MAX_CELL_TEXT = 32_767;
const STYLE_DATE = 1;
const STYLE_HEADER = 2;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
// Styles: 0 plain, 1 a time (UTC, as the CSV's ISO times), 2 the header row in bold.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss &quot;UTC&quot;"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/F) are dropped. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it matches
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function textCell(ref: string, text: string, style = 0): string {
  const value = escapeXml(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${value}</t></is></c>`;
}

function cell(ref: string, value: unknown, asText: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  if (asText) return textCell(ref, String(value));
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return `<c r="${ref}" s="${STYLE_DATE}"><v>${value.getTime() / MS_PER_DAY + EPOCH_DAY}</v></c>`;
  }
  return textCell(ref, value instanceof Date ? '' : String(value));
}

/** Width of a column, in characters, from its longest cell (header included), within 8 and 60. */
function width(header: string, rows: readonly unknown[][], i: number): number {
  let longest = header.length;
  for (const row of rows.slice(0, 500)) {
    const value = row[i];
    const length = value instanceof Date ? 23 : value == null ? 0 : String(value).length;
    if (length > longest) longest = length;
  }
  return Math.min(Math.max(longest + 2, 8), 60);
}

/**
 * A workbook with one sheet, `sheetName`: the header row in bold and frozen, then one row per item.
 * Phone and account number columns are text whatever their digits (as in the CSV exports).
 */
export function toXlsx(sheetName: string, headers: readonly string[], rows: readonly unknown[][]): Buffer {
  const asText = headers.map((header) => TEXT_COLUMNS.test(header));
  const headerRow = `<row r="1">${headers.map((h, i) => textCell(`${columnName(i)}1`, h, STYLE_HEADER)).join('')}</row>`;
  const body = rows
    .map((row, r) => {
      const n = r + 2;
      const cells = headers.map((_, i) => cell(`${columnName(i)}${n}`, row[i], asText[i]!)).join('');
      return `<row r="${n}">${cells}</row>`;
    })
    .join('');
  const cols = headers
    .map((h, i) => `<col min="${i + 1}" max="${i + 1}" width="${width(h, rows, i)}" customWidth="1"/>`)
    .join('');
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${headerRow}${body}</sheetData></worksheet>`;
  // A sheet's name: at most 31 characters, none of : \ / ? * [ ].
  const name = escapeXml(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/styles.xml', data: Buffer.from(STYLES) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
  ]);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
