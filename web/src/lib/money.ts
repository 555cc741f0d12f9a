/** The marketplace's currency when the site configuration has not said otherwise (CURRENCY). */
export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * 1234.5 -> '$1,234.50' (seed section 9: $ with two decimals); another configured currency gets its own
 * symbol, e.g. '₦1,234.50'.
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
