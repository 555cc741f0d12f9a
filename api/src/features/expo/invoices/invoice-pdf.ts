import PDFDocument from 'pdfkit';
import { translator } from '../../../lib/i18n.js';
import { registerPdfFonts } from '../../../lib/pdf-fonts.js';
import type { Language } from '../../../lib/language.js';
import { formatMoney } from '../../../lib/money.js';
import type { ChargedTax, InvoiceBuyer, InvoiceSeller } from './invoice.table.js';

/** An invoice or a credit note as printed: plain data, loaded by the caller. */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  language: Language;
  currency: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The expo's name, printed in the header. */
  expoName: string;
  description: string;
  netCents: number;
  taxes: ChargedTax[];
  totalCents: number;
  issuedOn: string;
  /** Invoice: its due date and how to pay it; credit note: the invoice it cancels and why. */
  dueOn?: string;
  payByCardUrl?: string | null;
  paid?: { on: string; reference: string | null } | null;
  creditFor?: { number: string; reason: string; refund: string };
}

/** YYYY-MM-DD as the language writes a date: '12 December 2026', '12 décembre 2026'. */
export function documentDate(date: string, language: Language): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A tax rate in basis points as a percentage: 750 → '7.5%' (en), '7,5 %' (fr). */
export function taxRate(basisPoints: number, language: Language): string {
  const rate = (basisPoints / 100).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 });
  return language === 'fr' ? `${rate}\u00a0%` : `${rate}%`;
}

const MARGIN = 56;
const MUTED = '#555555';
const RULE = '#cccccc';

/** The invoice or credit note as a PDF, in its language, amounts with their currency's sign. */
export function invoicePdf(data: InvoiceDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = translator(data.language);
  const money = (cents: number) => formatMoney(cents, data.currency);
  const title = t(`invoice.pdf.${data.kind === 'invoice' ? 'invoiceTitle' : 'creditTitle'}`, { number: data.number });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: title, Author: data.seller.legalName || data.expoName, Creator: data.expoName },
  });
  // Embedded fonts: PDF's standard ones have no naira or cedi sign, and amounts carry their currency's.
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2 - 10;

  doc.font('bold').fontSize(11).fillColor(MUTED).text(data.expoName, MARGIN, MARGIN);
  doc.moveDown(0.4).font('bold').fontSize(20).fillColor('black').text(title);
  doc.moveDown(0.8);

  // The two parties side by side: who issues, who is invoiced.
  const top = doc.y;
  const party = (x: number, heading: string, lines: string[]) => {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(heading, x, top, { width: half });
    doc.font('regular').fontSize(10).fillColor('black');
    for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const sellerBottom = party(MARGIN, t('invoice.pdf.from'), [
    data.seller.legalName || data.expoName,
    data.seller.address,
    data.seller.taxNumber ? t('invoice.pdf.taxNumber', { number: data.seller.taxNumber }) : '',
  ]);
  const buyerBottom = party(MARGIN + width / 2 + 10, t('invoice.pdf.to'), [
    data.buyer.company,
    data.buyer.address,
    data.buyer.email,
  ]);
  doc.y = Math.max(sellerBottom, buyerBottom) + 12;

  const facts: [string, string][] = [
    [t('invoice.pdf.number'), data.number],
    [t('invoice.pdf.issued'), documentDate(data.issuedOn, data.language)],
  ];
  if (data.dueOn) facts.push([t('invoice.pdf.due'), documentDate(data.dueOn, data.language)]);
  if (data.creditFor) facts.push([t('invoice.pdf.creditFor'), data.creditFor.number]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
    doc.fillColor('black').text(value, MARGIN + 150, y, { width: width - 150 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.8);

  // The lines: the sponsorship, each tax, the total.
  const amountWidth = 140;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor('black');
    doc.text(label, MARGIN, y, { width: width - amountWidth - 10 });
    const bottom = doc.y;
    doc.text(amount, MARGIN + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  const sign = data.kind === 'credit_note' ? -1 : 1;
  row(t('invoice.pdf.description'), t('invoice.pdf.amount'), true);
  row(data.description, money(sign * data.netCents));
  for (const tax of data.taxes)
    row(`${tax.name} (${taxRate(tax.basisPoints, data.language)})`, money(sign * tax.amountCents));
  row(t('invoice.pdf.total'), money(sign * data.totalCents), true);
  doc.moveDown(1);

  const paragraph = (heading: string, text: string) => {
    doc.font('bold').fontSize(11).fillColor('black').text(heading, MARGIN, doc.y, { width });
    doc.moveDown(0.2).font('regular').fontSize(10).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.8);
  };
  if (data.kind === 'invoice') {
    if (data.paid) {
      paragraph(
        t('invoice.pdf.paidHeading'),
        data.paid.reference
          ? t('invoice.pdf.paidWithReference', {
              date: documentDate(data.paid.on, data.language),
              reference: data.paid.reference,
            })
          : t('invoice.pdf.paid', { date: documentDate(data.paid.on, data.language) }),
      );
    } else {
      doc.font('bold').fontSize(11).text(t('invoice.pdf.howToPay'), MARGIN, doc.y, { width });
      doc.moveDown(0.2).font('regular').fontSize(10);
      if (data.payByCardUrl) doc.text(t('invoice.pdf.byCard', { url: data.payByCardUrl }), { width });
      if (data.seller.bankDetails) {
        doc.moveDown(0.3).text(t('invoice.pdf.byTransfer', { number: data.number }), { width });
        doc.moveDown(0.2).font('bold').text(data.seller.bankDetails, { width });
      }
      doc.moveDown(0.8);
    }
  } else if (data.creditFor) {
    paragraph(t('invoice.pdf.creditReason'), data.creditFor.reason);
    paragraph(t('invoice.pdf.refundHeading'), data.creditFor.refund);
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t('invoice.pdf.footer', { expo: data.expoName }), MARGIN, doc.y, {
      width,
    });
  doc.end();
  return done;
}
