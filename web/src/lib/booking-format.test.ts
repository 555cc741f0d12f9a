import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../gql/graphql';
import {
  BOOKING_STATUSES,
  bookingStatusLabel,
  formatMoment,
  formatWhen,
  refundStatusLabel,
  returnLabel,
  slotLabel,
} from './booking-format';

describe('booking format', () => {
  it('writes the booking form’s times on a 12-hour clock with a dot', () => {
    expect(slotLabel('07:00')).toBe('7.00 AM');
    expect(slotLabel('12:00')).toBe('12.00 PM');
    expect(slotLabel('12:30')).toBe('12.30 PM');
    expect(slotLabel('19:15')).toBe('7.15 PM');
    expect(slotLabel('00:30')).toBe('12.30 AM');
    expect(slotLabel('soon')).toBe('soon');
  });

  it('shows a moment of the period by its own calendar date, whatever the browser’s time zone', () => {
    expect(formatWhen('2026-12-10', '09:30')).toBe('Thu, 10 Dec 2026, 9.30 AM');
    expect(formatWhen('2026-06-14', '09:00', undefined, { weekday: false })).toBe('14 Jun 2026, 9.00 AM');
    expect(formatWhen('2026-12-31', '19:15', undefined, { weekday: false })).toBe('31 Dec 2026, 7.15 PM');
  });

  it("adds the tool's zone to its clock time when the viewer's clocks differ", () => {
    expect(formatWhen('2026-12-10', '10:00', 'Africa/Accra', { viewerZone: 'Africa/Lagos' })).toBe(
      'Thu, 10 Dec 2026, 10.00 AM GMT',
    );
    expect(formatWhen('2026-12-10', '10:00', 'Africa/Accra', { viewerZone: 'Europe/London' })).toBe(
      'Thu, 10 Dec 2026, 10.00 AM',
    );
    expect(formatWhen('2026-12-10', '10:00', 'Africa/Accra', { viewerZone: 'Africa/Lagos', weekday: false })).toBe(
      '10 Dec 2026, 10.00 AM GMT',
    );
    expect(formatWhen('2026-12-10', '10:00', 'Africa/Lagos', { viewerZone: 'Africa/Lagos', weekday: false })).toBe(
      '10 Dec 2026, 10.00 AM',
    );
  });

  it("names every status of the API's enum in words, and the old admin list's return columns", () => {
    expect(bookingStatusLabel('PICKED_UP')).toBe('Picked up');
    expect(bookingStatusLabel('HELD')).toBe('Awaiting payment');
    expect(BOOKING_STATUSES).toEqual([
      'HELD',
      'REQUESTED',
      'CONFIRMED',
      'PICKED_UP',
      'RETURNED',
      'CANCELLED',
      'EXPIRED',
      'DECLINED',
    ]);
    // A status newer than this page shows as the API writes it.
    expect(bookingStatusLabel('ON_HOLD' as BookingStatus)).toBe('ON_HOLD');
    // A paid booking never reads as if its payment were refused.
    expect(
      ['CONFIRMED', 'PICKED_UP', 'RETURNED', 'HELD', 'CANCELLED'].map((s) => returnLabel(s as BookingStatus)),
    ).toEqual(['Not picked up yet', 'With the renter', 'Return confirmed by the owner', '—', '—']);
  });

  it('names refunds for administrators and for renters', () => {
    expect(refundStatusLabel(null)).toBe('No refund');
    expect(refundStatusLabel('PENDING')).toBe('Refund pending');
    expect(refundStatusLabel('PENDING', 'renter')).toBe('Refund on its way');
    expect(refundStatusLabel('REFUNDED', 'renter')).toBe('Refunded in full');
  });
});

describe('formatMoment', () => {
  it('writes an instant the way booking periods are written, on the reader’s clocks', () => {
    const text = formatMoment('2026-11-30T08:05:00Z');
    expect(text).toMatch(/^\d{1,2} Nov 2026, \d{1,2}\.05 (AM|PM)$/);
    // The same clock as the booking form's times, whatever the browser's locale does with midnight.
    const midnight = new Date(2026, 10, 30, 0, 30);
    expect(formatMoment(midnight.toISOString())).toBe('30 Nov 2026, 12.30 AM');
    expect(formatMoment(new Date(2026, 10, 30, 19, 15).toISOString())).toBe(`30 Nov 2026, ${slotLabel('19:15')}`);
  });

  it('leaves a value that is not a date as it came', () => {
    expect(formatMoment('soon')).toBe('soon');
  });
});
