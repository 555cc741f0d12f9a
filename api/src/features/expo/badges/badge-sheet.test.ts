import { describe, expect, it } from 'vitest';
import { embeddedPdfText } from '../../../test/pdf-text.js';
import { BADGE_SIZE, badgesPdf, type BadgeData } from '../badge-pdf.js';
import { BADGE_SHEETS, PRINTER_MARGIN, SHEET_LAYOUTS, sheetPages } from './badge-sheet.js';

const badge = (name: string, i = 0): BadgeData => ({
  expoName: 'AIBEx 2026',
  dates: '10 December 2026 to 12 December 2026',
  venue: 'Abuja, Nigeria',
  name,
  registrationCode: `AIB26-TEST${i}0`,
  words: { role: 'PARTICIPANT', showQr: 'Show the QR code at the entrance.', title: 'Badges', subject: 'Badges' },
});
const pageCount = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;

describe('badge sheets', () => {
  it('puts four badges on an A4 sheet, each inside the margin printers leave blank, none overlapping, cut marks on the edges', () => {
    const { page, slots, cutMarks } = SHEET_LAYOUTS['a4-4up'];
    expect(page).toEqual([595.28, 841.89]);
    expect(slots).toHaveLength(4);
    // 5 mm: an office printer's blank margin (the layout keeps 6 mm, a little more than most need).
    const blank = (5 / 25.4) * 72;
    expect(PRINTER_MARGIN).toBeGreaterThan(blank);
    const sizeOf = (slot: { scale?: number }) => BADGE_SIZE.map((side) => side * (slot.scale ?? 1));
    for (const slot of slots) {
      const [width, height] = sizeOf(slot) as [number, number];
      expect(slot.x).toBeGreaterThanOrEqual(blank);
      expect(slot.y).toBeGreaterThanOrEqual(blank);
      expect(slot.x + width).toBeLessThanOrEqual(page[0] - blank);
      expect(slot.y + height).toBeLessThanOrEqual(page[1] - blank);
      // Most of the quarter, so the badge still reads from a step away.
      expect(slot.scale).toBeGreaterThan(0.85);
    }
    const [width, height] = sizeOf(slots[0]!) as [number, number];
    for (const [i, a] of slots.entries()) {
      for (const b of slots.slice(i + 1)) {
        const apart =
          a.x + width <= b.x + 1e-9 || b.x + width <= a.x + 1e-9 || a.y + height <= b.y || b.y + height <= a.y;
        expect(apart).toBe(true);
      }
    }
    // Reading order: the top row left to right, then the bottom row.
    expect(slots.map((s) => [s.x > 100, s.y > 100])).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ]);
    expect(cutMarks).toHaveLength(4);
    const within = (value: number, end: number) => value >= 0 && value <= end;
    for (const mark of cutMarks) {
      expect([mark.x1, mark.x2].every((x) => within(x, page[0]))).toBe(true);
      expect([mark.y1, mark.y2].every((y) => within(y, page[1]))).toBe(true);
    }
  });

  it('prints one badge per page at the badge size for a label printer', () => {
    expect(SHEET_LAYOUTS.single).toEqual({ page: BADGE_SIZE, slots: [{ x: 0, y: 0 }], cutMarks: [] });
    expect(BADGE_SHEETS).toEqual(['a4-4up', 'single']);
  });

  it('fills pages in order, from a chosen quarter for a sheet already part used', () => {
    const badges = ['A', 'B', 'C', 'D', 'E', 'F'].map((n, i) => badge(n, i));
    const a4 = sheetPages(badges, 'a4-4up');
    expect(a4.map((p) => p.badges.map((b) => b.data.name))).toEqual([
      ['A', 'B', 'C', 'D'],
      ['E', 'F'],
    ]);
    expect(sheetPages(badges, 'single')).toHaveLength(6);
    const third = sheetPages([badge('Walk-up')], 'a4-4up', 2);
    expect(third).toHaveLength(1);
    expect(third[0]!.badges[0]!.at).toEqual(SHEET_LAYOUTS['a4-4up'].slots[2]);
  });

  it('draws every badge of a batch in one document, its names readable in their scripts', async () => {
    const names = ['Ọláwálé Adéyẹmí', 'محمد بن عبد الله', '李小龍', 'Ngozi Okafor', 'Tunde Bello'];
    const pdf = await badgesPdf(
      sheetPages(
        names.map((n, i) => badge(n, i)),
        'a4-4up',
      ),
      { title: 'AIBEx 2026 badges', subject: '5 badges', author: 'AIBEx 2026' },
      { compress: false },
    );
    expect(pageCount(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const { text, notdef } = embeddedPdfText(pdf);
    expect(notdef).toBe(false);
    for (const [i, name] of names.entries()) {
      expect(text).toContain(`AIB26-TEST${i}0`);
      // Right-to-left words are drawn (and read back) from the right: their letters, in any order.
      if (!/[\u0600-\u06ff]/.test(name)) expect(text.replace(/\s+/g, '')).toContain(name.replace(/\s+/g, ''));
    }
  });
});
