import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** What a participant's badge shows: plain data, drawn from nothing else. */
export interface BadgeData {
  expoName: string;
  /** The dates as the e-mails write them, e.g. '10 December 2026 to 12 December 2026'. */
  dates: string;
  venue: string;
  /** The name as the person gave it, title included. */
  name: string;
  registrationCode: string;
  /** The badge's own words, in the registration's language. */
  words: { role: string; showQr: string; title: string; subject: string };
}

/** Badge-holder size (A6 portrait): it prints on A4 cut in four, or fits a standard lanyard pocket. */
const SIZE: [number, number] = [297.64, 419.53];
const MARGIN = 24;
const ACCENT = '#7a1f5c';

/**
 * The participant's badge and ticket on one A6 page: the same QR code as the confirmation e-mail
 * (the registration code, which check-in scans), the name large enough to read across a stand.
 */
export async function badgePdf(data: BadgeData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const qr = await QRCode.toBuffer(data.registrationCode, {
    type: 'png',
    width: 480,
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: SIZE,
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: data.words.title,
      Subject: data.words.subject,
      Author: data.expoName,
      Creator: data.expoName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const [width, height] = SIZE;
  const inner = width - 2 * MARGIN;
  doc.rect(0, 0, width, 64).fill(ACCENT);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('white').text(data.expoName, MARGIN, 20, {
    width: inner,
    align: 'center',
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(data.name.length > 28 ? 16 : 22)
    .fillColor('black')
    .text(data.name, MARGIN, 84, { width: inner, align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#444444').text(data.words.role, { width: inner, align: 'center' });
  const qrSize = 150;
  const qrTop = Math.max(doc.y + 12, 150);
  doc.image(qr, (width - qrSize) / 2, qrTop, { width: qrSize, height: qrSize });
  doc
    .font('Courier-Bold')
    .fontSize(14)
    .fillColor('black')
    .text(data.registrationCode, MARGIN, qrTop + qrSize + 8, { width: inner, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444444')
    .text(data.dates, MARGIN, height - 70, { width: inner, align: 'center' })
    .text(data.venue, { width: inner, align: 'center' })
    .moveDown(0.4)
    .fontSize(8)
    .text(data.words.showQr, { width: inner, align: 'center' });
  doc.end();
  return done;
}
