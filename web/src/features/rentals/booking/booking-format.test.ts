import { describe, expect, it } from 'vitest';
import { bookingStatusLabel, formatPeriod, formatWhen, slotLabel } from './booking-format';

describe('booking format', () => {
  it("writes times the seed's way", () => {
    expect(slotLabel('07:00')).toBe('7.00 AM');
    expect(slotLabel('12:30')).toBe('12.30 PM');
    expect(slotLabel('19:15')).toBe('7.15 PM');
    expect(formatWhen('2026-12-10', '09:30')).toBe('Thu, 10 Dec 2026, 9.30 AM');
  });

  it('counts hours and days', () => {
    expect(formatPeriod(1, 'daily')).toBe('1 day');
    expect(formatPeriod(3, 'hourly')).toBe('3 hours');
  });

  it('names statuses for people', () => {
    expect(bookingStatusLabel('picked_up')).toBe('Picked up');
    expect(bookingStatusLabel('held')).toBe('Awaiting payment');
  });
});
