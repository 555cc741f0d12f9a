import type { BookingRow } from './booking.table.js';
import { isDepositHeld } from './deposit-status.js';
import { cancellationQuote, policySummary, type CancellationPolicy } from '../tools/cancellation-policy.js';

/** What cancelling a booking now gives back, as the renter sees it before confirming. */
export interface CancellationPreview {
  policy: CancellationPolicy;
  /** The policy in one sentence. */
  summary: string;
  /** Share of the rental amount refunded, in percent (100 when the owner cancels). */
  percent: number;
  /** Of the rental amount, what comes back. */
  refundCents: number;
  /** The deposit charged with the booking: it always comes back in full. */
  depositCents: number;
  /** When the refund drops to the policy's next tier (undefined: not before the start). */
  changesAt: Date | undefined;
}

type Cancellable = Pick<
  BookingRow,
  'startsAt' | 'amountCents' | 'cancellationPolicy' | 'depositCents' | 'depositStatus'
>;

/** The deposit a cancellation gives back: the one charged with the booking and still held. */
export function depositToReturn(booking: Pick<BookingRow, 'depositCents' | 'depositStatus'>): number {
  return isDepositHeld(booking) ? booking.depositCents : 0;
}

/** The renter cancels at `now`: the booking's own policy (the one it was made under) decides. */
export function renterCancellation(booking: Cancellable, now: Date): CancellationPreview {
  const quote = cancellationQuote(booking.cancellationPolicy, booking, now);
  return {
    policy: booking.cancellationPolicy,
    summary: policySummary(booking.cancellationPolicy),
    percent: quote.percent,
    refundCents: quote.refundCents,
    depositCents: depositToReturn(booking),
    changesAt: quote.changesAt,
  };
}

/** The owner cancels: everything comes back, whatever the policy. */
export function ownerCancellation(booking: Cancellable): CancellationPreview {
  return {
    policy: booking.cancellationPolicy,
    summary: 'The owner cancelled: the rental amount and the deposit come back in full.',
    percent: 100,
    refundCents: booking.amountCents,
    depositCents: depositToReturn(booking),
    changesAt: undefined,
  };
}

/** How long the owner's reason may be (it is shown to the renter and kept on the timeline). */
export const OWNER_REASON_MAX = 500;
/** The window of the owner's cancellation count on their profile. */
export const OWNER_CANCELLATION_WINDOW_DAYS = 365;
