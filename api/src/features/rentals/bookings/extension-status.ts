import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { bookings, type BookingRow } from './booking.table.js';
import { EXTENSION_STATUSES, bookingExtensions, type ExtensionRow } from './extension.table.js';

/**
 * An extension's status (`booking_extensions.status`): the renter asks for more time and authorises
 * the card for it, the owner accepts (the card is charged, the booking ends later) or declines, and
 * an unanswered request lapses at the rental's current end. Moves go through `moveExtension`; nothing
 * outside this module compares the column: ask the predicates below.
 */
export const EXTENSION_MACHINE = defineMachine({
  name: 'extension',
  states: EXTENSION_STATUSES,
  // Asked by the renter of a rental that has not ended: the extra time is held for the card step.
  initial: ['awaiting_card'],
  actors: { renter: 'the renter', owner: "the tool's owner", system: 'the system' },
  stateOf: (extension: Pick<ExtensionRow, 'status' | 'answerBy'>) => extension.status,
  describe: (status) => `An extension ${status.replace(/_/g, ' ')}`,
  transitions: {
    /** The processor says the card is authorised for the extra amount: the owner is asked. */
    authorize: { from: ['awaiting_card'], to: 'requested', by: ['system'], label: 'Requested' },
    /** The owner says yes before the rental's current end; the charge follows. */
    accept: {
      from: ['requested'],
      to: 'accepted',
      by: ['owner'],
      label: 'Accepted',
      timing: (extension: Pick<ExtensionRow, 'answerBy'>, now) =>
        extension.answerBy && extension.answerBy <= now ? 'This request to extend has run out' : undefined,
    },
    /** The processor charged the card: the booking ends at the new end. */
    charge: { from: ['accepted'], to: 'extended', by: ['system'], label: 'Extended' },
    decline: { from: ['requested'], to: 'declined', by: ['owner'], label: 'Declined' },
    withdraw: { from: ['awaiting_card', 'requested'], to: 'withdrawn', by: ['renter'], label: 'Withdrawn' },
    /**
     * Unanswered by the rental's end, the card step not finished in time, the card refused, or the
     * authorisation lapsed before the charge: closed without a charge.
     */
    expire: { from: ['awaiting_card', 'requested', 'accepted'], to: 'expired', by: ['system'], label: 'Expired' },
  },
});
export type ExtensionTransition = keyof typeof EXTENSION_MACHINE.transitions;

type WithStatus = Pick<ExtensionRow, 'status'>;

/** Waiting for the renter's card. */
export const isAwaitingCard = (extension: WithStatus) => extension.status === 'awaiting_card';
/** Waiting for the owner. */
export const isAsked = (extension: WithStatus) => extension.status === 'requested';
/** The owner accepted; the charge is under way. */
export const isAccepted = (extension: WithStatus) => extension.status === 'accepted';
/** Charged: the booking ends at its new end. */
export const isExtended = (extension: WithStatus) => extension.status === 'extended';
/** Not closed yet: a second request of the same booking waits for it. */
export const isOpenExtension = (extension: WithStatus) =>
  isAwaitingCard(extension) || isAsked(extension) || isAccepted(extension);

/**
 * Extensions whose extra time holds units at `now` (for SQL): asked or accepted ones, and those whose
 * card step is within its hold.
 */
export function extensionHoldsUnitsWhere(now: Date | Placeholder): SQL {
  const when = now instanceof Date ? now.toISOString() : now;
  return sql`(${bookingExtensions.status} in ('requested', 'accepted') or (${bookingExtensions.status} = 'awaiting_card' and ${bookingExtensions.holdExpiresAt} > ${when}::timestamptz))`;
}

/** Open extensions (for SQL). */
export const openExtensionWhere = (): SQL =>
  inArray(bookingExtensions.status, ['awaiting_card', 'requested', 'accepted']);

/**
 * Moves an extension along a transition in the caller's transaction, with the fields that go with it;
 * answers it as it is afterwards, or undefined when it was no longer in one of the transition's `from`
 * states (a retried job, or a concurrent answer that won).
 */
export async function moveExtension(
  tx: Executor,
  input: {
    name: ExtensionTransition;
    extensionId: string;
    changes?: Omit<Partial<typeof bookingExtensions.$inferInsert>, 'status'>;
  },
): Promise<ExtensionRow | undefined> {
  const rule = EXTENSION_MACHINE.transitions[input.name]!;
  const [moved] = await tx
    .update(bookingExtensions)
    .set({ ...input.changes, status: rule.to })
    .where(and(eq(bookingExtensions.id, input.extensionId), inArray(bookingExtensions.status, [...rule.from])))
    .returning();
  return moved;
}

/**
 * An extension was charged: its booking ends at the new end, in the caller's transaction, if it still
 * ends where the extension started (answers it; undefined when it changed meanwhile).
 */
export async function lengthenBooking(
  tx: Executor,
  extension: Pick<ExtensionRow, 'bookingId' | 'fromEndsAt' | 'toEndsAt'>,
  now: Date,
): Promise<BookingRow | undefined> {
  const [booking] = await tx
    .update(bookings)
    .set({ endsAt: extension.toEndsAt, updatedAt: now })
    .where(and(eq(bookings.id, extension.bookingId), eq(bookings.endsAt, extension.fromEndsAt)))
    .returning();
  return booking;
}
