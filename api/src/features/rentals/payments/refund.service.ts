import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { ensureQueue, inTransaction, type Jobs } from '../../../lib/jobs.js';
import type { Announcements, RefundQueue } from '../bookings/booking.service.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { recordRefunded } from '../bookings/lifecycle.js';
import { recordRefund, reverseEarnings } from './ledger.js';
import type { PaymentProvider } from './payment-provider.js';
import { payments } from './payment.table.js';

/** The queue's name predates this module: jobs queued before an upgrade still run. */
export const REFUND_QUEUE = 'booking.refund';
const REFUND_RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };

/**
 * Refunds of cancelled bookings, in two steps that survive a crash between them:
 * 1. `queueRefund`, in the transaction that cancels the booking: the owner's earning and the
 *    platform's fee are taken back in the ledger, and a durable job is queued.
 * 2. the job (`refund`) asks the provider with an idempotency key of the booking, then records the
 *    refund (ledger, payment, booking, the renter's e-mail) in one transaction. Run again after a
 *    crash, the provider answers the same refund and the records are written once.
 */
export class RefundService implements RefundQueue {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: Jobs;
      provider: PaymentProvider;
      now: () => Date;
      /** The booking's side of a refund (its status, the renter's e-mail and notification). */
      onRefunded: (tx: Executor, booking: BookingRow) => Promise<Announcements>;
      announce: (announcements: Announcements) => void;
    },
  ) {}

  async queueRefund(tx: Executor, bookingId: string): Promise<void> {
    await reverseEarnings(tx, bookingId, this.deps.now());
    await this.deps.jobs.send(REFUND_QUEUE, { bookingId }, { ...REFUND_RETRY, ...inTransaction(tx) });
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, REFUND_QUEUE, REFUND_RETRY);
    await this.deps.jobs.work<{ bookingId: string }>(REFUND_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
      await this.refund(job!.data.bookingId);
    });
  }

  /** Refunds one cancelled booking's amount through the provider; safe to run again. */
  async refund(bookingId: string): Promise<void> {
    const [row] = await this.deps.db
      .select({ booking: bookings, payment: payments })
      .from(bookings)
      .innerJoin(payments, eq(payments.id, bookings.paymentId))
      .where(eq(bookings.id, bookingId));
    if (!row || row.booking.refundStatus !== 'pending') return;
    if (!row.payment.intentId) throw new Error(`Payment ${row.payment.id} has no intent to refund`);
    const refund = await this.deps.provider.refund({
      intentId: row.payment.intentId,
      amountCents: row.booking.amountCents,
      idempotencyKey: `refund-${bookingId}`,
    });
    const announcements = await this.deps.db.transaction(async (tx) => {
      const now = this.deps.now();
      const changed = await recordRefunded(tx, bookingId, now);
      if (!changed) return { notes: [], bookings: [] };
      await tx
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} + ${changed.amountCents}`, updatedAt: now })
        .where(eq(payments.id, changed.paymentId));
      await recordRefund(tx, changed, { id: refund.id, currency: row.payment.currency, now });
      return this.deps.onRefunded(tx, changed);
    });
    this.deps.announce(announcements);
  }
}
