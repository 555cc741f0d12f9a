import { AppError } from '../../../lib/errors.js';
import type { Viewer } from '../../accounts/session.service.js';
import type { BookingRow } from './booking.table.js';

export type BookingRole = 'renter' | 'owner' | 'admin';
type BookingAction = 'read' | 'handOver' | 'cancel';

/** Who the viewer is to this booking, if anyone. */
export function roleInBooking(viewer: Viewer | undefined, booking: Pick<BookingRow, 'renterId' | 'ownerId'>) {
  if (!viewer) return undefined;
  if (viewer.user.id === booking.renterId) return 'renter';
  if (viewer.user.id === booking.ownerId) return 'owner';
  if (viewer.user.role === 'Admin') return 'admin';
  return undefined;
}

/**
 * read: the renter, the tool's owner, administrators. handOver (pickup, return): the tool's owner.
 * cancel: the renter.
 */
export function authorizeBooking(
  viewer: Viewer | undefined,
  action: BookingAction,
  booking: Pick<BookingRow, 'renterId' | 'ownerId'>,
): BookingRole {
  if (!viewer) throw AppError.unauthenticated();
  const role = roleInBooking(viewer, booking);
  if (!role) throw AppError.forbidden('You can only see bookings you made or bookings of your own tools');
  if (action === 'handOver' && role !== 'owner')
    throw AppError.forbidden("Only the tool's owner can confirm its pickup and return");
  if (action === 'cancel' && role !== 'renter') throw AppError.forbidden('Only the renter can cancel this booking');
  return role;
}
