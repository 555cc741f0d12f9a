import { describe, expect, it } from 'vitest';
import {
  formatPickupCode,
  isPickupCode,
  newPickupCode,
  pickupCodeInput,
  triesBeforeWait,
  waitAfterWrongCodes,
} from './pickup-code.js';

const MINUTE = 60_000;

describe('the pickup code', () => {
  it('is six random digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newPickupCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('reads the code as people type or scan it, and nothing else as a code', () => {
    expect(pickupCodeInput(' 482 915 ')).toBe('482915');
    expect(pickupCodeInput('482-915')).toBe('482915');
    expect(pickupCodeInput('012345')).toBe('012345');
    for (const wrong of ['LT482915', '48291', '4829155', 'abcdef', '', undefined, 482915])
      expect(pickupCodeInput(wrong)).toBeUndefined();
    expect(isPickupCode('482915', '482915')).toBe(true);
    expect(isPickupCode('482915', '482916')).toBe(false);
    expect(formatPickupCode('012345')).toBe('012 345');
  });

  it('makes the owner wait after every fifth wrong code, twice as long each time, at most a day', () => {
    expect([1, 2, 3, 4].map(waitAfterWrongCodes)).toEqual([undefined, undefined, undefined, undefined]);
    expect(waitAfterWrongCodes(5)).toBe(15 * MINUTE);
    expect(waitAfterWrongCodes(6)).toBeUndefined();
    expect(waitAfterWrongCodes(10)).toBe(30 * MINUTE);
    expect(waitAfterWrongCodes(15)).toBe(60 * MINUTE);
    expect(waitAfterWrongCodes(50)).toBe(24 * 60 * MINUTE);
    expect(waitAfterWrongCodes(5000)).toBe(24 * 60 * MINUTE);
    expect([0, 1, 4, 5, 6].map(triesBeforeWait)).toEqual([5, 4, 1, 5, 4]);
  });

  it('leaves a month of guessing far from the code: under 200 guesses of a million', () => {
    let guesses = 0;
    let elapsed = 0;
    while (elapsed < 30 * 24 * 60 * MINUTE) {
      guesses++;
      elapsed += waitAfterWrongCodes(guesses) ?? 0;
    }
    expect(guesses).toBeLessThan(200);
  });
});
