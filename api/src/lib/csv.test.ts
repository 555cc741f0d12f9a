import { describe, expect, it } from 'vitest';
import { csvCell, csvTextCell, toCsv } from './csv.js';

describe('csv', () => {
  it('neutralises formulas at the start of a cell', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('-1+1')).toBe(`"'-1+1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
  });

  it('neutralises a formula after a separator, which a spreadsheet splitting on it would run', () => {
    expect(csvCell('a;=1+1')).toBe(`"'a;=1+1"`);
    expect(csvCell('Jos,@SUM(A1)')).toBe(`"'Jos,@SUM(A1)"`);
    expect(csvCell('x; -2+3')).toBe(`"'x; -2+3"`);
    expect(csvCell('a,"=1+1')).toBe(`"'a,""=1+1"`);
    expect(csvCell('line one\n+cmd')).toBe(`"'line one\n+cmd"`);
    expect(csvCell('a;\tb')).toBe(`"'a;\tb"`);
  });

  it('leaves separators without a formula after them as they were', () => {
    expect(csvCell('Lagos; Abuja')).toBe('"Lagos; Abuja"');
    expect(csvCell('1+1=2')).toBe('1+1=2');
    expect(csvCell('a=b;c')).toBe('"a=b;c"');
  });

  it('quotes commas, quotes and newlines, and leaves plain text alone', () => {
    expect(csvCell('Abuja, Nigeria')).toBe('"Abuja, Nigeria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('Ngozi')).toBe('Ngozi');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('leaves numbers and phone numbers usable: they can run nothing', () => {
    expect(csvCell('+2348030000000')).toBe('+2348030000000');
    expect(csvCell('+234 803 000 0000')).toBe('+234 803 000 0000');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('(01) 234-5678')).toBe('(01) 234-5678');
    expect(csvCell('+234 803; +44 20 7946 0000')).toBe('"+234 803; +44 20 7946 0000"');
    // A sign followed by anything else still counts as a formula.
    expect(csvCell('+234 803 HYPERLINK("x")')).toBe(`"'+234 803 HYPERLINK(""x"")"`);
    expect(csvCell('-A1')).toBe(`"'-A1"`);
    expect(csvCell('+')).toBe(`"'+"`);
  });

  it('keeps phone and account numbers as text, so a spreadsheet shows them as written', () => {
    const csv = toCsv(
      ['first_name', 'phone', 'account_number', 'amount'],
      [
        ['Ada', '+2348012345678', '0123456789', '-12.50'],
        ['Obi', '+234 803 000 0000', null, '7'],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFfirst_name,phone,account_number,amount',
      // Read as the text "+2348012345678", not 2.34801E+12; "0123456789" keeps its zero.
      'Ada,"=""+2348012345678""","=""0123456789""",-12.50',
      'Obi,"=""+234 803 000 0000""",,7',
      '',
    ]);
  });

  it('keeps the formula guard on a phone column that holds anything but a number', () => {
    expect(csvTextCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvTextCell('+234 803 HYPERLINK("x")')).toBe(`"'+234 803 HYPERLINK(""x"")"`);
    expect(csvTextCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvTextCell('call me')).toBe('call me');
    expect(csvTextCell('"+234"')).toBe('"""+234"""');
    expect(csvTextCell('')).toBe('');
  });

  it('joins rows with CRLF after the byte-order mark Excel needs to read UTF-8', () => {
    expect(toCsv(['a', 'b'], [[1, 'x=1']])).toBe('\uFEFFa,b\r\n1,x=1\r\n');
    expect(toCsv(['company'], [['Lumière Cosmétiques']])).toBe('\uFEFFcompany\r\nLumière Cosmétiques\r\n');
  });
});
