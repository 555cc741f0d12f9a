import { pdfDateTime, pdfMoney, renderPdf, type PdfOptions, type PlatformContact } from './pdf-layout.js';

/**
 * What a renter's receipt shows for one paid booking. Plain data (minor units, instants and the tool's
 * zone), loaded by the caller: the PDF is drawn from nothing else.
 */
export interface ReceiptData {
  platform: PlatformContact;
  /** ISO 4217 code of every amount. */
  currency: string;
  bookingCode: string;
  toolName: string;
  quantity: number;
  renterName: string;
  ownerName: string;
  startsAt: Date;
  endsAt: Date;
  /** The tool's IANA zone: the period is printed in its clock times. */
  timeZone: string;
  /** The rental amount (price x period x quantity, less any discount), minor units. */
  rentalCents: number;
  /** A discount for a longer rental: its percent, and the rental before it (minor units); null: none. */
  discount: { percent: number; listCents: number } | null;
  /** The security deposit charged with it (0: none). */
  depositCents: number;
  /** What the card was charged for this booking: rental + deposit. */
  totalPaidCents: number;
  /** Refunded to the card so far for this booking, as a positive number (0: none). */
  refundedCents: number;
  /** When the payment succeeded (null: not recorded). */
  paidAt: Date | null;
  /** When this receipt was drawn. */
  issuedAt: Date;
}

/** The renter's receipt for one paid booking, as a PDF file. */
export function receiptPdf(data: ReceiptData, options: PdfOptions = {}): Promise<Buffer> {
  const money = (cents: number) => pdfMoney(cents, data.currency);
  return renderPdf(
    {
      title: `Receipt ${data.bookingCode}`,
      subject: `Receipt for booking ${data.bookingCode}`,
      platform: data.platform,
    },
    options,
    (page) => {
      page.facts([
        { label: 'Booking code', value: data.bookingCode },
        { label: 'Renter', value: data.renterName },
        { label: 'Tool', value: data.quantity > 1 ? `${data.toolName} (x ${data.quantity})` : data.toolName },
        { label: 'Owner', value: data.ownerName },
        { label: 'Pickup', value: pdfDateTime(data.startsAt, data.timeZone) },
        { label: 'Return', value: pdfDateTime(data.endsAt, data.timeZone) },
        {
          label: 'Payment date',
          value: data.paidAt ? pdfDateTime(data.paidAt, data.timeZone) : 'Not recorded',
        },
      ]);
      page.heading('Payment');
      page.facts([
        ...(data.discount
          ? [
              { label: 'Rental at the full price', value: money(data.discount.listCents) },
              {
                label: `Discount for a longer rental (${data.discount.percent}%)`,
                value: `-${money(data.discount.listCents - data.rentalCents)}`,
              },
            ]
          : []),
        { label: 'Rental', value: money(data.rentalCents) },
        { label: 'Security deposit', value: money(data.depositCents) },
        { label: 'Total paid', value: money(data.totalPaidCents), strong: true },
        { label: 'Refunded so far', value: money(data.refundedCents) },
        { label: 'Net paid', value: money(data.totalPaidCents - data.refundedCents), strong: true },
      ]);
      page.note(
        data.depositCents > 0
          ? `The security deposit is held apart from the rental. It goes back to the card you paid with after the return, once the window for damage claims has passed, unless the owner files a claim that an administrator upholds.`
          : 'This booking has no security deposit.',
      );
      page.note(`Issued ${pdfDateTime(data.issuedAt, data.timeZone)}.`);
    },
  );
}
