import { AppError } from './errors.js';

const formats = new Map<string, { format: Intl.NumberFormat; texts: Map<number, string> }>();
/** Amounts remembered per currency: lists show the same few prices again and again. */
const REMEMBERED_AMOUNTS = 2000;

/**
 * 1250 cents -> "$12.50" (the currency's own sign and two decimals): "₦1,500.00" for NGN, not
 * "NGN 1,500.00", as people write it where the expo is. Intl formats each amount in about a
 * microsecond, three times per booking of a list: an amount formatted before is looked up instead.
 */
export function formatMoney(cents: number, currency: string): string {
  let entry = formats.get(currency);
  if (!entry) {
    entry = {
      format: new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
      }),
      texts: new Map(),
    };
    formats.set(currency, entry);
  }
  let text = entry.texts.get(cents);
  if (text === undefined) {
    text = entry.format.format(cents / 100);
    if (entry.texts.size >= REMEMBERED_AMOUNTS) entry.texts.clear();
    entry.texts.set(cents, text);
  }
  return text;
}

/**
 * An amount a caller sent already in cents (2550) as an integer, between `minCents` and `maxCents`.
 * Callers compute it in floating point (4.35 * 100 is 434.99999999999994), so anything within a
 * millionth of a whole cent is that cent; a real fraction (434.5) is refused, never rounded.
 */
export function wholeCentsOf(amount: unknown, field: string, minCents: number, maxCents: number): number {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  const cents = typeof value === 'number' ? Math.round(value) : NaN;
  if (typeof value !== 'number' || !(Math.abs(value - cents) < 1e-6) || cents < minCents || cents > maxCents) {
    const fraction = typeof value === 'number' && Number.isFinite(value) && Math.abs(value - cents) >= 1e-6;
    throw AppError.badInput([
      {
        path: field,
        msg: fraction
          ? `${field} is in cents and cannot hold a fraction of a cent (${value}): send a whole number, such as 2550 for 25.50`
          : `${field} must be a whole number of cents from ${minCents} to ${maxCents}`,
      },
    ]);
  }
  return cents;
}

/** "12.5", "12.50" or "12" as integer cents, read from the digits; anything else is undefined. */
export function decimalTextCents(text: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
}

/**
 * Decimal text a caller sent ("12.5", "12.50", "12") as integer cents, parsed from the digits (never
 * through a float). More than 2 decimals, a sign, an exponent or more than `maxCents` is an input
 * error naming the field as the caller spelled it.
 */
export function decimalCentsOf(text: string, field: string, maxCents: number): number {
  const cents = decimalTextCents(text);
  if (!(cents !== undefined && cents <= maxCents)) {
    const max = (maxCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    throw AppError.badInput([
      {
        path: field,
        msg: `${field} must be decimal text from 0 to ${max} with at most 2 decimals, such as "25.50"`,
      },
    ]);
  }
  return cents;
}
