import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { PAYOUT_STATUSES, payouts, type PayoutRow, type PayoutStatus } from './payout.table.js';
import { webhooks } from '../../webhooks/webhook-events.js';
import { payoutObject } from '../../webhooks/webhook-objects.js';

/**
 * An owner's payout: pending from the request (the money set aside by its `payout` ledger entry) until
 * it is paid (Stripe's transfer, or the bank transfer an administrator made) or failed (the money back
 * in the owner's available balance). Nothing outside this module compares the column: ask the
 * predicates below. Moves go through `movePayout`; the service asserts the transition first.
 */
export const PAYOUT_MACHINE = defineMachine({
  name: 'payout',
  states: PAYOUT_STATUSES,
  // The owner's request, with its ledger entry, in one transaction.
  initial: ['pending'],
  actors: { admin: 'an administrator', system: 'the system' },
  stateOf: (payout: Pick<PayoutRow, 'status'>) => payout.status,
  transitions: {
    /** Stripe transferred it to the owner's connected account, or Paystack's transfer reached their bank. */
    transfer: { from: ['pending'], to: 'paid', by: ['system'], label: 'Paid by transfer' },
    /**
     * The processor refused or failed the transfer, or the owner has no account to transfer to: the
     * money goes back.
     */
    refuse_transfer: { from: ['pending'], to: 'failed', by: ['system'], label: 'Failed (the transfer was refused)' },
    /** Paystack reversed a transfer it had reported sent (the bank sent it back): the money goes back. */
    reverse_transfer: { from: ['paid'], to: 'failed', by: ['system'], label: 'Reversed (the bank sent it back)' },
    /** An administrator made the bank transfer (with the bank's reference). */
    mark_paid: { from: ['pending'], to: 'paid', by: ['admin'], label: 'Paid' },
    /** An administrator could not pay it: the money goes back to the owner's available balance. */
    mark_failed: { from: ['pending'], to: 'failed', by: ['admin'], label: 'Failed' },
  },
});
export type PayoutTransition = keyof typeof PAYOUT_MACHINE.transitions;

/** What a payout is when the owner asks for it. */
export const PAYOUT_REQUESTED = 'pending' as const satisfies PayoutStatus;

/** On its way: asked for, neither paid nor failed yet. */
export const isPayoutPending = (payout: Pick<PayoutRow, 'status'>) => payout.status === 'pending';
/** A bank transfer waiting for an administrator, who marks it paid or failed from the payout queue. */
export const awaitsBankTransfer = (payout: Pick<PayoutRow, 'status' | 'method'>) =>
  PAYOUT_MACHINE.allowed('mark_paid', payout, 'admin') && payout.method === 'bank';
/** A Stripe or Paystack transfer on its way (the transfer job, or Paystack's webhook, records it). */
export const transferUnderWay = (payout: Pick<PayoutRow, 'status' | 'method'>) =>
  PAYOUT_MACHINE.allowed('transfer', payout, 'system') && payout.method !== 'bank';
/** Paid by a Paystack transfer, which Paystack may still reverse. */
export const isReversible = (payout: Pick<PayoutRow, 'status' | 'method'>) =>
  PAYOUT_MACHINE.allowed('reverse_transfer', payout, 'system') && payout.method === 'paystack';
/** Payouts on their way (for SQL). */
export const pendingPayoutWhere = (): SQL => eq(payouts.status, 'pending');
/** Payouts that reached the owner (for SQL). */
export const paidPayoutWhere = (): SQL => eq(payouts.status, 'paid');
/** Payouts that took money out of the balance and kept it: pending or paid (for SQL). */
export const notFailedPayoutWhere = (): SQL => ne(payouts.status, 'failed');
/**
 * 1 for a payout on its way, 0 for the others (for SQL): the administrators' queue is worked from the
 * top, so it sorts by this descending, payouts on their way first.
 */
export const pendingRank = (): SQL => sql`(${pendingPayoutWhere()})::int`;

/**
 * Moves a payout along a transition in the caller's transaction, with its fields (`changes`: the
 * reference, the failure); answers the payout as it is afterwards, or undefined when it was no longer
 * in one of the transition's `from` states (the transfer was recorded already, or an administrator
 * settled it at the same moment).
 */
export async function movePayout(
  tx: Executor,
  input: {
    name: PayoutTransition;
    payoutId: string;
    now: Date;
    changes?: Omit<Partial<typeof payouts.$inferInsert>, 'status'>;
  },
): Promise<PayoutRow | undefined> {
  const rule = PAYOUT_MACHINE.transitions[input.name];
  const [changed] = await tx
    .update(payouts)
    .set({ ...input.changes, status: rule.to, updatedAt: input.now })
    .where(and(eq(payouts.id, input.payoutId), inArray(payouts.status, [...rule.from])))
    .returning();
  if (changed && rule.to === 'paid') await webhooks.emit(tx, 'payout.paid', payoutObject(changed));
  return changed;
}
