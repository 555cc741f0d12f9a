import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../bookings/booking.table.js';
import { splitOf } from './ledger.js';
import { ledgerEntries, type LedgerKind } from './ledger.table.js';

/**
 * The ledger entries of a deposit going back after the return and of a decided dispute. Each step
 * writes its entries in one statement keyed by the booking or the dispute, and answers whether it
 * wrote them: a step run again (a retried job, a crash after the provider answered) adds nothing and
 * answers false, so its caller changes nothing else either.
 *
 * - deposit back: `deposit-release:<b>` deposit_released −D (the intention), then, once the provider
 *   refunded it, `deposit-refund:<b>` refund −D.
 * - decision of dispute d on booking b (refund X of the rental amount, award Y of the deposit D):
 *   `dispute-earning-reversal:<d>` and `dispute-fee-reversal:<d>` (X split as the fee splits),
 *   `deposit-claim:<b>` deposit_claimed −Y and `claim-earning:<b>` owner_earning +Y (no fee),
 *   `deposit-release:<b>` deposit_released −(D−Y); once the provider refunded X + (D−Y):
 *   `dispute-refund:<d>` refund −X and `deposit-refund:<b>` refund −(D−Y).
 */

type Booked = Pick<BookingRow, 'id' | 'ownerId' | 'paymentId' | 'depositCents'>;

interface Entry {
  entryKey: string;
  kind: LedgerKind;
  amountCents: number;
  ownerId?: string | null;
  providerRef?: string | null;
}

async function writeOnce(
  tx: Executor,
  booking: Booked,
  context: { currency: string; now: Date },
  entries: Entry[],
): Promise<boolean> {
  const rows = entries
    .filter((e) => e.amountCents !== 0)
    .map((e) => ({
      ...e,
      currency: context.currency,
      paymentId: booking.paymentId,
      bookingId: booking.id,
      createdAt: context.now,
    }));
  if (!rows.length) return true;
  const written = await tx
    .insert(ledgerEntries)
    .values(rows)
    .onConflictDoNothing({ target: ledgerEntries.entryKey })
    .returning({ key: ledgerEntries.entryKey });
  return written.length > 0;
}

/** The whole deposit is to go back to the renter (before the provider is asked). */
export function recordDepositRelease(tx: Executor, booking: Booked, context: { currency: string; now: Date }) {
  return writeOnce(tx, booking, context, [
    { entryKey: `deposit-release:${booking.id}`, kind: 'deposit_released', amountCents: -booking.depositCents },
  ]);
}

/** The provider gave the whole deposit back. */
export function recordDepositRefund(
  tx: Executor,
  booking: Booked,
  context: { currency: string; now: Date; providerRef: string },
) {
  return writeOnce(tx, booking, context, [
    {
      entryKey: `deposit-refund:${booking.id}`,
      kind: 'refund',
      amountCents: -booking.depositCents,
      providerRef: context.providerRef,
    },
  ]);
}

export interface Decision {
  disputeId: string;
  /** Of the rental amount, back to the renter. */
  refundCents: number;
  /** Of the deposit, to the owner. */
  awardCents: number;
  /** The deposit this decision settles (0: it leaves the deposit as it is). */
  depositCents: number;
}

/** A decision, before the money leaves: the owner's and the platform's shares of X go, Y becomes the owner's. */
export function recordDecision(
  tx: Executor,
  booking: Booked,
  decision: Decision,
  context: { currency: string; now: Date; feeBasisPoints: number },
) {
  const { fee, earning } = splitOf(decision.refundCents, context.feeBasisPoints);
  const d = decision.disputeId;
  return writeOnce(tx, booking, context, [
    {
      entryKey: `dispute-earning-reversal:${d}`,
      kind: 'owner_earning',
      amountCents: -earning,
      ownerId: booking.ownerId,
    },
    { entryKey: `dispute-fee-reversal:${d}`, kind: 'platform_fee', amountCents: -fee },
    { entryKey: `deposit-claim:${booking.id}`, kind: 'deposit_claimed', amountCents: -decision.awardCents },
    {
      entryKey: `claim-earning:${booking.id}`,
      kind: 'owner_earning',
      amountCents: decision.awardCents,
      ownerId: booking.ownerId,
    },
    {
      entryKey: `deposit-release:${booking.id}`,
      kind: 'deposit_released',
      amountCents: -(decision.depositCents - decision.awardCents),
    },
  ]);
}

/** What one decision's provider refund is for: X of the amount and the deposit's rest. */
export function decisionRefundCents(decision: Decision): number {
  return decision.refundCents + decision.depositCents - decision.awardCents;
}

/** The provider refunded a decision's money (one refund, `dispute-<d>`). */
export function recordDecisionRefund(
  tx: Executor,
  booking: Booked,
  decision: Decision,
  context: { currency: string; now: Date; providerRef: string },
) {
  return writeOnce(tx, booking, context, [
    {
      entryKey: `dispute-refund:${decision.disputeId}`,
      kind: 'refund',
      amountCents: -decision.refundCents,
      providerRef: context.providerRef,
    },
    {
      entryKey: `deposit-refund:${booking.id}`,
      kind: 'refund',
      amountCents: -(decision.depositCents - decision.awardCents),
      providerRef: context.providerRef,
    },
  ]);
}
