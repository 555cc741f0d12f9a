const formats = new Map<string, Intl.NumberFormat>();

/** 1250 cents -> "$12.50" (seed section 9: a $ and two decimals), other currencies likewise. */
export function formatMoney(cents: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
    formats.set(currency, format);
  }
  return format.format(cents / 100);
}
