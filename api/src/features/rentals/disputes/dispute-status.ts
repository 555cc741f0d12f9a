import { and, eq, exists, inArray, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { DISPUTE_STATUSES, disputes, type DisputeRow, type DisputeStatus } from './dispute.table.js';

/**
 * A dispute's status: open until an administrator decides it (money moves as decided) or dismisses
 * it (nothing moves because of it). Nothing outside this module compares the column: ask the
 * predicates below. Moves go through `moveDispute`; the service asserts the transition first.
 *
 * For the owners' balances (payouts): a booking with an open dispute is not available. Use
 * `openDisputeExists(bookings.id)` (an SQL `exists` predicate on a booking id column) or
 * `noOpenDispute(bookings.id)` in the query that decides what is available.
 */
export const DISPUTE_MACHINE = defineMachine({
  name: 'dispute',
  states: DISPUTE_STATUSES,
  // Opened by the renter (a problem with the pickup, the return or a charge) or the owner (damage).
  initial: ['open'],
  actors: { admin: 'an administrator' },
  stateOf: (dispute: Pick<DisputeRow, 'status'>) => dispute.status,
  describe: (status) => (status === 'open' ? 'An open dispute' : `A ${status} dispute`),
  transitions: {
    /** The refund and the award go as decided (the deposit settled when the tool is back). */
    decide: { from: ['open'], to: 'decided', by: ['admin'], label: 'Decided' },
    /** Nothing moves because of it (a dismissed damage claim gives the deposit back at once). */
    dismiss: { from: ['open'], to: 'dismissed', by: ['admin'], label: 'Dismissed' },
  },
});
export type DisputeTransition = keyof typeof DISPUTE_MACHINE.transitions;

/** Decided or dismissed: the machine's final states. */
export const CLOSED_DISPUTE_STATUSES = DISPUTE_MACHINE.terminal;

/** Waiting for an administrator. */
export const isOpen = (dispute: Pick<DisputeRow, 'status'>) => dispute.status === 'open';
/** Decided: its money moved (or moves) as the decision says. */
export const isDecided = (dispute: Pick<DisputeRow, 'status'>) => dispute.status === 'decided';
/** Open disputes (for SQL). */
export const openDisputeWhere = (): SQL => eq(disputes.status, 'open');
/** Decided disputes (for SQL). */
export const decidedDisputeWhere = (): SQL => eq(disputes.status, 'decided');
/** The administrators' queue shows open disputes oldest first, closed ones newest first. */
export const isOpenStatus = (status: DisputeStatus | null | undefined) => status === 'open';

/** A booking has an open dispute (for SQL: `where(openDisputeExists(bookings.id))`). */
export function openDisputeExists(bookingId: AnyColumn | SQL): SQL {
  return exists(
    sql`(select 1 from ${disputes} where ${disputes.bookingId} = ${bookingId} and ${disputes.status} = 'open')`,
  );
}

/** No open dispute holds this booking's money. */
export function noOpenDispute(bookingId: AnyColumn | SQL): SQL {
  return not(openDisputeExists(bookingId));
}

/** The ids, of those given, of bookings with an open dispute. */
export async function openDisputeBookingIds(exec: Executor, bookingIds: string[]): Promise<Set<string>> {
  if (!bookingIds.length) return new Set();
  const rows = await exec
    .select({ id: disputes.bookingId })
    .from(disputes)
    .where(and(inArray(disputes.bookingId, bookingIds), openDisputeWhere()));
  return new Set(rows.map((r) => r.id));
}

/**
 * Moves a dispute along a transition in the caller's transaction, with the decision's fields
 * (`changes`); answers the dispute as it is afterwards, or undefined when it was no longer in one of
 * the transition's `from` states (another administrator decided it at the same moment).
 */
export async function moveDispute(
  tx: Executor,
  input: {
    name: DisputeTransition;
    disputeId: string;
    changes?: Omit<Partial<typeof disputes.$inferInsert>, 'status'>;
  },
): Promise<DisputeRow | undefined> {
  const rule = DISPUTE_MACHINE.transitions[input.name];
  const [changed] = await tx
    .update(disputes)
    .set({ ...input.changes, status: rule.to })
    .where(and(eq(disputes.id, input.disputeId), inArray(disputes.status, [...rule.from])))
    .returning();
  return changed;
}
