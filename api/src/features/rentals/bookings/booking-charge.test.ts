import { describe, expect, it } from 'vitest';
import {
  billedMinutes,
  billedPeriods,
  describeBilled,
  periodCharge,
  discountPercent,
  discountedCents,
  roundHalfUp,
  unitAmountCents,
} from './booking-charge.js';

const p = (from: string, to: string) => ({ startsAt: new Date(from), endsAt: new Date(to) });

describe('the length charged', () => {
  it('is the exact length for hourly tools, quarter hours included', () => {
    expect(billedMinutes('hourly', p('2026-12-10T09:00Z', '2026-12-10T12:30Z'))).toBe(210);
    expect(billedMinutes('hourly', p('2026-12-10T18:00Z', '2026-12-10T18:15Z'))).toBe(15);
    expect(billedPeriods('hourly', 210)).toBe(3.5);
    expect(billedPeriods('hourly', 15)).toBe(0.25);
  });

  it('is whole days, at least one, for daily tools (a started day counts)', () => {
    expect(billedMinutes('daily', p('2026-12-10T08:00Z', '2026-12-10T10:30Z'))).toBe(1440);
    expect(billedMinutes('daily', p('2026-12-10T08:00Z', '2026-12-12T08:00Z'))).toBe(2880);
    expect(billedMinutes('daily', p('2026-12-10T08:00Z', '2026-12-12T09:00Z'))).toBe(4320);
    expect(billedPeriods('daily', 4320)).toBe(3);
  });

  it('reads as exact hours or whole days', () => {
    expect(describeBilled('hourly', 210)).toBe('3.5 hours');
    expect(describeBilled('hourly', 15)).toBe('0.25 hours');
    expect(describeBilled('hourly', 60)).toBe('1 hour');
    expect(describeBilled('daily', 2880)).toBe('2 days');
    expect(describeBilled('daily', 1440)).toBe('1 day');
  });
});

describe('the amount of one unit', () => {
  it('is price x hours for hourly tools: 10.00 AM to 1.30 PM at $8 is $28', () => {
    expect(periodCharge('hourly', 800, p('2026-12-10T09:00Z', '2026-12-10T12:30Z'))).toEqual({
      billedMinutes: 210,
      listAmountCents: 2800,
      discountPercent: 0,
      unitAmountCents: 2800,
    });
    expect(unitAmountCents('hourly', 800, 15)).toBe(200);
  });

  it('rounds a fraction of a cent half up', () => {
    // $8.02 for a quarter hour is 200.5 cents: 201. $8.01 is 200.25 cents: 200. $8.03 is 200.75: 201.
    expect(unitAmountCents('hourly', 802, 15)).toBe(201);
    expect(unitAmountCents('hourly', 801, 15)).toBe(200);
    expect(unitAmountCents('hourly', 803, 15)).toBe(201);
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(7, 4)).toBe(2);
    expect(roundHalfUp(5, 4)).toBe(1);
    expect(roundHalfUp(0, 60)).toBe(0);
  });

  it('stays exact for the largest amounts', () => {
    // The highest price (1,000,000.00) for the longest booking (90 days of minutes).
    expect(unitAmountCents('hourly', 100_000_000, 90 * 1440)).toBe(100_000_000 * 90 * 24);
    expect(unitAmountCents('hourly', 99_999_999, 45)).toBe(74_999_999);
  });

  it('is price x days for daily tools', () => {
    expect(periodCharge('daily', 2000, p('2026-12-10T08:00Z', '2026-12-12T09:00Z'))).toEqual({
      billedMinutes: 4320,
      listAmountCents: 6000,
      discountPercent: 0,
      unitAmountCents: 6000,
    });
  });
});

describe('discounts for longer rentals', () => {
  const tiers = { weeklyDiscountPercent: 10, monthlyDiscountPercent: 20 };

  it('take the weekly percent from 7 days charged and the monthly one from 28', () => {
    expect(discountPercent(tiers, 6 * 1440)).toBe(0);
    expect(discountPercent(tiers, 7 * 1440)).toBe(10);
    expect(discountPercent(tiers, 27 * 1440 + 30)).toBe(10);
    expect(discountPercent(tiers, 28 * 1440)).toBe(20);
    // Without a monthly discount, the weekly one goes on.
    expect(discountPercent({ ...tiers, monthlyDiscountPercent: 0 }, 60 * 1440)).toBe(10);
  });

  it("come off the unit amount, a half cent of discount in the renter's favour", () => {
    // A week at $20 a day: $140 less 10% is $126.
    expect(periodCharge('daily', 2000, p('2026-12-10T08:00Z', '2026-12-17T08:00Z'), tiers)).toEqual({
      billedMinutes: 7 * 1440,
      listAmountCents: 14_000,
      discountPercent: 10,
      unitAmountCents: 12_600,
    });
    // 15% of 1,010 cents is 151.5: 152 off.
    expect(discountedCents(1010, 15)).toBe(858);
    // A settled percent (a cart line's) is taken as it is.
    expect(periodCharge('daily', 2000, p('2026-12-10T08:00Z', '2026-12-17T08:00Z'), 15).unitAmountCents).toBe(11_900);
  });
});
