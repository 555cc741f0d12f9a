import { AppError, ErrorCode } from '../../../lib/errors.js';
import type { BookingRole } from '../bookings/booking.policy.js';
import type { BookingRow } from '../bookings/booking.table.js';
import {
  disputeWindowEnd,
  isAwaitingPickup,
  isOut,
  isReturned,
  pickupOpensAt,
  type LifecycleRules,
} from '../bookings/lifecycle.js';
import type { HandoverStage } from './handover.table.js';

/** Photos one upload may carry (the GraphQL upload limit of a request). */
export const MAX_PHOTOS_PER_UPLOAD = 5;
/** Photos a booking may hold in all, both stages and both parties together. */
export const MAX_PHOTOS_PER_BOOKING = 24;
/** After the pickup is confirmed, pickup photos may still be added for this long. */
export const PICKUP_PHOTO_GRACE_HOURS = 24;
/** A note's length limit. */
export const MAX_PHOTO_NOTE_LENGTH = 1000;

type HandoverBooking = Pick<BookingRow, 'status' | 'startsAt' | 'endsAt' | 'pickedUpAt' | 'returnedAt'>;

/**
 * When condition photos may be added, the one place this is decided:
 * - who: the renter or the tool's owner (an administrator sees them, adds none);
 * - PICKUP: a confirmed booking once its pickup may be confirmed (the lifecycle's pickupOpensHoursBefore
 *   before the start) and before its end, or a picked-up booking up to PICKUP_PHOTO_GRACE_HOURS after
 *   the pickup was confirmed;
 * - RETURN: a picked-up booking (the tool is out and comes back), or a returned one until its dispute
 *   window closes: the photos are the evidence of a damage claim or a dispute.
 * Undefined: allowed; else the error to answer.
 */
export function conditionPhotoRefusal(
  booking: HandoverBooking,
  role: BookingRole,
  stage: HandoverStage,
  now: Date,
  rules: LifecycleRules,
): AppError | undefined {
  if (role !== 'renter' && role !== 'owner')
    return AppError.forbidden('Only the renter or the tool’s owner can add condition photos');
  const closed = (message: string) => new AppError(ErrorCode.CONFLICT, message);
  if (stage === 'pickup') {
    if (isAwaitingPickup(booking)) {
      if (now < pickupOpensAt(booking, rules))
        return closed(
          `Pickup photos can be added from ${rules.pickupOpensHoursBefore} hours before the start, when the tool is handed over.`,
        );
      if (now >= booking.endsAt) return closed('The rental period is over: this booking was not picked up.');
      return undefined;
    }
    if (isOut(booking)) {
      const until = (booking.pickedUpAt ?? booking.startsAt).getTime() + PICKUP_PHOTO_GRACE_HOURS * 3_600_000;
      return now.getTime() < until
        ? undefined
        : closed(
            `Pickup photos can be added up to ${PICKUP_PHOTO_GRACE_HOURS} hours after the pickup. Add return photos when the tool comes back.`,
          );
    }
    return closed('Pickup photos are for a paid booking at its pickup.');
  }
  if (isOut(booking)) return undefined;
  if (isReturned(booking)) {
    const end = disputeWindowEnd(booking, rules);
    return end && now < end
      ? undefined
      : closed('The window for damage claims and disputes after the return has closed: no more return photos.');
  }
  return closed('Return photos are for a tool that was picked up, when it comes back.');
}
