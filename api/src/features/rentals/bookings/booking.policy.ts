import { AppError } from '../../../lib/errors.js';
import { isAdmin, type Viewer } from '../../../core/viewer.js';
import type { BookingRow } from './booking.table.js';

export type BookingRole = 'renter' | 'owner' | 'admin';

/** Who the viewer is to this booking, if anyone. */
export function roleInBooking(viewer: Viewer | undefined, booking: Pick<BookingRow, 'renterId' | 'ownerId'>) {
  if (!viewer) return undefined;
  if (viewer.user.id === booking.renterId) return 'renter';
  if (viewer.user.id === booking.ownerId) return 'owner';
  if (isAdmin(viewer)) return 'admin';
  return undefined;
}

/**
 * - `read`: its renter, the tool's owner, administrators. What each of them may do with it is the
 *   lifecycle's (lifecycle.ts: who, from which state, when).
 */
export function canBooking(
  viewer: Viewer | undefined,
  _action: 'read',
  booking: Pick<BookingRow, 'renterId' | 'ownerId'>,
): boolean {
  return roleInBooking(viewer, booking) !== undefined;
}

/**
 * Who may see a booking: its renter, the tool's owner, administrators. What each of them may do
 * with it (pickup, return, cancel) is the lifecycle's rule (lifecycle.ts), not this policy's.
 */
export function authorizeBooking(
  viewer: Viewer | undefined,
  booking: Pick<BookingRow, 'renterId' | 'ownerId'>,
): BookingRole {
  if (!viewer) throw AppError.unauthenticated();
  const role = roleInBooking(viewer, booking);
  if (!role) throw AppError.forbidden('You can only see bookings you made or bookings of your own tools');
  return role;
}
