import { authorize } from '../../../core/authorize.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { roleInBooking } from '../bookings/booking.policy.js';
import type { BookingRow } from '../bookings/booking.table.js';

/** A review is about one booking: its parties decide who may see or write it. */
export type ReviewedBooking = Pick<BookingRow, 'renterId' | 'ownerId'>;

/**
 * - `read`: whoever may see the booking (its renter, the tool's owner, administrators).
 * - `write`: the renter (of the tool) and the owner (of the renter); administrators never review.
 *   When (the booking returned, within the review window) is the service's rule, not this policy's.
 */
export type ReviewAction = 'read' | 'write';

const refusals: Record<ReviewAction, string> = {
  read: 'You can only see reviews of your own bookings here',
  write: 'Only the renter and the owner of this booking can review it',
};

export function canAccessReview(viewer: Viewer | undefined, action: ReviewAction, booking: ReviewedBooking): boolean {
  const role = roleInBooking(viewer, booking);
  return action === 'read' ? role !== undefined : role === 'renter' || role === 'owner';
}

export function authorizeReview(viewer: Viewer | undefined, action: ReviewAction, booking: ReviewedBooking): Viewer {
  return authorize(
    viewer,
    (signedIn) => canAccessReview(signedIn, action, booking),
    () => AppError.forbidden(refusals[action]),
  );
}
