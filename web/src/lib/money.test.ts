import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from './money';

describe('formatMoney', () => {
  it('shows dollars with $ and two decimals', () => {
    expect(formatMoney(85)).toBe('$85.00');
    expect(formatMoney(0.5)).toBe('$0.50');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('uses the symbol of another configured currency', () => {
    expect(formatMoney(1500, 'NGN')).toBe('₦1,500.00');
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
  });
});

describe('formatPrice', () => {
  it("prices the API's Money per rental circle", () => {
    expect(formatPrice({ formatted: '$20.00' }, 'DAILY')).toBe('$20.00 / day');
    expect(formatPrice({ formatted: '₦12.50' }, 'HOURLY')).toBe('₦12.50 / hour');
  });
});
