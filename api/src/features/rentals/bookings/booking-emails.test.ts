import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import type { BookingWithRefs } from './booking-refs.js';
import type { BookingRow } from './booking.table.js';
import { bookingEmails } from './booking-emails.js';

const emails = bookingEmails(loadConfig({}), 'https://example.test');
const renter = { email: 'ama@example.com', firstName: 'Ama' };

/** A confirmed booking of a tool in `timeZone`, starting at `startsAt`. */
function booking(startsAt: string, timeZone: string): BookingWithRefs {
  return {
    booking: {
      id: '00000000-0000-4000-8000-000000000001',
      code: 'LT123456',
      pickupCode: '482915',
      quantity: 1,
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + 86_400_000),
      rentalCircle: 'daily',
      billedMinutes: 1440,
      amountCents: 2000,
      currency: 'USD',
    } as BookingRow,
    tool: {
      name: 'Ladder',
      city: 'Accra',
      country: 'Ghana',
      address: '1 High Street',
      timeZone,
    } as BookingWithRefs['tool'],
    renter: { id: 'r', firstName: 'Ama', lastName: 'Mensah' },
    owner: { id: 'o', firstName: 'Kofi', lastName: 'Boateng' },
  };
}

const subject = (row: BookingWithRefs, now: string) =>
  emails.reminder('pickup_reminder', renter, row, 'renter', new Date(now)).email.subject;

describe('the pickup reminder says the day on the tool’s clocks', () => {
  it('a pickup the same evening is today, not tomorrow', () => {
    // 08:00 in Lagos; the pickup is at 19:00 there.
    const row = booking('2026-12-10T18:00:00Z', 'Africa/Lagos');
    expect(subject(row, '2026-12-10T07:00:00Z')).toBe('Pickup today: Ladder');
    const { note } = emails.reminder('pickup_reminder', renter, row, 'renter', new Date('2026-12-10T07:00:00Z'));
    expect(note).toBe('Reminder: you pick up Ladder (LT123456) today, Thu, 10 Dec 2026, 7.00 PM GMT+1.');
  });

  it('a pickup the next morning is tomorrow', () => {
    const row = booking('2026-12-11T08:00:00Z', 'Africa/Lagos');
    expect(subject(row, '2026-12-10T20:00:00Z')).toBe('Pickup tomorrow: Ladder');
  });

  it('counts the days in the tool’s zone, not the server’s or UTC', () => {
    // 23:30 on the 10th in Lagos is 22:30 UTC; a pickup at 00:30 on the 11th there is tomorrow in Lagos,
    // though both are the 10th in UTC.
    const lagos = booking('2026-12-10T23:30:00Z', 'Africa/Lagos');
    expect(subject(lagos, '2026-12-10T22:30:00Z')).toBe('Pickup tomorrow: Ladder');
    // In Accra (UTC+0) the same instants are both the 10th: today.
    const accra = booking('2026-12-10T23:30:00Z', 'Africa/Accra');
    expect(subject(accra, '2026-12-10T22:30:00Z')).toBe('Pickup today: Ladder');
  });
});
