import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { bookings, DEPOSIT_STATUSES, type BookingRow, type DepositStatus } from './booking.table.js';
import { disputeWindowEnd, isCancelled, isNotReturned, isReturned, WHO, type LifecycleRules } from './lifecycle.js';

/**
 * A booking's security deposit (`deposit_status`; null when the booking has none): held from the
 * charge on, claimed by the owner's damage claim in the dispute window (or by the owner's report that
 * the tool never came back), then released back to the renter or settled by an administrator's decision. Nothing outside this module compares the column:
 * ask the predicates below. Moves go through `moveDeposit`; the services assert the transition first.
 */

type DepositBooking = Pick<BookingRow, 'depositStatus' | 'status' | 'returnedAt'>;

/** Why the dispute window after the return is not open at `now` (undefined: it is). */
function windowClosed(booking: DepositBooking, now: Date, rules: LifecycleRules): string | undefined {
  if (!isReturned(booking)) return 'Damage can be claimed once the tool is returned';
  const end = disputeWindowEnd(booking, rules);
  return end && now >= end
    ? `The window for damage claims ended ${rules.disputeWindowHours} hours after the return: the deposit went back to the renter`
    : undefined;
}

export const DEPOSIT_MACHINE = defineMachine({
  name: 'deposit',
  states: DEPOSIT_STATUSES,
  // Charged with the booking (the checkout's payment, or the accepted request's capture).
  initial: ['held'],
  actors: WHO,
  stateOf: (booking: DepositBooking) => booking.depositStatus,
  transitions: {
    /** The owner claims damage in the dispute window after the return: frozen until an administrator decides. */
    claim: {
      from: ['held'],
      to: 'claimed',
      by: ['owner'],
      label: 'Claimed for damage',
      timing: (booking, now, rules: LifecycleRules) => windowClosed(booking, now, rules),
    },
    /**
     * The owner reported the tool not returned (the booking's report_not_returned): the whole deposit is
     * frozen for that claim until an administrator decides.
     */
    claim_non_return: {
      from: ['held'],
      to: 'claimed',
      by: ['owner'],
      label: 'Claimed: the tool was not returned',
      timing: (booking) =>
        isNotReturned(booking)
          ? undefined
          : 'The deposit can be claimed this way once the tool is reported not returned',
    },
    /** The dispute window ended with no claim and no open dispute: it goes back to the renter. */
    release: {
      from: ['held'],
      to: 'released',
      by: ['system'],
      label: 'Released after the dispute window',
      timing: (booking, now, rules: LifecycleRules) =>
        !isReturned(booking)
          ? 'The deposit goes back after the return'
          : windowClosed(booking, now, rules)
            ? undefined
            : 'The dispute window after the return is still open',
    },
    /** A cancellation gives the deposit back in full, with its refund. */
    release_with_cancellation: {
      from: ['held'],
      to: 'released',
      by: ['system'],
      label: 'Released with the cancellation',
      timing: (booking) =>
        isCancelled(booking) ? undefined : 'Only a cancelled booking gives its deposit back at once',
    },
    /** An administrator dismissed the damage claim: the deposit goes back at once. */
    release_claim: { from: ['claimed'], to: 'released', by: ['admin'], label: 'Released (the claim was dismissed)' },
    /**
     * An administrator decided a dispute of a returned booking, or of one reported not returned: part or
     * all to the owner, the rest back.
     */
    settle: {
      from: ['held', 'claimed'],
      to: 'settled',
      by: ['admin'],
      label: 'Settled by a decision',
      timing: (booking) =>
        isReturned(booking) || isNotReturned(booking)
          ? undefined
          : 'The deposit can be settled once the tool is returned, or reported not returned',
    },
  },
});
export type DepositTransition = keyof typeof DEPOSIT_MACHINE.transitions;

/** What a deposit is the moment it is charged. */
export const DEPOSIT_HELD = 'held' as const satisfies DepositStatus;
/** Still with the platform: a claim or a decision can still move it (the machine's non-final states). */
export const UNDECIDED_DEPOSIT_STATUSES = ['held', 'claimed'] as const satisfies readonly DepositStatus[];
/** Gone back to the renter or decided: nothing moves it again (the machine's final states). */
export const DECIDED_DEPOSIT_STATUSES = ['released', 'settled'] as const satisfies readonly DepositStatus[];

type WithDeposit = Pick<BookingRow, 'depositStatus'>;

/** Held, unclaimed: the owner may still claim against it, or it goes back after the window. */
export const isDepositHeld = (booking: WithDeposit) => booking.depositStatus === 'held';
/**
 * What is left of a booking's deposit to give back or to claim: the deposit less a late return's fee,
 * which was taken from it at the return (late-fee.ts).
 */
export const depositLeftCents = (booking: Pick<BookingRow, 'depositCents' | 'lateFeeChargedCents'>) =>
  booking.depositCents - booking.lateFeeChargedCents;
/** Frozen by the owner's damage claim until an administrator decides. */
export const isDepositClaimed = (booking: WithDeposit) => booking.depositStatus === 'claimed';
/** Going (or gone) back to the renter in full. */
export const isDepositReleased = (booking: WithDeposit) => booking.depositStatus === 'released';
/** Held or claimed: a decision can still settle it. */
export const isDepositUndecided = (booking: WithDeposit) =>
  (UNDECIDED_DEPOSIT_STATUSES as readonly (DepositStatus | null)[]).includes(booking.depositStatus);
/** Released or settled: the booking's money is closed. */
export const isDepositDecided = (booking: WithDeposit) =>
  (DECIDED_DEPOSIT_STATUSES as readonly (DepositStatus | null)[]).includes(booking.depositStatus);
/** Deposits held, unclaimed (for SQL). */
export const depositHeldWhere = (): SQL => eq(bookings.depositStatus, 'held');

/**
 * Moves a booking's deposit along a transition in the caller's transaction; answers the booking as it
 * is afterwards, or undefined when its deposit was not in one of the transition's `from` states (a
 * concurrent change won, or the step already happened). A final state stamps when it was decided.
 * Guards (who, when) are the caller's `DEPOSIT_MACHINE.assert` or `allowed`.
 */
export async function moveDeposit(
  tx: Executor,
  input: { name: DepositTransition; bookingId: string; now: Date },
): Promise<BookingRow | undefined> {
  const rule = DEPOSIT_MACHINE.transitions[input.name];
  const final = DEPOSIT_MACHINE.terminal.includes(rule.to);
  const [changed] = await tx
    .update(bookings)
    .set({ depositStatus: rule.to, ...(final ? { depositSettledAt: input.now } : {}), updatedAt: input.now })
    .where(and(eq(bookings.id, input.bookingId), inArray(bookings.depositStatus, [...rule.from])))
    .returning();
  return changed;
}
