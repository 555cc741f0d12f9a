import { describe, expect, it } from 'vitest';
import { formatEventDates } from './site-config';

describe('formatEventDates', () => {
  it('writes the dates in English by default, the day range sharing its month and year', () => {
    expect(formatEventDates('2026-12-10', '2026-12-12')).toBe('10 – 12 December 2026');
    expect(formatEventDates('2026-12-10', '2026-12-10', 'en')).toBe('10 December 2026');
  });

  it('writes them in French on a French page', () => {
    expect(formatEventDates('2026-12-10', '2026-12-12', 'fr')).toBe('10 – 12 décembre 2026');
    expect(formatEventDates('2026-11-30', '2026-12-02', 'fr')).toBe('30 novembre – 2 décembre 2026');
    expect(formatEventDates('2026-12-31', '2027-01-02', 'fr')).toBe('31 décembre 2026 – 2 janvier 2027');
    expect(formatEventDates('2026-12-10', '2026-12-10', 'fr')).toBe('10 décembre 2026');
  });
});
