import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { WAITLIST_STATUSES, waitlistEntries, type WaitlistEntryRow } from './waitlist.table.js';

/**
 * A waitlist entry's status (`waitlist_entries.status`). Moves go through `moveWaitlistEntry`; nothing
 * outside this module compares the column: ask the predicates below.
 */
export const WAITLIST_MACHINE = defineMachine({
  name: 'waitlist entry',
  states: WAITLIST_STATUSES,
  initial: ['waiting'],
  actors: { person: 'the person', system: 'the system' },
  stateOf: (entry: Pick<WaitlistEntryRow, 'status'>) => entry.status,
  transitions: {
    offer: { from: ['waiting'], to: 'offered', by: ['system'], label: 'Offered a place' },
    accept: { from: ['offered'], to: 'accepted', by: ['person'], label: 'Accepted' },
    expire: { from: ['offered'], to: 'expired', by: ['system'], label: 'Expired' },
    decline: { from: ['offered'], to: 'withdrawn', by: ['person'], label: 'Declined' },
  },
});
export type WaitlistTransition = keyof typeof WAITLIST_MACHINE.transitions;

type WithStatus = Pick<WaitlistEntryRow, 'status'>;

/** Still in line, waiting for a place. */
export const isWaiting = (entry: WithStatus) => entry.status === 'waiting';
/** Holding an offered place that has not been answered. */
export const isOffered = (entry: WithStatus) => entry.status === 'offered';

/** Entries in line (for SQL). */
export const waitingEntryWhere = (): SQL => eq(waitlistEntries.status, 'waiting');
/** Entries holding an offered place (for SQL). */
export const offeredEntryWhere = (): SQL => eq(waitlistEntries.status, 'offered');
/** Entries in line for a type (for SQL). */
export const waitingWhere = (typeId: string): SQL => and(eq(waitlistEntries.typeId, typeId), waitingEntryWhere())!;
/** Offers that ran out before `now` (for SQL). */
export const lapsedOfferWhere = (now: Date): SQL =>
  and(eq(waitlistEntries.status, 'offered'), lt(waitlistEntries.offerExpiresAt, now))!;
/** Entries still in line or holding an offer (for SQL). */
export const openEntryWhere = (): SQL => inArray(waitlistEntries.status, ['waiting', 'offered']);

/**
 * Moves an entry along a transition in the caller's transaction, with the fields that go with it;
 * answers it as it is afterwards, or undefined when it had already moved (accepted, expired meanwhile).
 */
export async function moveWaitlistEntry(
  tx: Executor,
  input: {
    name: WaitlistTransition;
    id: string;
    changes?: Omit<Partial<typeof waitlistEntries.$inferInsert>, 'status'>;
  },
): Promise<WaitlistEntryRow | undefined> {
  const rule = WAITLIST_MACHINE.transitions[input.name]!;
  const [moved] = await tx
    .update(waitlistEntries)
    .set({ ...input.changes, status: rule.to })
    .where(and(eq(waitlistEntries.id, input.id), inArray(waitlistEntries.status, [...rule.from])))
    .returning();
  return moved;
}
