import { describe, expect, it } from 'vitest';
import { sheetCells, unzip } from '../test/read-xlsx.js';
import { columnName, toXlsx } from './xlsx.js';

describe('toXlsx', () => {
  const book = toXlsx(
    'participants: 2026',
    ['registration_code', 'phone', 'places', 'marketing_consent', 'registered_at', 'note', 'empty'],
    [
      ['AIB26-7KQ3MZ', '+2348012345678', 3, true, new Date('2026-12-10T09:30:00Z'), '=HYPERLINK("http://x")', null],
      ['AIB26-P2WXYZ', 2348012345678, 0, false, null, 'Ọláwálé\u0007 <&> "Ƙasimu"', ''],
    ],
  );

  it('is a ZIP of the parts a spreadsheet opens, each intact', () => {
    expect([...unzip(book).keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    // The sheet's name loses what Excel refuses in one (":").
    expect(unzip(book).get('xl/workbook.xml')!.toString()).toContain('<sheet name="participants  2026"');
  });

  it('types each cell: text stays text (phones too, and formulas never run), numbers, booleans and UTC times', () => {
    const cells = sheetCells(book);
    expect(cells.get('A1')).toEqual({ t: 'inlineStr', v: 'registration_code' });
    expect(cells.get('B2')).toEqual({ t: 'inlineStr', v: '+2348012345678' });
    // A phone column is text even when the value came as a number.
    expect(cells.get('B3')).toEqual({ t: 'inlineStr', v: '2348012345678' });
    expect(cells.get('C2')).toEqual({ t: 'n', v: '3' });
    expect(cells.get('D2')).toEqual({ t: 'b', v: '1' });
    expect(cells.get('D3')).toEqual({ t: 'b', v: '0' });
    // 2026-12-10 09:30 UTC is day 46366 and 0.395833… of Excel's calendar.
    expect(Number(cells.get('E2')!.v)).toBeCloseTo(46366 + 9.5 / 24, 9);
    expect(cells.get('F2')).toEqual({ t: 'inlineStr', v: '=HYPERLINK("http://x")' });
    // Names in every script as typed; a control character XML cannot hold is dropped.
    expect(cells.get('F3')).toEqual({ t: 'inlineStr', v: 'Ọláwálé <&> "Ƙasimu"' });
    expect(cells.has('E3')).toBe(false);
    expect(cells.has('G2')).toBe(false);
  });

  it('names columns past Z as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
