import { randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The pickup code: how the owner proves at the handover that the renter is there. The booking code
 * cannot do it (the owner sees it on every page, e-mail and export), so each booking also has six
 * random digits that only its renter is shown (their booking page and its QR code, the confirmation
 * e-mail, their REST and GraphQL views) and that the owner must type to confirm the pickup.
 *
 * Six digits, because a person reads them out or types them on a phone. Only the booking's owner can
 * try a code at all (the lifecycle refuses anyone else), only while the pickup can be confirmed, and
 * wrong codes are counted per booking: after every fifth wrong code in a row the owner waits, 15
 * minutes at first and twice as long each time, up to a day. That allows about 40 guesses in the first
 * two days and 5 a day after: a month-long rental leaves under 200 guesses of a million codes, a 0.02%
 * chance. A code that is not six digits (the booking code typed instead) is not a guess: it is
 * refused without counting.
 */
export const PICKUP_CODE_DIGITS = 6;

/** Wrong codes in a row before the owner has to wait. */
export const PICKUP_TRIES_BEFORE_WAIT = 5;
const FIRST_WAIT_MS = 15 * 60_000;
const LONGEST_WAIT_MS = 24 * 3_600_000;

/** A new pickup code: six digits from the system's cryptographic random source. */
export function newPickupCode(): string {
  return String(randomInt(0, 10 ** PICKUP_CODE_DIGITS)).padStart(PICKUP_CODE_DIGITS, '0');
}

/** A code as the owner typed or scanned it ('482 915', '482-915'), or undefined when it is not six digits. */
export function pickupCodeInput(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** Whether a well-formed input is the booking's code (compared in constant time). */
export function isPickupCode(stored: string, input: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(input);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * How long the owner must wait after `failures` wrong codes in a row, in milliseconds; undefined when
 * they may try again at once. Every fifth wrong code waits, twice as long as the one before.
 */
export function waitAfterWrongCodes(failures: number): number | undefined {
  if (failures <= 0 || failures % PICKUP_TRIES_BEFORE_WAIT !== 0) return undefined;
  const round = failures / PICKUP_TRIES_BEFORE_WAIT;
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(round - 1, 20), LONGEST_WAIT_MS);
}

/** Wrong codes the owner may still type before the next wait. */
export function triesBeforeWait(failures: number): number {
  return PICKUP_TRIES_BEFORE_WAIT - (failures % PICKUP_TRIES_BEFORE_WAIT);
}

/** How the renter is shown the code: '482 915', easier to read out. */
export function formatPickupCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}
