import type { CurrencyCode } from '../gql/schema-enums';

/** The marketplace's currency when the site configuration has not said otherwise (CURRENCY). */
export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A currency code typed in a form or read from the address bar, as the API's CurrencyCode: upper-cased,
 * null when empty. The API's enum is the list, so an unknown code is refused there, naming the field.
 */
export function currencyCodeOf(text: string | null | undefined): CurrencyCode | null {
  const code = text?.trim().toUpperCase();
  return code ? (code as CurrencyCode) : null;
}

/**
 * 1234.5 -> '$1,234.50': amounts show the currency's symbol and always two decimals; another configured
 * currency gets its own symbol, e.g. '₦1,234.50'.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

const CIRCLE_UNITS: Record<string, string> = { HOURLY: 'hour', DAILY: 'day' };

/** A tool's price (the API's Money) per rental circle (HOURLY or DAILY): '$25.50 / day' or '$8.00 / hour'. */
export function formatPrice(price: { formatted: string }, rentalCircle: string): string {
  return `${price.formatted} / ${CIRCLE_UNITS[rentalCircle.toUpperCase()] ?? rentalCircle.toLowerCase()}`;
}

/** 'NGN' -> 'Nigerian naira (NGN)': what a price field is in, in words people read, with its code. */
export function currencyName(currency: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(currency);
  } catch {
    name = undefined;
  }
  return name && name !== currency
    ? `${name.replace(/ (\p{Lu})/gu, (_, c: string) => ` ${c.toLowerCase()}`)} (${currency})`
    : currency;
}

/**
 * '50,000.50' -> 5000050: an amount typed in major units, as the API's minor units (kobo, cents); null
 * when it is not a positive amount with at most two decimals.
 */
export function minorUnitsOf(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/** 5000050 -> '50000.50': minor units as a form field shows them again (no grouping, two decimals). */
export function majorUnitsText(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
