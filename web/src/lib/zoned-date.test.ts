import { describe, expect, it } from 'vitest';
import { addDays, zonedDate } from './zoned-date';

describe('calendar days of a zone', () => {
  it('are the days its clocks show', () => {
    expect(zonedDate('2026-11-27T23:30:00.000Z', 'Africa/Lagos')).toBe('2026-11-28');
    expect(zonedDate('2026-11-27T23:30:00.000Z', 'Africa/Accra')).toBe('2026-11-27');
  });

  it('count on without a zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
