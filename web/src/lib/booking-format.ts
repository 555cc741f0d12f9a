import type { BookingStatus, RefundStatus } from '../gql/graphql';

/**
 * How bookings read on the renter's, the owner's and the administrator's pages (their dates and times:
 * date-time.ts).
 */

/** Booking statuses in words, one for each value of the API's enum (the compiler checks none is missing). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  HELD: 'Awaiting payment',
  REQUESTED: 'Requested',
  CONFIRMED: 'Confirmed',
  PICKED_UP: 'Picked up',
  RETURNED: 'Returned',
  NOT_RETURNED: 'Not returned',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired unpaid',
  DECLINED: 'Declined',
};

/** The statuses in the lifecycle's order, for filters. */
export const BOOKING_STATUSES = Object.keys(BOOKING_STATUS_LABELS) as BookingStatus[];

/**
 * The status in words. `outcomeLabel`: how the booking ended, as the server read it from its timeline
 * (Booking.outcomeLabel: 'Request expired (not answered in time)' rather than 'Declined'), which wins.
 * An unknown status (one newer than this page) shows as the API writes it.
 */
export function bookingStatusLabel(status: BookingStatus, outcomeLabel?: string | null): string {
  return outcomeLabel ?? BOOKING_STATUS_LABELS[status] ?? status;
}

/** What came back to the renter, as the server read it from the ledger (Booking.refund). */
export interface RefundView {
  status: RefundStatus | null;
  rental: { amount: number; formatted: string };
  deposit: { amount: number; formatted: string };
  total: { formatted: string };
  rentalPercent: number;
  inFull: boolean;
}

/** While a cancellation's refund is on its way or stuck, administrators see its state; renters what happens. */
const REFUND_PROGRESS: Record<'staff' | 'renter', Partial<Record<RefundStatus, string>>> = {
  staff: { PENDING: 'Refund pending', FAILED: 'Refund failed' },
  renter: { PENDING: 'Refund on its way', FAILED: 'Refund failed: we are on it' },
};

/**
 * The refund of a booking in words, with the amounts the ledger recorded: 'Refunded $60.00 of the
 * $120.00 rental (50%) and the $25.00 deposit', 'Refunded in full: $145.00', 'Refunded the $25.00
 * deposit' (after the return, no cancellation), 'Refund pending'; null (nothing refunded): 'No refund'.
 * `amount`: the booking's rental amount, what the rental refund is a share of.
 */
export function refundLabel(
  refund: RefundView | null | undefined,
  amount: { formatted: string },
  reader: 'staff' | 'renter' = 'staff',
): string {
  if (!refund) return 'No refund';
  const progress = refund.status && REFUND_PROGRESS[reader][refund.status];
  if (progress) return progress;
  if (refund.inFull) return `Refunded in full: ${refund.total.formatted}`;
  const parts = [
    ...(refund.rental.amount > 0
      ? [`${refund.rental.formatted} of the ${amount.formatted} rental (${refund.rentalPercent}%)`]
      : []),
    ...(refund.deposit.amount > 0 ? [`the ${refund.deposit.formatted} deposit`] : []),
  ];
  return parts.length ? `Refunded ${parts.join(' and ')}` : 'No refund';
}

const RETURN_LABELS: Partial<Record<BookingStatus, string>> = {
  CONFIRMED: 'Not picked up yet',
  PICKED_UP: 'With the renter',
  RETURNED: 'Return confirmed by the owner',
  NOT_RETURNED: 'Reported not returned by the owner',
};

/**
 * Where the tool is, for staff. It replaces the old list's 'Returned Status' and 'Authorization' columns, which
 * both restated the status and read 'UnAuthorized' for a paid booking, as if its payment had failed. A booking
 * that never started (unpaid, requested, cancelled, declined, expired) has no return: '—'.
 */
export function returnLabel(status: BookingStatus): string {
  return RETURN_LABELS[status] ?? '—';
}
