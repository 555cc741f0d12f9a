import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { ensureQueue, inTransaction, type Jobs } from '../../../lib/jobs.js';
import { formatMoney } from '../../../lib/money.js';
import { users } from '../../accounts/account.table.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import type { DepositQueue } from '../bookings/booking.service.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { moveDeposit } from '../bookings/deposit-status.js';
import { disputeWindowEnd, recordEvent } from '../bookings/lifecycle.js';
import { tools } from '../tools/tool.table.js';
import { disputeEmails } from '../disputes/dispute-emails.js';
import { disputes } from '../disputes/dispute.table.js';
import {
  decisionRefundCents,
  recordDecisionRefund,
  recordDepositRefund,
  recordDepositRelease,
  type Decision,
} from './dispute-settlement.js';
import { ledgerEntries } from './ledger.table.js';
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
 * - a decision is committed by the disputes module with `queueDecisionRefund`; the job
 *   (`refundDecision`) asks for one refund, key `dispute-<dispute>`, and records it likewise.
 * Run again, each step finds what was done and does only what is left.
 */
export class DepositService implements DepositQueue {
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
    await this.deps.jobs.work<{ bookingId: string }>(
      DEPOSIT_RELEASE_QUEUE,
      { pollingIntervalSeconds: 5 },
      async ([job]) => {
        await this.release(job!.data.bookingId);
      },
    );
    await this.deps.jobs.work<{ disputeId: string }>(
      DISPUTE_REFUND_QUEUE,
      { pollingIntervalSeconds: 2 },
      async ([job]) => {
        await this.refundDecision(job!.data.disputeId);
      },
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

  /** In a transaction that released a deposit (a dismissed damage claim): its refund is asked for at once, by a job. */
  async queueRefundOfRelease(tx: Executor, bookingId: string): Promise<void> {
    await this.deps.jobs.send(DEPOSIT_RELEASE_QUEUE, { bookingId }, { ...RETRY, ...inTransaction(tx) });
  }

  /** In a transaction that decided a dispute: its refund is asked of the provider by a job. */
  async queueDecisionRefund(tx: Executor, disputeId: string): Promise<void> {
    await this.deps.jobs.send(DISPUTE_REFUND_QUEUE, { disputeId }, { ...RETRY, ...inTransaction(tx) });
  }

  /**
   * The deposit of a returned booking goes back once its dispute window is over, unless the owner
   * claimed damage or a dispute is open; safe to run again at any point.
   */
  async release(bookingId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      if (!b || b.status !== 'returned' || b.depositCents <= 0 || b.depositStatus !== 'held') return;
      const end = disputeWindowEnd(b, this.deps.config.bookings);
      if (!end || now < end) return;
      const [open] = await tx
        .select({ id: disputes.id })
        .from(disputes)
        .where(and(eq(disputes.bookingId, b.id), eq(disputes.status, 'open')));
      if (open) return;
      await this.releaseIn(tx, b, ['held'], now);
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
    from: readonly ('held' | 'claimed')[],
    now: Date,
  ): Promise<BookingRow | undefined> {
    const moved = await moveDeposit(tx, { bookingId: booking.id, from, to: 'released', now });
    if (!moved) return undefined;
    await recordDepositRelease(tx, moved, { currency: this.deps.config.currency, now });
    await recordEvent(tx, {
      bookingId: booking.id,
      event: 'deposit_released',
      actor: 'system',
      now,
      note: `${formatMoney(moved.depositCents, this.deps.config.currency)} back to the renter's card`,
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
    // A cancelled booking's deposit goes back with its cancellation's refund, not here.
    if (booking.status !== 'returned' || booking.depositStatus !== 'released' || booking.depositCents <= 0) return;
    if (await this.recorded(`deposit-refund:${booking.id}`)) return;
    if (!payment.intentId) throw new Error(`Payment ${payment.id} has no intent to refund`);
    const refund = await this.deps.provider.refund({
      intentId: payment.intentId,
      amountCents: booking.depositCents,
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
      await this.addRefunded(tx, payment.id, booking.depositCents, now);
      const renter = await this.person(tx, booking.renterId);
      await this.deps.outbox.enqueue(
        tx,
        this.emails().depositReturned(
          renter,
          { code: booking.code, toolName: row.toolName, bookingId: booking.id },
          booking.depositCents,
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
    if (!row || row.dispute.status !== 'decided') return;
    const { dispute, booking, payment } = row;
    const decision = decisionOf(dispute, booking);
    const amount = decisionRefundCents(decision);
    if (amount <= 0) return;
    if (await this.recorded(`dispute-refund:${dispute.id}`, `deposit-refund:${booking.id}`, decision)) return;
    if (!payment.intentId) throw new Error(`Payment ${payment.id} has no intent to refund`);
    const refund = await this.deps.provider.refund({
      intentId: payment.intentId,
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

  /** Whether the entry (of a decision: the first of its refund entries it writes) exists. */
  private async recorded(key: string, depositKey?: string, decision?: Decision): Promise<boolean> {
    const wanted = decision && decision.refundCents === 0 ? depositKey! : key;
    const [entry] = await this.deps.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryKey, wanted));
    return Boolean(entry);
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
  booking: Pick<BookingRow, 'depositCents'>,
): Decision {
  const settles = dispute.awardCents !== null;
  return {
    disputeId: dispute.id,
    refundCents: dispute.refundCents ?? 0,
    awardCents: dispute.awardCents ?? 0,
    depositCents: settles ? booking.depositCents : 0,
  };
}
