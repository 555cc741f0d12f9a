import PDFDocument from 'pdfkit';
import { utcToZoned, zoneAbbreviation } from '../../../../lib/zoned-time.js';

/** Who issues the documents and how to reach them (printed at the bottom of every page). */
export interface PlatformContact {
  /** The marketplace's name, e.g. 'AIBEx 2026'. */
  name: string;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
}

export interface PdfOptions {
  /** Compressed page streams (the default). Tests turn it off to read the text back. */
  compress?: boolean;
}

/**
 * Amounts as '1,500.00 NGN': the PDF's standard fonts have no glyph for some currency signs (₦), and a
 * printed receipt is read in more than one country.
 */
export function pdfMoney(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}${text} ${currency}`;
}

/** A date and clock time in `timeZone`, with the zone written out: '12 Dec 2026, 09:00 WAT'. */
export function pdfDateTime(instant: Date, timeZone: string): string {
  const { date, time } = utcToZoned(instant, timeZone);
  return `${pdfDate(date)}, ${time} ${zoneAbbreviation(instant, timeZone)}`;
}

/** YYYY-MM-DD as '12 Dec 2026'. */
export function pdfDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const MARGIN = 56;
const MUTED = '#555555';
const RULE = '#cccccc';

/** A document with the platform's header and contact footer; `draw` writes the body. */
export function renderPdf(
  meta: { title: string; subject: string; platform: PlatformContact },
  options: PdfOptions,
  draw: (page: PdfPage) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: meta.title, Subject: meta.subject, Author: meta.platform.name, Creator: meta.platform.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page = new PdfPage(doc);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(MUTED).text(meta.platform.name);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(meta.title);
  doc.moveDown(0.8);
  draw(page);
  page.footer(meta.platform);
  doc.end();
  return done;
}

/** The few things the two documents draw: label/value rows, tables and notes. */
export class PdfPage {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  heading(text: string) {
    this.doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('black').text(text, MARGIN);
    this.doc.moveDown(0.3);
  }

  /** Rows of a label and its value; a `strong` row is the total. */
  facts(rows: { label: string; value: string; strong?: boolean }[]) {
    const labelWidth = 170;
    for (const row of rows) {
      const y = this.doc.y;
      const font = row.strong ? 'Helvetica-Bold' : 'Helvetica';
      this.doc
        .font(font)
        .fontSize(10)
        .fillColor(row.strong ? 'black' : MUTED);
      this.doc.text(row.label, MARGIN, y, { width: labelWidth });
      const labelBottom = this.doc.y;
      this.doc.fillColor('black').text(row.value, MARGIN + labelWidth, y, { width: this.width - labelWidth });
      this.doc.y = Math.max(labelBottom, this.doc.y) + 3;
    }
  }

  /** A table: the first column takes what the others leave; numbers are right-aligned. */
  table(columns: { header: string; width?: number; align?: 'left' | 'right' }[], rows: string[][], total?: string[]) {
    const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flexible = columns.filter((c) => !c.width).length || 1;
    const widths = columns.map((c) => c.width ?? (this.width - fixed) / flexible);
    const drawRow = (cells: string[], bold: boolean) => {
      if (this.doc.y > this.doc.page.height - MARGIN - 80) this.doc.addPage();
      const y = this.doc.y;
      let x = MARGIN;
      let bottom = y;
      this.doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor('black');
      cells.forEach((cell, i) => {
        this.doc.text(cell, x + 2, y, { width: widths[i]! - 4, align: columns[i]!.align ?? 'left' });
        bottom = Math.max(bottom, this.doc.y);
        x += widths[i]!;
      });
      this.doc.y = bottom + 4;
      this.doc
        .moveTo(MARGIN, this.doc.y - 2)
        .lineTo(MARGIN + this.width, this.doc.y - 2)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
    };
    drawRow(
      columns.map((c) => c.header),
      true,
    );
    for (const row of rows) drawRow(row, false);
    if (total) drawRow(total, true);
    this.doc.x = MARGIN;
  }

  note(text: string) {
    this.doc.moveDown(0.8).font('Helvetica').fontSize(9).fillColor(MUTED).text(text, MARGIN, this.doc.y, {
      width: this.width,
    });
  }

  footer(platform: PlatformContact) {
    const contact = [platform.email, platform.phone, platform.website].filter(Boolean).join('  ·  ');
    this.doc.moveDown(1.5);
    this.doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${platform.name}${contact ? `  ·  ${contact}` : ''}`, MARGIN, this.doc.y, { width: this.width });
  }
}
