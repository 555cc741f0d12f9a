export const HOLD_QUEUE = 'booking.hold-expiry';
/** An unpaid checkout (or a request's card step) blocks its periods this long. */
export const HOLD_MINUTES = 15;
/** The smallest card payment processors accept, and a sane ceiling. */
export const MAX_PAYMENT_CENTS = 100_000_000;
export const MIN_PAYMENT_CENTS = 50;

export const REQUEST_QUEUE = 'booking.request';
/**
 * The request jobs: `expire` at a request's deadline; `capture` and `release` queued with the
 * intention they finish (an accepted request's charge, a closed request's authorisation), so that a
 * crash between the processor's answer and our commit is finished by the job.
 */
export type RequestJob =
  | { action: 'expire'; bookingId: string }
  | { action: 'capture'; bookingId: string }
  | { action: 'release'; paymentId: string };
export const REQUEST_JOB_OPTIONS = { retryLimit: 20, retryDelay: 30, retryBackoff: true } as const;
/** A queued capture or release waits this long, so that the call made at once usually finishes it. */
export const FOLLOW_UP_SECONDS = 60;

/**
 * The old client's payment (paid before it books): what no booking took is refunded once
 * UNALLOCATED_REFUND_MINUTES have passed since it was paid.
 */
export const UNALLOCATED_REFUND_QUEUE = 'payment.unallocated-refund';
export const UNALLOCATED_REFUND_OPTIONS = { retryLimit: 20, retryDelay: 60, retryBackoff: true } as const;
