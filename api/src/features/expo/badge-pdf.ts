import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { fontRuns, registerPdfFonts, type FontRun } from '../../lib/pdf-fonts.js';

/** What a participant's badge shows: plain data, drawn from nothing else. */
export interface BadgeData {
  expoName: string;
  /** The dates as the e-mails write them, e.g. '10 December 2026 to 12 December 2026'. */
  dates: string;
  venue: string;
  /** The name as the person gave it, title included. */
  name: string;
  registrationCode: string;
  /**
   * The registration type's look: its name on the badge (in the registration's language) and its band's
   * colour (#rrggbb; null: the expo's), so the door tells trade visitors from VIPs across the hall.
   */
  type?: { name: string; colour: string | null };
  /** A sponsor's guest (a VIP pass of its package): "Guest of …" and the sponsor's logo (PNG or JPEG). */
  sponsor?: { guestOf: string; logo: Buffer | null };
  /** The badge's own words, in the registration's language. */
  words: { role: string; showQr: string; title: string; subject: string };
}

/** Badge-holder size (A6 portrait): it prints on A4 cut in four, or fits a standard lanyard pocket. */
export const BADGE_SIZE: readonly [number, number] = [297.64, 419.53];
const SIZE = BADGE_SIZE;
const MARGIN = 24;
const ACCENT = '#7a1f5c';

/**
 * Where a badge goes on a page: its top-left corner, in points from the page's top-left, and the scale
 * it is drawn at (1, its own size, unless given).
 */
export interface BadgeSlot {
  x: number;
  y: number;
  scale?: number;
}

/** A cut mark: a short line from (x1, y1) to (x2, y2), in points. */
export interface CutMark {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** One page of a badge document: its size, the badges on it and where, and the marks to cut them apart. */
export interface BadgePage {
  size: readonly [number, number];
  badges: { data: BadgeData; at: BadgeSlot }[];
  cutMarks?: CutMark[];
}

/** The document's properties (what a PDF reader shows as its title). */
export interface BadgeDocumentInfo {
  title: string;
  subject: string;
  author: string;
}

/**
 * The participant's badge and ticket on one A6 page: the same QR code as the confirmation e-mail
 * (the registration code, which check-in scans), the name large enough to read across a stand.
 */
export function badgePdf(data: BadgeData, options: { compress?: boolean } = {}): Promise<Buffer> {
  return badgesPdf(
    [{ size: SIZE, badges: [{ data, at: { x: 0, y: 0 } }] }],
    { title: data.words.title, subject: data.words.subject, author: data.expoName },
    options,
  );
}

/**
 * Many badges in one document, placed as `pages` say (badges/badge-sheet.ts lays out the sheets). The
 * fonts are registered once for the whole document: they are most of what a single badge costs, so a
 * batch of hundreds costs little more per badge than its QR code and its text.
 */
export async function badgesPdf(
  pages: readonly BadgePage[],
  info: BadgeDocumentInfo,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const codes = new Map(
    await Promise.all(
      pages.flatMap((page) =>
        page.badges.map(async ({ data }) => [data.registrationCode, await qrPng(data.registrationCode)] as const),
      ),
    ),
  );
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: info.title, Subject: info.subject, Author: info.author, Creator: info.author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerPdfFonts(doc);
  // A sponsor's logo is embedded once however many of its guests' badges show it: pdfkit keeps an image
  // given by a string (here a data address, one per logo) and draws it again by reference.
  const logos = new Map<Buffer, string>();
  const logoOf = (logo: Buffer) => {
    let source = logos.get(logo);
    if (!source) logos.set(logo, (source = `data:image;base64,${logo.toString('base64')}`));
    return source;
  };
  for (const page of pages) {
    doc.addPage({ size: [...page.size], margin: MARGIN });
    for (const { data, at } of page.badges) {
      doc
        .save()
        .translate(at.x, at.y)
        .scale(at.scale ?? 1);
      drawBadge(doc, data, codes.get(data.registrationCode)!, logoOf);
      doc.restore();
    }
    for (const mark of page.cutMarks ?? []) {
      doc.moveTo(mark.x1, mark.y1).lineTo(mark.x2, mark.y2).lineWidth(0.5).strokeColor('#9a9a9a').stroke();
    }
  }
  doc.end();
  return done;
}

/** Pixels per QR module: about 280 pixels for a code's 23 modules, the edges sharp when scaled to the page. */
const QR_SCALE = 12;

/**
 * The registration code as a QR image, as the confirmation e-mail shows it (the same modules, a quiet
 * zone of one): a greyscale PNG without alpha, which the PDF holds as it is (an image with alpha is
 * decoded and compressed again). Drawn from the modules by sharp in its own threads, so a batch's codes
 * are made side by side.
 */
async function qrPng(code: string): Promise<Buffer> {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) pixels[(row + 1) * side + col + 1] = 0;
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(side * QR_SCALE, side * QR_SCALE, { kernel: 'nearest' })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

/** One badge with its top-left corner at the origin of the document's current transformation. */
function drawBadge(doc: Doc, data: BadgeData, qr: Buffer, logoOf: (logo: Buffer) => string): void {
  const [width, height] = SIZE;
  const inner = width - 2 * MARGIN;
  const band = data.type?.colour ?? ACCENT;
  doc.rect(0, 0, width, 64).fill(band);
  drawCentered(doc, data.expoName, { weight: 'bold', size: 20, top: 20, colour: textOn(band) });
  const name = fitName(doc, data.name, inner);
  let y = 84;
  for (const line of name.lines) {
    drawCentered(doc, line, { weight: 'bold', size: name.size, top: y, colour: 'black' });
    y += name.size * 1.2;
  }
  const role = data.type ? data.type.name.toLocaleUpperCase() : data.words.role;
  drawCentered(doc, role, { weight: 'bold', size: 10, top: y + 4, colour: '#444444' });
  // A sponsor's guest gives the QR code a little room for the sponsor's line and logo under the code.
  const qrSize = data.sponsor ? 124 : 150;
  const qrTop = Math.max(y + 26, 150);
  doc.image(qr, (width - qrSize) / 2, qrTop, { width: qrSize, height: qrSize });
  doc
    .font('Courier-Bold')
    .fontSize(14)
    .fillColor('black')
    .text(data.registrationCode, MARGIN, qrTop + qrSize + 8, { width: inner, align: 'center' });
  if (data.sponsor) {
    const top = qrTop + qrSize + 28;
    drawCentered(doc, data.sponsor.guestOf, { weight: 'regular', size: 8, top, colour: '#444444' });
    if (data.sponsor.logo) {
      const box: [number, number] = [140, 24];
      doc.image(logoOf(data.sponsor.logo), (width - box[0]) / 2, top + 12, {
        fit: box,
        align: 'center',
        valign: 'center',
      });
    }
  }
  // The foot, from the bottom up: the QR code's instruction under the dates and the venue, each wrapped.
  const foot: { text: string; size: number }[] = [
    ...linesOf(doc, data.dates, 'regular', 9, inner).map((text) => ({ text, size: 9 })),
    ...linesOf(doc, data.venue, 'regular', 9, inner).map((text) => ({ text, size: 9 })),
    ...linesOf(doc, data.words.showQr, 'regular', 8, inner).map((text) => ({ text, size: 8 })),
  ];
  let bottom = height - MARGIN;
  for (const line of foot.reverse()) {
    bottom -= line.size * 1.35;
    drawCentered(doc, line.text, { weight: 'regular', size: line.size, top: bottom, colour: '#444444' });
  }
}

type Doc = InstanceType<typeof PDFDocument>;

/** Black or white, whichever reads better on a band of `hex` (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // Contrast with white is (1.05) / (L + 0.05), with black (L + 0.05) / 0.05: the larger one wins.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? 'white' : 'black';
}
type Weight = 'regular' | 'bold';

/** The name's size and lines: as large as fits on one line, smaller, then over two or three lines. */
const NAME_SIZES = { largest: 24, oneLine: 15, smallest: 11 } as const;
const NAME_LINES = 3;

/** How wide a line of runs is at a size. */
function widthOf(doc: Doc, runs: FontRun[], size: number): number {
  return runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
}

/** Splits text into lines no wider than `width` at `size`: at spaces, and inside a word only when it alone is too wide. */
function linesOf(doc: Doc, text: string, weight: Weight, size: number, width: number): string[] {
  const fits = (line: string) => widthOf(doc, fontRuns(line, weight), size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // A word wider than the line (a long name written without spaces, as Chinese is) breaks between letters.
    for (const { segment } of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(word)) {
      if (line && !fits(line + segment)) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The name as large as it can be read across a stand: on one line from 24 pt down to 15 pt, else over
 * up to three lines from the largest size that fits them down to 11 pt; never cut.
 */
function fitName(doc: Doc, name: string, width: number): { size: number; lines: string[] } {
  for (let size: number = NAME_SIZES.largest; size >= NAME_SIZES.oneLine; size -= 1) {
    const lines = linesOf(doc, name, 'bold', size, width);
    if (lines.length === 1) return { size, lines };
  }
  for (let size: number = NAME_SIZES.oneLine; size > NAME_SIZES.smallest; size -= 1) {
    const lines = linesOf(doc, name, 'bold', size, width);
    if (lines.length <= NAME_LINES) return { size, lines };
  }
  return { size: NAME_SIZES.smallest, lines: linesOf(doc, name, 'bold', NAME_SIZES.smallest, width) };
}

/** Letters written right to left (Arabic, Hebrew, Syriac, Thaana, N'Ko; Arabic presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LEFT_TO_RIGHT = /[\p{L}\p{N}]/u;

/**
 * The words of a line in the order they are seen, left to right: a line that starts in a right-to-left
 * script reads from the right (its words reversed, a Latin word among them kept where it falls), and a
 * stretch of right-to-left words inside a left-to-right line is reversed in place. Within a word, the
 * font's layout orders and joins the letters.
 */
function visualWords(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const rtl = words.map((word) => RIGHT_TO_LEFT.test(word));
  const firstStrong = words.findIndex((word, i) => rtl[i] || LEFT_TO_RIGHT.test(word));
  if (firstStrong >= 0 && rtl[firstStrong]) return words.reverse();
  const seen: string[] = [];
  for (let i = 0; i < words.length;) {
    let end = i;
    while (end < words.length && rtl[end]) end += 1;
    if (end > i) {
      seen.push(...words.slice(i, end).reverse());
      i = end;
    } else seen.push(words[i++]!);
  }
  return seen;
}

/**
 * One line centred on the page, each stretch in a font that has its letters (pdf-fonts.ts), its words in
 * the order they are seen (visualWords): each word is placed here and laid out by pdfkit, which shapes it
 * (Arabic letters joined, tone marks on their letters).
 */
function drawCentered(
  doc: Doc,
  text: string,
  style: { weight: Weight; size: number; top: number; colour: string },
): void {
  const words = visualWords(text).map((word) => fontRuns(word, style.weight));
  const space = doc.font(style.weight).fontSize(style.size).widthOfString(' ');
  const width = words.reduce((sum, runs) => sum + widthOf(doc, runs, style.size), 0) + space * (words.length - 1);
  let x = (SIZE[0] - width) / 2;
  doc.fillColor(style.colour);
  words.forEach((runs, i) => {
    for (const run of runs) {
      doc.font(run.font).fontSize(style.size).text(run.text, x, style.top, { lineBreak: false });
      x += doc.widthOfString(run.text);
    }
    // The space is drawn too, so that the PDF's text reads as words (search, copy, screen readers).
    if (i < words.length - 1) doc.font(style.weight).fontSize(style.size).text(' ', x, style.top, { lineBreak: false });
    x += space;
  });
}
