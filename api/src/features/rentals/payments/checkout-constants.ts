export const HOLD_QUEUE = 'booking.hold-expiry';
/** An unpaid checkout (or a request's card step) blocks its periods this long. */
export const HOLD_MINUTES = 15;
/** The smallest card payment processors accept, and a sane ceiling. */
export const MAX_PAYMENT_CENTS = 100_000_000;
export const MIN_PAYMENT_CENTS = 50;
