import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { bookings, REFUND_STATUSES, type BookingRow, type RefundStatus } from './booking.table.js';
import { WHO } from './lifecycle.js';

/**
 * The refund of a cancelled booking (`refund_status`; null when nothing comes back): due from the
 * cancellation that set it (with the booking's own transition), refunded once the provider gave the
 * money back. 'failed' is among the column's values but nothing sets it: a refund the provider
 * refuses stays due and its job tries again. Nothing outside this module compares the column.
 */
export const REFUND_MACHINE = defineMachine({
  name: 'refund',
  states: REFUND_STATUSES,
  // Set by a cancellation that gives money back (cancel, cancel_by_owner, lose_period).
  initial: ['pending'],
  actors: WHO,
  stateOf: (booking: Pick<BookingRow, 'refundStatus'>) => booking.refundStatus,
  describe: (status) => (status === 'pending' ? 'A refund still due' : `A ${status} refund`),
  transitions: {
    /** The provider refunded it (the refund job, with its ledger entries and the renter's e-mail). */
    refund: { from: ['pending'], to: 'refunded', by: ['system'], label: 'Refunded' },
  },
});
export type RefundTransition = keyof typeof REFUND_MACHINE.transitions;

/** What a cancellation that gives money back sets: the refund is due. */
export const REFUND_DUE = 'pending' as const satisfies RefundStatus;

/** The provider has not given it back yet. */
export const isRefundDue = (booking: Pick<BookingRow, 'refundStatus'>) => booking.refundStatus === 'pending';

/**
 * Moves a booking's refund along a transition in the caller's transaction; answers the booking as it
 * is afterwards, or undefined when its refund was not in the transition's `from` states (a retried
 * job after the first one recorded it).
 */
export async function moveRefund(
  tx: Executor,
  input: { name: RefundTransition; bookingId: string; now: Date },
): Promise<BookingRow | undefined> {
  const rule = REFUND_MACHINE.transitions[input.name];
  const [changed] = await tx
    .update(bookings)
    .set({ refundStatus: rule.to, updatedAt: input.now })
    .where(and(eq(bookings.id, input.bookingId), inArray(bookings.refundStatus, [...rule.from])))
    .returning();
  return changed;
}
