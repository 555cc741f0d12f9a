import { authorize } from '../../../core/authorize.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { roleInBooking } from '../bookings/booking.policy.js';
import type { BookingRow } from '../bookings/booking.table.js';

/** Messages belong to one booking's conversation: the booking's parties decide who takes part. */
export type Conversation = Pick<BookingRow, 'renterId' | 'ownerId'>;

/**
 * - `read`: whoever may see the booking (its renter, the tool's owner, administrators).
 * - `write`: the renter and the owner only; administrators read without taking part (no messages,
 *   no read marks). Whether the booking has a conversation yet (it was paid) is the service's rule.
 */
export type MessageAction = 'read' | 'write';

export function canMessage(viewer: Viewer | undefined, action: MessageAction, conversation: Conversation): boolean {
  const role = roleInBooking(viewer, conversation);
  return action === 'read' ? role !== undefined : role === 'renter' || role === 'owner';
}

export function authorizeMessage(
  viewer: Viewer | undefined,
  action: MessageAction,
  conversation: Conversation,
): Viewer {
  return authorize(
    viewer,
    (signedIn) => canMessage(signedIn, action, conversation),
    () =>
      AppError.forbidden(
        canMessage(viewer, 'read', conversation)
          ? 'Administrators can read this conversation, not write in it'
          : 'Only the renter and the owner of this booking can see its conversation',
      ),
  );
}
