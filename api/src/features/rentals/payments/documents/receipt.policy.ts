import { authorize } from '../../../../core/authorize.js';
import type { Viewer } from '../../../../core/viewer.js';
import { AppError } from '../../../../lib/errors.js';
import { roleInBooking } from '../../bookings/booking.policy.js';
import type { BookingRow } from '../../bookings/booking.table.js';

/** A receipt is of one booking: its parties decide who gets it. */
export type ReceiptOf = Pick<BookingRow, 'renterId' | 'ownerId'>;

/**
 * - `read`: the booking's renter, who paid, and administrators; the tool's owner gets payout
 *   statements instead. Whether a receipt exists (the booking was charged) is the lifecycle's rule.
 */
export type ReceiptAction = 'read';

export function canReceipt(viewer: Viewer | undefined, _action: ReceiptAction, booking: ReceiptOf): boolean {
  const role = roleInBooking(viewer, booking);
  return role === 'renter' || role === 'admin';
}

export function authorizeReceipt(viewer: Viewer | undefined, action: ReceiptAction, booking: ReceiptOf): Viewer {
  return authorize(
    viewer,
    (signedIn) => canReceipt(signedIn, action, booking),
    () =>
      AppError.forbidden(
        roleInBooking(viewer, booking) === 'owner'
          ? 'A receipt is for the renter who paid; owners get payout statements'
          : 'You can only see bookings you made or bookings of your own tools',
      ),
  );
}
