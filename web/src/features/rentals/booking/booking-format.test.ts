import { describe, expect, it } from 'vitest';
import { bookingStatusLabel, formatWhen, slotLabel } from './booking-format';

describe('booking format', () => {
  it("writes times the seed's way", () => {
    expect(slotLabel('07:00')).toBe('7.00 AM');
    expect(slotLabel('12:30')).toBe('12.30 PM');
    expect(slotLabel('19:15')).toBe('7.15 PM');
    expect(formatWhen('2026-12-10', '09:30')).toBe('Thu, 10 Dec 2026, 9.30 AM');
  });

  it("adds the tool's zone to its clock time when the viewer's clocks differ", () => {
    expect(formatWhen('2026-12-10', '10:00', 'Africa/Accra', 'Africa/Lagos')).toBe('Thu, 10 Dec 2026, 10.00 AM GMT');
    expect(formatWhen('2026-12-10', '10:00', 'Africa/Accra', 'Europe/London')).toBe('Thu, 10 Dec 2026, 10.00 AM');
  });

  it('names statuses for people', () => {
    expect(bookingStatusLabel('picked_up')).toBe('Picked up');
    expect(bookingStatusLabel('held')).toBe('Awaiting payment');
  });
});
