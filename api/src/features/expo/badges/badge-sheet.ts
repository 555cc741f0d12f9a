import { BADGE_SIZE, type BadgeData, type BadgePage, type BadgeSlot, type CutMark } from '../badge-pdf.js';

/**
 * How badges go onto paper:
 * - `a4-4up`: A4 sheets of four badges, two by two, in reading order, for an office printer: each an A6
 *   card once cut, the badge drawn inside the margin printers leave blank; light marks at the sheet's
 *   edges show where to cut it in four.
 * - `single`: one badge per page at the badge's own size (A6), for a badge or label printer.
 */
export const BADGE_SHEETS = ['a4-4up', 'single'] as const;
export type BadgeSheet = (typeof BADGE_SHEETS)[number];

const A4: readonly [number, number] = [595.28, 841.89];
/** How far each cut mark reaches into the sheet from its edge: past the margin office printers leave blank. */
const MARK_LENGTH = 18;
/**
 * The blank margin an office printer leaves at a sheet's edges (most leave 4 to 5 mm): 6 mm, in points.
 * A badge on A4 is drawn this far inside its quarter on every side, so no printer clips its colour band
 * and the four cards cut from a sheet are alike.
 */
export const PRINTER_MARGIN = (6 / 25.4) * 72;

/** One kind of sheet: its page size, where each badge of a page goes, and its cut marks. */
export interface SheetLayout {
  page: readonly [number, number];
  slots: readonly BadgeSlot[];
  cutMarks: readonly CutMark[];
}

/**
 * The four quarters of A4 (each an A6 card once cut), each badge scaled to stay the printer's margin
 * inside its quarter, and centred in it.
 */
function a4FourUp(): SheetLayout {
  const [width, height] = A4;
  const [badgeWidth, badgeHeight] = BADGE_SIZE;
  const quarter = { width: width / 2, height: height / 2 };
  const scale = Math.min(
    (quarter.width - 2 * PRINTER_MARGIN) / badgeWidth,
    (quarter.height - 2 * PRINTER_MARGIN) / badgeHeight,
  );
  const slots = [0, 1].flatMap((row) =>
    [0, 1].map((col) => ({
      x: col * quarter.width + (quarter.width - badgeWidth * scale) / 2,
      y: row * quarter.height + (quarter.height - badgeHeight * scale) / 2,
      scale,
    })),
  );
  const cutMarks = [
    { x1: quarter.width, y1: 0, x2: quarter.width, y2: MARK_LENGTH },
    { x1: quarter.width, y1: height - MARK_LENGTH, x2: quarter.width, y2: height },
    { x1: 0, y1: quarter.height, x2: MARK_LENGTH, y2: quarter.height },
    { x1: width - MARK_LENGTH, y1: quarter.height, x2: width, y2: quarter.height },
  ];
  return { page: A4, slots, cutMarks };
}

export const SHEET_LAYOUTS: Record<BadgeSheet, SheetLayout> = {
  'a4-4up': a4FourUp(),
  single: { page: BADGE_SIZE, slots: [{ x: 0, y: 0 }], cutMarks: [] },
};

/**
 * The pages of a run of badges on a kind of sheet, filled in reading order. `firstSlot` (from 0) starts
 * the first page further on: the desk prints a walk-up's badge into the next free quarter of a sheet
 * that already went through the printer.
 */
export function sheetPages(badges: readonly BadgeData[], sheet: BadgeSheet, firstSlot = 0): BadgePage[] {
  const layout = SHEET_LAYOUTS[sheet];
  const perPage = layout.slots.length;
  const pages: BadgePage[] = [];
  badges.forEach((data, i) => {
    const slot = (firstSlot + i) % perPage;
    if (i === 0 || slot === 0) pages.push({ size: layout.page, badges: [], cutMarks: [...layout.cutMarks] });
    pages.at(-1)!.badges.push({ data, at: layout.slots[slot]! });
  });
  return pages;
}
