import { and, desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bookingEvents, type BookingStatus } from './booking.table.js';
import type { TransitionName } from './lifecycle.js';

/**
 * How a booking ended, in words, where its status alone would mislead: DECLINED is the end of a
 * request the owner declined, the renter withdrew or nobody answered in time; CANCELLED is the renter's,
 * the owner's or a payment's that came too late. Read from the transition that led to the booking's
 * current status (its timeline), never from the status.
 */
const OUTCOME_LABELS = {
  decline_request: 'Declined by the owner',
  withdraw_request: 'Withdrawn by the renter',
  expire_request: 'Request expired (not answered in time)',
  cancel: 'Cancelled by the renter',
  cancel_by_owner: 'Cancelled by the owner',
  lose_period: 'Cancelled: paid after the period was taken',
} as const satisfies Partial<Record<TransitionName, string>>;

const OUTCOME_TRANSITIONS = Object.keys(OUTCOME_LABELS) as (keyof typeof OUTCOME_LABELS)[];

/**
 * The outcome label of each of these bookings that ended by one of those transitions (one query,
 * whatever the number of bookings): the newest such event, when it led to the status the booking
 * still has.
 */
export async function outcomeLabels(
  exec: Executor,
  bookings: readonly { id: string; status: BookingStatus }[],
): Promise<Map<string, string>> {
  if (!bookings.length) return new Map();
  const events = await exec
    .select({
      bookingId: bookingEvents.bookingId,
      transition: bookingEvents.transition,
      toStatus: bookingEvents.toStatus,
    })
    .from(bookingEvents)
    .where(
      and(
        inArray(
          bookingEvents.bookingId,
          bookings.map((b) => b.id),
        ),
        inArray(bookingEvents.transition, OUTCOME_TRANSITIONS),
      ),
    )
    .orderBy(desc(bookingEvents.createdAt), desc(bookingEvents.id));
  const status = new Map(bookings.map((b) => [b.id, b.status]));
  const labels = new Map<string, string>();
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.bookingId)) continue;
    seen.add(event.bookingId);
    if (event.toStatus === status.get(event.bookingId))
      labels.set(event.bookingId, OUTCOME_LABELS[event.transition as keyof typeof OUTCOME_LABELS]);
  }
  return labels;
}
