import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, isCurrencyCode } from './currencies.js';

describe('the currencies the site can price in', () => {
  it('are ISO 4217 codes written with two decimals, as amounts are kept in hundredths', () => {
    expect(CURRENCY_CODES).toEqual(expect.arrayContaining(['NGN', 'GHS', 'KES', 'ZAR', 'USD', 'EUR']));
    for (const code of CURRENCY_CODES) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions();
      expect([code, digits.maximumFractionDigits]).toEqual([code, 2]);
    }
  });

  it('leave out codes in other units and codes that are no money', () => {
    for (const code of ['JPY', 'KWD', 'XOF', 'XXX', 'XDR', 'ngn', 'toString']) expect(isCurrencyCode(code)).toBe(false);
  });
});
