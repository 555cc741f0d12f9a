import { AppError } from './errors.js';

const formats = new Map<string, Intl.NumberFormat>();

/** 1250 cents -> "$12.50" (a currency sign and two decimals), other currencies likewise. */
export function formatMoney(cents: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
    formats.set(currency, format);
  }
  return format.format(cents / 100);
}

/**
 * An amount in the site currency that a caller sent (25.5) as integer cents (2550). Money is refused,
 * never rounded or clamped: a negative amount, a fraction of a cent or more than `maxCents` is an
 * input error naming the field as the caller spelled it.
 */
export function centsOf(amount: number, field: string, maxCents: number): number {
  const cents = Math.round(amount * 100);
  // A tolerance, not equality: 0.29 * 100 is 28.999999999999996 in floating point.
  if (!(amount >= 0 && cents <= maxCents && Math.abs(amount * 100 - cents) < 1e-6)) {
    const max = (maxCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    throw AppError.badInput([
      { path: field, msg: `${field} must be an amount from 0 to ${max} with at most 2 decimals` },
    ]);
  }
  return cents;
}
