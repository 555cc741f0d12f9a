import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice, majorUnitsText, minorUnitsOf } from './money';

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

describe('minorUnitsOf and majorUnitsText', () => {
  it('reads amounts typed in major units as minor units, grouping and all', () => {
    expect(minorUnitsOf('50,000')).toBe(5_000_000);
    expect(minorUnitsOf(' 50000.5 ')).toBe(5_000_050);
    expect(minorUnitsOf('0.07')).toBe(7);
  });

  it('refuses what is no positive amount of at most two decimals', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', 'ten', '1e5']) expect(minorUnitsOf(text), text).toBeNull();
  });

  it('shows minor units again as the field reads them', () => {
    expect(majorUnitsText(5_000_050)).toBe('50000.50');
    expect(majorUnitsText(7)).toBe('0.07');
    expect(minorUnitsOf(majorUnitsText(123_456))).toBe(123_456);
  });
});
