import { describe, expect, it } from 'vitest';
import { formatBilledPeriod } from './booking-period';
import { zoneSuffix } from './zoned-date';

describe('the period a booking is charged for', () => {
  it('shows the exact hours of an hourly tool', () => {
    expect(formatBilledPeriod(210, 'HOURLY')).toBe('3.5 hours');
    expect(formatBilledPeriod(15, 'HOURLY')).toBe('0.25 hours');
    expect(formatBilledPeriod(60, 'HOURLY')).toBe('1 hour');
    expect(formatBilledPeriod(165, 'HOURLY')).toBe('2.75 hours');
    expect(formatBilledPeriod(180, 'HOURLY')).toBe('3 hours');
  });

  it('shows whole days of a daily tool', () => {
    expect(formatBilledPeriod(1440, 'DAILY')).toBe('1 day');
    expect(formatBilledPeriod(3 * 1440, 'DAILY')).toBe('3 days');
  });
});

describe("a tool's clock next to the viewer's", () => {
  it("names the tool's zone when the viewer's clocks show another time", () => {
    expect(zoneSuffix('Africa/Accra', '2026-12-10', '10:00', 'Africa/Lagos')).toBe(' GMT');
    expect(zoneSuffix('Africa/Lagos', '2026-12-10', '10:00', 'Africa/Accra')).toBe(' GMT+1');
  });

  it('says nothing when both clocks agree', () => {
    expect(zoneSuffix('Africa/Lagos', '2026-12-10', '10:00', 'Africa/Lagos')).toBe('');
    // Another zone name, the same clock time.
    expect(zoneSuffix('Africa/Lagos', '2026-12-10', '10:00', 'Africa/Douala')).toBe('');
  });
});
