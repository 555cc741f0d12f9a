/*
 * The price rule of the API (a positive amount with at most 2 decimals, at most 1,000,000.00), checked in
 * the browser with the server's own messages, so a mistake reads the same whichever side catches it.
 */
const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
const MAX_PRICE_CENTS = 100_000_000;

export const PRICE_MESSAGES = {
  missing: 'Please enter a price, such as 25 or 25.50',
  format: 'The price must be a positive amount with at most 2 decimals, such as 25 or 25.50',
  zero: 'The price must be more than 0',
  tooHigh: 'The price must be at most 1,000,000.00',
} as const;

/** '$25.5 ' -> '25.5': what is sent to the API (it accepts a leading $ too, but a clean value reads better). */
export function normalizePrice(value: string): string {
  return value.trim().replace(/^\$\s*/, '');
}

/** The problem with a typed price, or undefined when it is fine. */
export function priceProblem(value: string): string | undefined {
  const text = normalizePrice(value);
  if (!text) return PRICE_MESSAGES.missing;
  if (!PRICE_PATTERN.test(text)) return PRICE_MESSAGES.format;
  const cents = priceCents(text);
  if (cents <= 0) return PRICE_MESSAGES.zero;
  if (cents > MAX_PRICE_CENTS) return PRICE_MESSAGES.tooHigh;
  return undefined;
}

/** '25.5' -> 2550, without floating-point rounding. Only for text that passed the pattern. */
function priceCents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The problem with a bound of the marketplace's price filter, or undefined when it is fine: empty (no
 * bound) or an amount of at most 2 decimals within the prices a tool can have (the API refuses others).
 */
export function priceBoundProblem(value: string): string | undefined {
  const text = normalizePrice(value);
  if (text === '') return undefined;
  if (!PRICE_PATTERN.test(text)) return 'Enter an amount such as 25 or 25.50';
  if (priceCents(text) > MAX_PRICE_CENTS) return 'Enter an amount of at most 1,000,000.00';
  return undefined;
}

export function isPriceBound(value: string): boolean {
  return priceBoundProblem(value) === undefined;
}
