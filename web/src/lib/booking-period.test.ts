import { describe, expect, it } from 'vitest';
import { formatBilledPeriod } from './booking-period';

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
