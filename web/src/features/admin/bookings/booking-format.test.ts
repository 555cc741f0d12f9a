import { describe, expect, it } from 'vitest';
import {
  bookingMoment,
  bookingStatusLabel,
  pricePerCircle,
  refundStatusLabel,
  returnedStatusLabel,
  slotLabel,
} from './booking-format';

describe('booking formatting', () => {
  it('writes the booking form’s times as the seed does', () => {
    expect(slotLabel('07:00')).toBe('7.00 AM');
    expect(slotLabel('12:00')).toBe('12.00 PM');
    expect(slotLabel('19:15')).toBe('7.15 PM');
    expect(slotLabel('00:30')).toBe('12.30 AM');
  });

  it('shows a moment of the period by its own calendar date, whatever the browser’s time zone', () => {
    expect(bookingMoment('2026-06-14', '09:00')).toBe('14 Jun 2026, 9.00 AM');
    expect(bookingMoment('2026-12-31', '19:15')).toBe('31 Dec 2026, 7.15 PM');
  });

  it("names the tool's zone when the administrator's clocks show another time", () => {
    expect(bookingMoment('2026-12-10', '10:00', 'Africa/Accra', 'Africa/Lagos')).toBe('10 Dec 2026, 10.00 AM GMT');
    expect(bookingMoment('2026-12-10', '10:00', 'Africa/Lagos', 'Africa/Lagos')).toBe('10 Dec 2026, 10.00 AM');
  });

  it('prices per rental circle', () => {
    expect(pricePerCircle(20, 'daily')).toBe('$20.00 / day');
    expect(pricePerCircle(12.5, 'hourly', 'USD')).toBe('$12.50 / hour');
  });

  it('names statuses in words, including the seed’s text null', () => {
    expect(bookingStatusLabel('picked_up')).toBe('Picked up');
    expect(bookingStatusLabel('held')).toBe('Awaiting payment');
    expect(bookingStatusLabel('something_new')).toBe('something_new');
    expect(returnedStatusLabel('Returned')).toBe('Returned');
    expect(returnedStatusLabel('null')).toBe('Not returned');
    expect(refundStatusLabel(null)).toBe('No refund');
    expect(refundStatusLabel('pending')).toBe('Refund pending');
  });
});
