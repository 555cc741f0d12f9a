import { authorize } from '../../../core/authorize.js';
import { isAdmin, type Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { roleInBooking } from '../bookings/booking.policy.js';
import type { BookingRow } from '../bookings/booking.table.js';
import { depositLeftCents } from '../bookings/deposit-status.js';
import { isOpen } from './dispute-status.js';
import type { DisputeRow } from './dispute.table.js';

/** A dispute is about one booking: its parties and the administrators decide who does what. */
export type DisputedBooking = Pick<BookingRow, 'renterId' | 'ownerId'>;

/**
 * - `read`: a booking's disputes, for whoever may see the booking (its renter, the tool's owner,
 *   administrators).
 * - `open`: the renter disputes the pickup, the return or a charge.
 * - `claim`: the tool's owner claims damage against the deposit.
 * - `decide`: administrators decide or dismiss, and read the queue and its evidence. The rule is the
 *   same for every dispute, so it is checked before one is loaded.
 * When the renter and the owner may (the window after the return, the deposit still held) is the
 * dispute service's `renterRefusal` and `ownerRefusal`; where a dispute can go, dispute-status.ts.
 */
export type DisputeAction = 'read' | 'open' | 'claim' | 'decide';

const refusals: Record<DisputeAction, string> = {
  read: 'You can only see bookings you made or bookings of your own tools',
  open: 'Only the renter can dispute a booking; owners claim damage',
  claim: "Only the tool's owner can claim damage against the deposit",
  decide: 'This needs an administrator account',
};

export function canDispute(viewer: Viewer | undefined, action: 'decide'): boolean;
export function canDispute(viewer: Viewer | undefined, action: DisputeAction, booking: DisputedBooking): boolean;
export function canDispute(viewer: Viewer | undefined, action: DisputeAction, booking?: DisputedBooking): boolean {
  if (action === 'decide') return isAdmin(viewer);
  const role = booking && roleInBooking(viewer, booking);
  if (action === 'open') return role === 'renter';
  if (action === 'claim') return role === 'owner';
  return role !== undefined;
}

/**
 * UNAUTHENTICATED or FORBIDDEN unless `canDispute`: someone who is no party to the booking is told
 * so, a party who may not do this is told who may.
 */
export function authorizeDispute(viewer: Viewer | undefined, action: 'decide'): Viewer;
export function authorizeDispute(viewer: Viewer | undefined, action: DisputeAction, booking: DisputedBooking): Viewer;
export function authorizeDispute(viewer: Viewer | undefined, action: DisputeAction, booking?: DisputedBooking): Viewer {
  return authorize(
    viewer,
    (signedIn) => (booking ? canDispute(signedIn, action, booking) : canDispute(signedIn, 'decide')),
    () =>
      AppError.forbidden(
        action !== 'decide' && booking && !canDispute(viewer, 'read', booking) ? refusals.read : refusals[action],
      ),
  );
}

/** What the viewer may do about a booking's disputes now: the booking page's capabilities. */
export interface DisputeCapabilities {
  /** The renter may report a problem (openDispute). */
  canOpen: boolean;
  /** The owner may claim damage up to this (the deposit); null: they may not. */
  claimLimitCents: number | null;
}

/**
 * The capabilities of `viewer` on `booking`, whose disputes are `disputes`: who may (this policy),
 * one open dispute at a time (dispute-status.ts), and when, as the service words it (`refusals`:
 * undefined when the renter may open, the owner may claim, now).
 */
export function disputeCapabilities(
  viewer: Viewer | undefined,
  booking: Pick<BookingRow, 'renterId' | 'ownerId' | 'depositCents' | 'lateFeeChargedCents'>,
  disputes: readonly Pick<DisputeRow, 'status'>[],
  refusals: { open: string | undefined; claim: string | undefined },
): DisputeCapabilities {
  const oneOpen = disputes.some(isOpen);
  return {
    canOpen: canDispute(viewer, 'open', booking) && !oneOpen && !refusals.open,
    claimLimitCents:
      canDispute(viewer, 'claim', booking) && !oneOpen && !refusals.claim ? depositLeftCents(booking) : null,
  };
}
