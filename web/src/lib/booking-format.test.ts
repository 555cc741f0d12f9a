import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../gql/graphql';
import { BOOKING_STATUSES, bookingStatusLabel, refundLabel, returnLabel } from './booking-format';

describe('booking format', () => {
  it("names every status of the API's enum in words, and the old admin list's return columns", () => {
    expect(bookingStatusLabel('PICKED_UP')).toBe('Picked up');
    expect(bookingStatusLabel('HELD')).toBe('Awaiting payment');
    expect(BOOKING_STATUSES).toEqual([
      'HELD',
      'REQUESTED',
      'CONFIRMED',
      'PICKED_UP',
      'RETURNED',
      'NOT_RETURNED',
      'CANCELLED',
      'EXPIRED',
      'DECLINED',
    ]);
    // A status newer than this page shows as the API writes it.
    expect(bookingStatusLabel('ON_HOLD' as BookingStatus)).toBe('ON_HOLD');
    // How a booking ended, when the server knows it, says more than its status.
    expect(bookingStatusLabel('DECLINED', 'Withdrawn by the renter')).toBe('Withdrawn by the renter');
    expect(bookingStatusLabel('DECLINED', null)).toBe('Declined');
    // A paid booking never reads as if its payment were refused.
    expect(
      ['CONFIRMED', 'PICKED_UP', 'RETURNED', 'HELD', 'CANCELLED'].map((s) => returnLabel(s as BookingStatus)),
    ).toEqual(['Not picked up yet', 'With the renter', 'Return confirmed by the owner', '—', '—']);
    expect(returnLabel('NOT_RETURNED')).toBe('Reported not returned by the owner');
  });

  it('names refunds for administrators and for renters, with the amounts the ledger has', () => {
    const usd = (cents: number) => ({ amount: cents, formatted: `$${(cents / 100).toFixed(2)}` });
    const refund = (
      rental: number,
      deposit: number,
      extra: Partial<Parameters<typeof refundLabel>[0] & object> = {},
    ) => ({
      status: 'REFUNDED' as const,
      rental: usd(rental),
      deposit: usd(deposit),
      total: usd(rental + deposit),
      rentalPercent: Math.floor((rental * 100) / 12000),
      inFull: false,
      ...extra,
    });
    const amount = usd(12000);
    expect(refundLabel(null, amount)).toBe('No refund');
    expect(refundLabel(refund(0, 0, { status: 'PENDING' }), amount)).toBe('Refund pending');
    expect(refundLabel(refund(0, 0, { status: 'PENDING' }), amount, 'renter')).toBe('Refund on its way');
    expect(refundLabel(refund(0, 0, { status: 'FAILED' }), amount, 'renter')).toBe('Refund failed: we are on it');
    // Half of the rental back is not a refund in full.
    expect(refundLabel(refund(6000, 0), amount, 'renter')).toBe('Refunded $60.00 of the $120.00 rental (50%)');
    expect(refundLabel(refund(12000, 2500, { inFull: true, rentalPercent: 100 }), amount, 'renter')).toBe(
      'Refunded in full: $145.00',
    );
    // A deposit back after the return is a refund too.
    expect(refundLabel(refund(0, 2500, { status: null }), amount)).toBe('Refunded the $25.00 deposit');
  });
});
