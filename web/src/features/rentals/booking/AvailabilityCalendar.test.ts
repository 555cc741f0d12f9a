import { describe, expect, it } from 'vitest';
import { dayState, monthGrid, unitsByDay } from './AvailabilityCalendar';

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

describe("a calendar day's state", () => {
  const at = { today: '2026-12-10', firstDay: '2026-12-12', lastDay: '2027-01-09', units: 2 };
  it("is closed outside the days the owner's notice and how-far-ahead rules allow", () => {
    expect(dayState('2026-12-09', { ...at, booked: 0 })).toBe('past');
    expect(dayState('2026-12-11', { ...at, booked: 0 })).toBe('closed');
    expect(dayState('2026-12-12', { ...at, booked: 0 })).toBe('free');
    expect(dayState('2027-01-09', { ...at, booked: 0 })).toBe('free');
    expect(dayState('2027-01-10', { ...at, booked: 0 })).toBe('closed');
    expect(dayState('2026-12-20', { ...at, lastDay: null, booked: 0 })).toBe('free');
  });
  it('is as busy as its units booked or blocked', () => {
    expect(dayState('2026-12-13', { ...at, booked: 1 })).toBe('partly');
    expect(dayState('2026-12-13', { ...at, booked: 2 })).toBe('booked');
  });
});
