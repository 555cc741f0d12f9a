import { describe, expect, it } from 'vitest';
import { refusedByRateLimit } from './rate-limit.js';

const limited = (path: string[]) => ({
  message: 'Too many requests.',
  path,
  extensions: { code: 'TOO_MANY_REQUESTS' },
});

describe('an answer refused by a rate limit (HTTP 429)', () => {
  it('is one with no data, or every root field null for its own TOO_MANY_REQUESTS', () => {
    expect(refusedByRateLimit({ data: null, errors: [limited(['login'])] })).toBe(true);
    expect(refusedByRateLimit({ errors: [limited(['login'])] })).toBe(true);
    expect(refusedByRateLimit({ data: { a: null, b: null }, errors: [limited(['a']), limited(['b'])] })).toBe(true);
  });

  it('is not one with partial results (those stay 200) or without a rate limit error', () => {
    expect(refusedByRateLimit({ data: { a: null, b: 'sent' }, errors: [limited(['a'])] })).toBe(false);
    expect(
      refusedByRateLimit({ data: { a: null, b: null }, errors: [limited(['a']), { message: 'x', path: ['b'] }] }),
    ).toBe(false);
    expect(refusedByRateLimit({ data: null, errors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }] })).toBe(
      false,
    );
  });
});
