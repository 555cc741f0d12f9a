import { describe, expect, it } from 'vitest';
import { monthGrid, unitsByDay } from './AvailabilityCalendar';

describe('availability calendar', () => {
  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthGrid('2026-12');
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('counts units per day in the marketplace zone, the end being exclusive', () => {
    const byDay = unitsByDay(
      [
        // 10 Dec 09:00 to 12 Dec 00:00 in Lagos (UTC+1).
        { startsAt: '2026-12-10T08:00:00Z', endsAt: '2026-12-11T23:00:00Z', quantity: 2 },
        { startsAt: '2026-12-11T10:00:00Z', endsAt: '2026-12-11T12:00:00Z', quantity: 1 },
      ],
      'Africa/Lagos',
    );
    expect(Object.fromEntries(byDay)).toEqual({ '2026-12-10': 2, '2026-12-11': 3 });
  });
});
