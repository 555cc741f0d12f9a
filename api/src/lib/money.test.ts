import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { decimalCentsOf, formatMoney, wholeCentsOf } from './money.js';

describe('wholeCentsOf', () => {
  const refusal = (amount: unknown) => {
    try {
      wholeCentsOf(amount, 'amount', 50, 100_000_000);
    } catch (error) {
      return error as AppError;
    }
    return undefined;
  };

  it('takes whole cents, also when floating point missed them by less than a millionth', () => {
    expect(wholeCentsOf(4.35 * 100, 'amount', 50, 100_000_000)).toBe(435);
    expect(wholeCentsOf(0.57 * 100, 'amount', 50, 100_000_000)).toBe(57);
    expect(wholeCentsOf('2550', 'amount', 50, 100_000_000)).toBe(2550);
  });

  it('refuses real fractions of a cent, saying so, and amounts out of range', () => {
    expect(refusal(434.5)?.fields[0]?.msg).toMatch(/cannot hold a fraction of a cent/);
    for (const amount of [49, 100_000_001, 'ten', null, Number.NaN, Infinity]) {
      expect(refusal(amount)?.fields, String(amount)).toEqual([
        { path: 'amount', msg: 'amount must be a whole number of cents from 50 to 100000000' },
      ]);
    }
  });
});

describe('decimalCentsOf', () => {
  it('reads decimal text exactly, digit by digit, never through a float', () => {
    expect(decimalCentsOf('12.5', 'expectedTotal', 100_000_000)).toBe(1250);
    expect(decimalCentsOf('12.50', 'expectedTotal', 100_000_000)).toBe(1250);
    expect(decimalCentsOf(' 12 ', 'expectedTotal', 100_000_000)).toBe(1200);
    // 4.35 * 100 is 434.99999999999994 in floating point; the text is 435 cents.
    expect(decimalCentsOf('4.35', 'expectedTotal', 100_000_000)).toBe(435);
    expect(decimalCentsOf('1000000.00', 'expectedTotal', 100_000_000)).toBe(100_000_000);
    expect(decimalCentsOf('0', 'expectedTotal', 100_000_000)).toBe(0);
  });

  it('refuses a third decimal, signs, exponents, separators and amounts over the limit, naming the field', () => {
    for (const text of ['12.345', '-1', '+1', '1e3', '12,50', '1,000.00', '.5', '5.', '', 'NaN', '1000000.01']) {
      try {
        decimalCentsOf(text, 'expectedTotal', 100_000_000);
        expect.unreachable(text);
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).fields).toEqual([
          {
            path: 'expectedTotal',
            msg: 'expectedTotal must be decimal text from 0 to 1,000,000.00 with at most 2 decimals, such as "25.50"',
          },
        ]);
      }
    }
  });
});

describe('formatMoney', () => {
  it('writes each currency with its own sign, as people there write it', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(150000, 'NGN')).toBe('₦1,500.00');
    expect(formatMoney(-99, 'USD')).toBe('-$0.99');
  });

  it('answers the same for an amount written before, and past the amounts it remembers', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    for (let cents = 0; cents < 5000; cents++) expect(formatMoney(cents, 'USD')).toBe(`$${(cents / 100).toFixed(2)}`);
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(1250, 'NGN')).toBe('₦12.50');
  });
});
