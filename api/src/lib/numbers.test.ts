import { describe, expect, it } from 'vitest';
import { wholeNumber } from './numbers.js';

describe('wholeNumber', () => {
  it('answers whole numbers within the bounds, both included', () => {
    expect(wholeNumber(1, 'page', 1, 10)).toBe(1);
    expect(wholeNumber(10, 'page', 1, 10)).toBe(10);
  });

  it('refuses fractions and numbers out of bounds with a message naming the field', () => {
    for (const value of [0, 11, 1.5, Number.NaN, Infinity, 1e308]) {
      expect(() => wholeNumber(value, 'pageSize', 1, 10), String(value)).toThrow(
        'pageSize must be a whole number from 1 to 10',
      );
    }
  });
});
