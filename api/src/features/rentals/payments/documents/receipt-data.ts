import type { Config } from '../../../../config/config.js';
import type { EmailAttachment } from '../../../outbox/outbox.table.js';
import { unitAmountCents } from '../../bookings/booking-charge.js';
import type { BookingWithRefs } from '../../bookings/booking-refs.js';
import type { PlatformContact } from './pdf-layout.js';
import { receiptPdf, type ReceiptData } from './receipt-pdf.js';

/** Who issues the documents: the marketplace's name and its public contact details. */
export function platformContact(config: Config): PlatformContact {
  return {
    name: config.expo.name,
    email: config.site.contactEmail ?? null,
    phone: config.site.contactPhone ?? null,
    website: config.site.contactWebsite ?? null,
  };
}

/** The receipt of a booking from what the booking says and what the ledger recorded. */
export function receiptDataOf(
  row: BookingWithRefs,
  money: { currency: string; paidAt: Date | null; chargedCents?: number | null; refundedCents: number },
  config: Config,
  issuedAt: Date,
): ReceiptData {
  const { booking } = row;
  const deposit = booking.depositCents ?? 0;
  return {
    platform: platformContact(config),
    currency: money.currency,
    bookingCode: booking.code,
    toolName: row.tool.name,
    quantity: booking.quantity,
    renterName: `${row.renter.firstName} ${row.renter.lastName}`,
    ownerName: `${row.owner.firstName} ${row.owner.lastName}`,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    timeZone: row.tool.timeZone,
    rentalCents: booking.amountCents,
    discount: booking.discountPercent
      ? {
          percent: booking.discountPercent,
          listCents:
            unitAmountCents(booking.rentalCircle, booking.priceCents, booking.billedMinutes) * booking.quantity,
        }
      : null,
    depositCents: deposit,
    // The old client's prepaid payments are charged whole, not per booking: its booking is its amount.
    totalPaidCents: money.chargedCents || booking.amountCents + deposit,
    refundedCents: money.refundedCents,
    paidAt: money.paidAt,
    issuedAt,
  };
}

export const receiptFileName = (code: string) => `receipt-${code}.pdf`;

/**
 * The receipt attached to the renter's confirmation e-mail, drawn when the payment is confirmed: the
 * whole amount and deposit just charged, nothing refunded yet.
 */
export async function receiptAttachment(row: BookingWithRefs, config: Config, paidAt: Date): Promise<EmailAttachment> {
  const pdf = await receiptPdf(
    receiptDataOf(row, { currency: row.booking.currency, paidAt, refundedCents: 0 }, config, paidAt),
  );
  return {
    filename: receiptFileName(row.booking.code),
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
}
