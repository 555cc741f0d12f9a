import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { centsOf } from './money.js';

describe('centsOf', () => {
  it('turns amounts of at most 2 decimals into cents, whatever floating point makes of them', () => {
    expect(centsOf(25.5, 'price', 100_000_000)).toBe(2550);
    expect(centsOf(0.29, 'price', 100_000_000)).toBe(29);
    expect(centsOf(0, 'price', 100_000_000)).toBe(0);
    expect(centsOf(1_000_000, 'price', 100_000_000)).toBe(100_000_000);
  });

  it('refuses negative amounts, fractions of a cent and amounts past the ceiling, naming the field', () => {
    for (const amount of [-0.01, 0.001, 25.004, 1_000_000.01, 21474837, 1e308, Number.NaN, Infinity]) {
      let refused: unknown;
      try {
        centsOf(amount, 'maxPrice', 100_000_000);
      } catch (error) {
        refused = error;
      }
      expect(refused, String(amount)).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe('BAD_USER_INPUT');
      expect((refused as AppError).fields).toEqual([
        { path: 'maxPrice', msg: 'maxPrice must be an amount from 0 to 1,000,000.00 with at most 2 decimals' },
      ]);
    }
  });
});
