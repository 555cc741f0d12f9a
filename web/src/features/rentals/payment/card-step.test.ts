import { describe, expect, it } from 'vitest';
import { formatCardNumber, parseExpiry } from './card-step';

describe('card details', () => {
  it('reads an expiry as typed', () => {
    expect(parseExpiry('12/31')).toEqual({ month: 12, year: 2031 });
    expect(parseExpiry(' 4 / 2030 ')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry('13/31')).toBeUndefined();
    expect(parseExpiry('1231')).toBeUndefined();
  });

  it('groups card numbers', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
