import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../../../config/config.js';
import type { Database } from '../../../../db/client.js';
import type { Viewer } from '../../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../../lib/errors.js';
import type { BookingWithRefs } from '../../bookings/booking-refs.js';
import type { BookingRole } from '../../bookings/booking.policy.js';
import { isCharged } from '../../bookings/lifecycle.js';
import { ledgerEntries } from '../ledger.table.js';
import { payments } from '../payment.table.js';
import { receiptPdf } from './receipt-pdf.js';
import { authorizeReceipt } from './receipt.policy.js';
import { receiptDataOf, receiptFileName } from './receipt-data.js';

/** The renter's receipts (PDF): downloaded from the booking page, attached to the confirmation e-mail. */
export class ReceiptService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      bookings: { get(viewer: Viewer | undefined, id: string): Promise<BookingWithRefs & { role: BookingRole }> };
      now: () => Date;
    },
  ) {}

  /** The receipt of a paid booking, for its renter or an administrator. */
  async receipt(viewer: Viewer | undefined, bookingId: string): Promise<{ filename: string; pdf: Buffer }> {
    const row = await this.deps.bookings.get(viewer, bookingId);
    authorizeReceipt(viewer, 'read', row.booking);
    // Charged at some point (a cancelled booking's receipt shows its refund): the lifecycle's CHARGED_STATUSES.
    if (!isCharged(row.booking))
      throw new AppError(ErrorCode.CONFLICT, 'This booking has not been paid: there is no receipt yet');
    const [money] = await this.deps.db
      .select({
        charged: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'charge'), 0)::float8`,
        refunded: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'refund'), 0)::float8`,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, row.booking.id), inArray(ledgerEntries.kind, ['charge', 'refund'])));
    const [payment] = row.booking.paymentId
      ? await this.deps.db
          .select({ succeededAt: payments.succeededAt, currency: payments.currency })
          .from(payments)
          .where(eq(payments.id, row.booking.paymentId))
      : [];
    const data = receiptDataOf(
      row,
      {
        currency: row.booking.currency,
        paidAt: payment?.succeededAt ?? row.booking.confirmedAt ?? null,
        chargedCents: Number(money?.charged ?? 0),
        refundedCents: Number(money?.refunded ?? 0),
      },
      this.deps.config,
      this.deps.now(),
    );
    return { filename: receiptFileName(row.booking.code), pdf: await receiptPdf(data) };
  }
}
