import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import { formatMoney } from '../../../lib/money.js';
import { users } from '../../accounts/account.table.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import type { DepositQueue } from '../bookings/booking.service.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { DEPOSIT_MACHINE, depositLeftCents, isDepositReleased, moveDeposit } from '../bookings/deposit-status.js';
import { disputeWindowEnd, isCancelled, recordEvent } from '../bookings/lifecycle.js';
import { tools } from '../tools/tool.table.js';
import { disputeEmails } from '../disputes/dispute-emails.js';
import { isDecided, openDisputeBookingIds } from '../disputes/dispute-status.js';
import type { DisputeDeposits } from '../disputes/dispute.service.js';
import { disputes } from '../disputes/dispute.table.js';
import {
  decisionRefundCents,
  entryRecorded,
  LEDGER_KEYS,
  recordDecision,
  recordDecisionRefund,
  recordDepositRefund,
  recordDepositRelease,
  recordLateFee,
  type Decision,
} from './ledger.js';
import type { PaymentProvider } from './payment-provider.js';
import { payments } from './payment.table.js';

export const DEPOSIT_RELEASE_QUEUE = 'deposit.release';
export const DISPUTE_REFUND_QUEUE = 'dispute.refund';
const RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };

/**
 * The deposit's way back and the money of a decided dispute, each in two steps that survive a crash
 * between them:
 * - after the return, `queueRelease` (in the returning transaction) queues a job for the end of the
 *   dispute window. The job (`release`) commits the intention (the deposit 'released', its ledger
 *   entry, the timeline) when the deposit is still held and no dispute is open, asks the provider
 *   for the refund with the key `deposit-refund-<booking>`, and records it (ledger, payment, the
 *   renter's e-mail) in a transaction that changes nothing when it already happened.
 * - a decision is committed by the disputes module with `recordDecision` (its entries, and
 *   `queueDecisionRefund`); the job
 *   (`refundDecision`) asks for one refund, key `dispute-<dispute>`, and records it likewise.
 * Run again, each step finds what was done and does only what is left.
 */
export class DepositService implements DepositQueue, DisputeDeposits {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      jobs: Jobs;
      provider: PaymentProvider;
      outbox: OutboxService;
      now: () => Date;
      publicUrl: () => string;
    },
  ) {}

  private now() {
    return this.deps.now();
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, DEPOSIT_RELEASE_QUEUE, RETRY);
    await ensureQueue(this.deps.jobs, DISPUTE_REFUND_QUEUE, RETRY);
    await workEach<{ bookingId: string }>(this.deps.jobs, DEPOSIT_RELEASE_QUEUE, (job) =>
      this.release(job.data.bookingId),
    );
    await workEach<{ disputeId: string }>(this.deps.jobs, DISPUTE_REFUND_QUEUE, (job) =>
      this.refundDecision(job.data.disputeId),
    );
  }

  /**
   * In the transaction that returns a booking (or ends a dispute): the deposit's release is looked
   * at when the dispute window ends (at once when it has ended).
   */
  async queueRelease(tx: Executor, booking: Pick<BookingRow, 'id' | 'depositCents' | 'returnedAt'>): Promise<void> {
    if (booking.depositCents <= 0) return;
    const end = disputeWindowEnd(booking, this.deps.config.bookings) ?? this.now();
    const startAfter = end > this.now() ? end : undefined;
    await this.deps.jobs.send(
      DEPOSIT_RELEASE_QUEUE,
      { bookingId: booking.id },
      { ...RETRY, ...(startAfter ? { startAfter } : {}), ...inTransaction(tx) },
    );
  }

  /** In the returning transaction: a late return's fee, kept from the deposit for the owner (DepositQueue). */
  async recordLateFee(tx: Executor, booking: BookingRow, cents: number, now: Date): Promise<void> {
    await recordLateFee(tx, booking, cents, { currency: booking.currency, now });
  }

  /** In a transaction that released a deposit (a dismissed damage claim): its refund is asked for at once, by a job. */
  async queueRefundOfRelease(tx: Executor, bookingId: string): Promise<void> {
    await this.deps.jobs.send(DEPOSIT_RELEASE_QUEUE, { bookingId }, { ...RETRY, ...inTransaction(tx) });
  }

  /** In a transaction that decided a dispute: its refund is asked of the provider by a job. */
  async queueDecisionRefund(tx: Executor, disputeId: string): Promise<void> {
    await this.deps.jobs.send(DISPUTE_REFUND_QUEUE, { disputeId }, { ...RETRY, ...inTransaction(tx) });
  }

  /**
   * In the transaction that decides a dispute (disputes' DisputeDeposits): the decision's ledger
   * entries, and its one refund queued when it gives anything back to the renter.
   */
  async recordDecision(tx: Executor, booking: BookingRow, decision: Decision, now: Date): Promise<void> {
    await recordDecision(tx, booking, decision, {
      currency: booking.currency,
      now,
      feeBasisPoints: this.deps.config.platformFeeBasisPoints,
    });
    if (decisionRefundCents(decision) > 0) await this.queueDecisionRefund(tx, decision.disputeId);
  }

  /**
   * The deposit of a returned booking goes back once its dispute window is over, unless the owner
   * claimed damage or a dispute is open; safe to run again at any point.
   */
  async release(bookingId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      // Returned, still held, and the dispute window over: else not (yet), or not this way.
      if (!b || b.depositCents <= 0 || !DEPOSIT_MACHINE.allowed('release', b, 'system', now, this.deps.config.bookings))
        return;
      if ((await openDisputeBookingIds(tx, [b.id])).size) return;
      await this.releaseIn(tx, b, 'release', now);
    });
    await this.refundReleased(bookingId);
  }

  /**
   * The intention of giving a deposit back, in the caller's transaction (the release job, or an
   * administrator dismissing a damage claim): the deposit is 'released', its ledger entry and the
   * timeline are written. The caller makes sure `refundReleased` runs afterwards (a job).
   */
  async releaseIn(
    tx: Executor,
    booking: BookingRow,
    name: 'release' | 'release_claim',
    now: Date,
  ): Promise<BookingRow | undefined> {
    const moved = await moveDeposit(tx, { name, bookingId: booking.id, now });
    if (!moved) return undefined;
    await recordDepositRelease(tx, moved, { currency: moved.currency, now });
    await recordEvent(tx, {
      bookingId: booking.id,
      event: 'deposit_released',
      actor: 'system',
      now,
      note:
        depositLeftCents(moved) > 0
          ? `${formatMoney(depositLeftCents(moved), moved.currency)} back to the renter's card`
          : 'Nothing left to give back: the late fee took the whole deposit',
    });
    return moved;
  }

  /** A released deposit is refunded by the provider and recorded once. */
  async refundReleased(bookingId: string): Promise<void> {
    const [row] = await this.deps.db
      .select({ booking: bookings, payment: payments, toolName: tools.name })
      .from(bookings)
      .innerJoin(payments, eq(payments.id, bookings.paymentId))
      .innerJoin(tools, eq(tools.id, bookings.toolId))
      .where(eq(bookings.id, bookingId));
    if (!row) return;
    const { booking, payment } = row;
    // A cancelled booking's deposit goes back with its cancellation's refund, not here; a returned one's
    // (or, once its claim is dismissed, one reported not returned) here.
    if (isCancelled(booking) || !isDepositReleased(booking) || depositLeftCents(booking) <= 0) return;
    if (await entryRecorded(this.deps.db, LEDGER_KEYS.depositRefund(booking.id))) return;
    if (!payment.intentId) throw new Error(`Payment ${payment.id} has no intent to refund`);
    const refund = await this.deps.provider.refund({
      ref: payment.intentId,
      amountCents: depositLeftCents(booking),
      idempotencyKey: `deposit-refund-${booking.id}`,
    });
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const wrote = await recordDepositRefund(tx, booking, {
        currency: payment.currency,
        now,
        providerRef: refund.id,
      });
      if (!wrote) return;
      await this.addRefunded(tx, payment.id, depositLeftCents(booking), now);
      const renter = await this.person(tx, booking.renterId);
      await this.deps.outbox.enqueue(
        tx,
        this.emails().depositReturned(
          renter,
          { code: booking.code, toolName: row.toolName, bookingId: booking.id, currency: booking.currency },
          depositLeftCents(booking),
        ),
      );
    });
  }

  /** A decided dispute's money goes back to the renter (one provider refund) and is recorded once. */
  async refundDecision(disputeId: string): Promise<void> {
    const [row] = await this.deps.db
      .select({ dispute: disputes, booking: bookings, payment: payments })
      .from(disputes)
      .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
      .innerJoin(payments, eq(payments.id, bookings.paymentId))
      .where(eq(disputes.id, disputeId));
    if (!row || !isDecided(row.dispute)) return;
    const { dispute, booking, payment } = row;
    const decision = decisionOf(dispute, booking);
    const amount = decisionRefundCents(decision);
    if (amount <= 0) return;
    // Recorded when the first of its refund entries is: the amount's, or the deposit's when it refunds none.
    const first =
      decision.refundCents === 0 ? LEDGER_KEYS.depositRefund(booking.id) : LEDGER_KEYS.disputeRefund(dispute.id);
    if (await entryRecorded(this.deps.db, first)) return;
    if (!payment.intentId) throw new Error(`Payment ${payment.id} has no intent to refund`);
    const refund = await this.deps.provider.refund({
      ref: payment.intentId,
      amountCents: amount,
      idempotencyKey: `dispute-${dispute.id}`,
    });
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const wrote = await recordDecisionRefund(tx, booking, decision, {
        currency: payment.currency,
        now,
        providerRef: refund.id,
      });
      if (wrote) await this.addRefunded(tx, payment.id, amount, now);
    });
  }

  private async addRefunded(tx: Executor, paymentId: string, cents: number, now: Date) {
    await tx
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${cents}`, updatedAt: now })
      .where(eq(payments.id, paymentId));
  }

  private async person(tx: Executor, id: string) {
    const [p] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, id));
    return p!;
  }

  private emails() {
    return disputeEmails(this.deps.config, this.deps.publicUrl());
  }
}

/**
 * What a decided dispute moves: its refund of the rental amount and, when it settled the deposit
 * (its award is not null, 0 included), the award and the deposit's rest.
 */
export function decisionOf(
  dispute: { id: string; refundCents: number | null; awardCents: number | null },
  booking: Pick<BookingRow, 'depositCents' | 'lateFeeChargedCents'>,
): Decision {
  const settles = dispute.awardCents !== null;
  return {
    disputeId: dispute.id,
    refundCents: dispute.refundCents ?? 0,
    awardCents: dispute.awardCents ?? 0,
    depositCents: settles ? depositLeftCents(booking) : 0,
  };
}
