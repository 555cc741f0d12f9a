import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import { formatMoney } from '../../../lib/money.js';
import type { Announcements, RefundQueue } from '../bookings/booking.service.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { DEPOSIT_MACHINE, isDepositReleased, moveDeposit } from '../bookings/deposit-status.js';
import { recordEvent } from '../bookings/lifecycle.js';
import { isRefundDue, moveRefund } from '../bookings/refund-status.js';
import { recordDepositRelease, recordRefund, reverseEarnings } from './ledger.js';
import type { PaymentProvider } from './payment-provider.js';
import { payments } from './payment.table.js';

/** The queue's name predates this module: jobs queued before an upgrade still run. */
export const REFUND_QUEUE = 'booking.refund';
const REFUND_RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };

/**
 * Refunds of cancelled bookings, in two steps that survive a crash between them:
 * 1. `queueRefund`, in the transaction that cancels the booking: the refunded part of the amount
 *    (`refundCents`, the policy's share; null is all of it) is taken back from the owner's earning and
 *    the platform's fee (split as the fee splits: they keep the rest), a held deposit is released
 *    (all of it, always), and a durable job is queued when there is anything to give back.
 * 2. the job (`refund`) asks the provider for one refund of both, with an idempotency key of the
 *    booking, then records it (ledger, payment, booking, the renter's e-mail) in one transaction.
 *    Run again after a crash, the provider answers the same refund and the records are written once.
 */
export class RefundService implements RefundQueue {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: Jobs;
      provider: PaymentProvider;
      now: () => Date;
      /** The platform's share of a booking, for the part of a partial refund it gives back. */
      feeBasisPoints: number;
      /** The booking's side of a refund (its status, the renter's e-mail and notification). */
      onRefunded: (tx: Executor, booking: BookingRow) => Promise<Announcements>;
      announce: (announcements: Announcements) => void;
    },
  ) {}

  async queueRefund(tx: Executor, bookingId: string): Promise<void> {
    const now = this.deps.now();
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) return;
    const refundCents = booking.refundCents ?? booking.amountCents;
    if (refundCents > 0)
      await reverseEarnings(tx, bookingId, now, {
        refundCents,
        amountCents: booking.amountCents,
        feeBasisPoints: this.deps.feeBasisPoints,
      });
    const deposit = await this.releaseDeposit(tx, booking, now);
    if (refundCents + deposit > 0)
      await this.deps.jobs.send(REFUND_QUEUE, { bookingId }, { ...REFUND_RETRY, ...inTransaction(tx) });
  }

  /** A held deposit goes back with the cancellation's refund, in full; answers the cents released. */
  private async releaseDeposit(tx: Executor, booking: BookingRow, now: Date): Promise<number> {
    if (booking.depositCents <= 0) return 0;
    const moved = DEPOSIT_MACHINE.allowed('release_with_cancellation', booking, 'system', now)
      ? await moveDeposit(tx, { name: 'release_with_cancellation', bookingId: booking.id, now })
      : undefined;
    if (!moved) return isDepositReleased(booking) ? booking.depositCents : 0;
    const [payment] = await tx
      .select({ currency: payments.currency })
      .from(payments)
      .where(eq(payments.id, booking.paymentId));
    await recordDepositRelease(tx, moved, { currency: payment!.currency, now });
    await recordEvent(tx, {
      bookingId: booking.id,
      event: 'deposit_released',
      actor: 'system',
      now,
      note: `${formatMoney(moved.depositCents, payment!.currency)} back to the renter's card with the cancellation's refund`,
    });
    return moved.depositCents;
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, REFUND_QUEUE, REFUND_RETRY);
    await workEach<{ bookingId: string }>(this.deps.jobs, REFUND_QUEUE, (job) => this.refund(job.data.bookingId));
  }

  /**
   * Refunds one cancelled booking through the provider: its share of the amount and its released
   * deposit, in one refund; safe to run again.
   */
  async refund(bookingId: string): Promise<void> {
    const [row] = await this.deps.db
      .select({ booking: bookings, payment: payments })
      .from(bookings)
      .innerJoin(payments, eq(payments.id, bookings.paymentId))
      .where(eq(bookings.id, bookingId));
    if (!row || !isRefundDue(row.booking)) return;
    const refundCents = row.booking.refundCents ?? row.booking.amountCents;
    const depositCents = depositBack(row.booking);
    const total = refundCents + depositCents;
    if (total > 0 && !row.payment.intentId) throw new Error(`Payment ${row.payment.id} has no intent to refund`);
    // Nothing to give back (a policy's 0 % without a deposit): no provider call, only the booking's side.
    const refund =
      total > 0
        ? await this.deps.provider.refund({
            ref: row.payment.intentId!,
            amountCents: total,
            idempotencyKey: `refund-${bookingId}`,
          })
        : undefined;
    const announcements = await this.deps.db.transaction(async (tx) => {
      const now = this.deps.now();
      const changed = await moveRefund(tx, { name: 'refund', bookingId, now });
      if (!changed) return { notes: [], bookings: [] };
      if (refund) {
        await tx
          .update(payments)
          .set({ refundedCents: sql`${payments.refundedCents} + ${total}`, updatedAt: now })
          .where(eq(payments.id, changed.paymentId));
        await recordRefund(tx, changed, { id: refund.id, currency: row.payment.currency, now, depositCents });
      }
      return this.deps.onRefunded(tx, changed);
    });
    this.deps.announce(announcements);
  }
}

/** The deposit a cancelled booking's refund gives back: the one released with its cancellation. */
function depositBack(booking: BookingRow): number {
  return booking.depositCents > 0 && isDepositReleased(booking) ? booking.depositCents : 0;
}
