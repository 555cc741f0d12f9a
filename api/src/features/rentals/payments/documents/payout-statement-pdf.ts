import { pdfDateTime, pdfMoney, renderPdf, type PdfOptions, type PlatformContact } from './pdf-layout.js';

/** One booking paid out: its amount, the platform's fee, the owner's earning and any deposit awarded. */
export interface PayoutStatementLine {
  bookingCode: string;
  toolName: string;
  /** The rental amount the renter paid (after any refund), minor units. */
  amountCents: number;
  /** The platform's fee on it. */
  platformFeeCents: number;
  /** The owner's earning: amount − fee. */
  earningCents: number;
  /** Deposit awarded to the owner by a decided damage claim (0: none). */
  depositAwardCents: number;
}

/**
 * What an owner's payout statement shows. Plain data (minor units, instants), loaded by the caller;
 * the PDF is drawn from nothing else. Stable: the payouts module builds it.
 */
export interface PayoutStatementData {
  platform: PlatformContact;
  /** ISO 4217 code of every amount. */
  currency: string;
  /** Dates are printed in this IANA zone (the marketplace's). */
  timeZone: string;
  owner: { name: string; email?: string | null };
  payout: {
    id: string;
    /** When the payout was created (the money set aside). */
    createdAt: Date;
    /** When it was paid (null: not yet). */
    paidAt: Date | null;
    /** 'stripe' (Stripe Connect transfer) or 'bank' (bank transfer). */
    method: 'stripe' | 'paystack' | 'bank';
    /** The transfer's id or the bank reference (null: not yet). */
    reference: string | null;
    /** 'pending', 'paid' or 'failed'. */
    status: string;
    /** The payout's amount, minor units. */
    amountCents: number;
  };
  lines: PayoutStatementLine[];
  /** When this statement was drawn. */
  issuedAt: Date;
}

const METHOD_WORDS = { stripe: 'Stripe transfer', paystack: 'Paystack transfer', bank: 'Bank transfer' } as const;

/** The owner's statement of one payout, as a PDF file. */
export function payoutStatementPdf(data: PayoutStatementData, options: PdfOptions = {}): Promise<Buffer> {
  const money = (cents: number) => pdfMoney(cents, data.currency);
  const { payout } = data;
  const sum = (pick: (line: PayoutStatementLine) => number) => data.lines.reduce((total, l) => total + pick(l), 0);
  return renderPdf(
    { title: 'Payout statement', subject: `Payout ${payout.id}`, platform: data.platform },
    options,
    (page) => {
      page.facts([
        { label: 'Owner', value: data.owner.email ? `${data.owner.name} (${data.owner.email})` : data.owner.name },
        { label: 'Payout', value: payout.id },
        { label: 'Created', value: pdfDateTime(payout.createdAt, data.timeZone) },
        { label: 'Paid', value: payout.paidAt ? pdfDateTime(payout.paidAt, data.timeZone) : 'Not yet' },
        { label: 'Method', value: METHOD_WORDS[payout.method] },
        { label: 'Reference', value: payout.reference ?? 'Not yet' },
        { label: 'Status', value: payout.status },
        { label: 'Amount paid out', value: money(payout.amountCents), strong: true },
      ]);
      page.heading('Bookings in this payout');
      page.table(
        [
          { header: 'Booking', width: 70 },
          { header: 'Tool' },
          { header: 'Amount', width: 72, align: 'right' },
          { header: 'Platform fee', width: 72, align: 'right' },
          { header: 'Earning', width: 72, align: 'right' },
          { header: 'Deposit awarded', width: 72, align: 'right' },
        ],
        data.lines.map((l) => [
          l.bookingCode,
          l.toolName,
          money(l.amountCents),
          money(l.platformFeeCents),
          money(l.earningCents),
          money(l.depositAwardCents),
        ]),
        [
          'Total',
          '',
          money(sum((l) => l.amountCents)),
          money(sum((l) => l.platformFeeCents)),
          money(sum((l) => l.earningCents)),
          money(sum((l) => l.depositAwardCents)),
        ],
      );
      page.note(
        'Your earning is the rental amount less the platform fee. A deposit awarded after a damage claim is paid to you in full, with no fee.',
      );
      page.note(`Issued ${pdfDateTime(data.issuedAt, data.timeZone)}.`);
    },
  );
}
