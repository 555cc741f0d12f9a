import { describe, expect, it } from 'vitest';
import {
  cancellationQuote,
  policySummary,
  refundDeadlines,
  type CancellationPolicy,
} from '../tools/cancellation-policy.js';
import { ownerCancellation, renterCancellation } from './cancellation.js';

const HOUR = 3_600_000;
const startsAt = new Date('2026-12-10T08:00:00Z');
const before = (hours: number) => new Date(startsAt.getTime() - hours * HOUR);

describe('cancellationQuote', () => {
  // [policy, hours before the start, percent, when it changes (hours before the start) or undefined]
  const cases: [CancellationPolicy, number, number, number | undefined][] = [
    ['flexible', 200, 100, 24],
    ['flexible', 24, 100, 24],
    ['flexible', 23.99, 50, undefined],
    ['flexible', 0.01, 50, undefined],
    ['moderate', 73, 100, 72],
    ['moderate', 72, 100, 72],
    ['moderate', 71, 50, 24],
    ['moderate', 24, 50, 24],
    ['moderate', 23, 0, undefined],
    ['strict', 169, 50, 168],
    ['strict', 168, 50, 168],
    ['strict', 167, 0, undefined],
    ['strict', 1, 0, undefined],
  ];
  it.each(cases)('%s, %d hours before: %d percent', (policy, hours, percent, changesHoursBefore) => {
    const quote = cancellationQuote(policy, { startsAt, amountCents: 10_000 }, before(hours));
    expect(quote.percent).toBe(percent);
    expect(quote.refundCents).toBe(percent * 100);
    expect(quote.keptCents).toBe(10_000 - percent * 100);
    expect(quote.changesAt).toEqual(changesHoursBefore === undefined ? undefined : before(changesHoursBefore));
  });

  it('rounds half a cent up, in the renter’s favour, and never more than the amount', () => {
    expect(cancellationQuote('flexible', { startsAt, amountCents: 2501 }, before(2)).refundCents).toBe(1251);
    expect(cancellationQuote('flexible', { startsAt, amountCents: 2500 }, before(2)).refundCents).toBe(1250);
    expect(cancellationQuote('strict', { startsAt, amountCents: 1 }, before(200)).refundCents).toBe(1);
    expect(cancellationQuote('flexible', { startsAt, amountCents: 1 }, before(48)).refundCents).toBe(1);
    const odd = cancellationQuote('moderate', { startsAt, amountCents: 999 }, before(30));
    expect(odd.refundCents + odd.keptCents).toBe(999);
  });

  it('gives nothing after the start under any policy', () => {
    for (const policy of ['flexible', 'moderate', 'strict'] as const)
      expect(cancellationQuote(policy, { startsAt, amountCents: 5000 }, before(-1))).toMatchObject({
        percent: 0,
        refundCents: 0,
        changesAt: undefined,
      });
  });
});

describe('what a cancellation gives back', () => {
  const booking = {
    startsAt,
    amountCents: 8000,
    cancellationPolicy: 'moderate' as const,
    depositCents: 3000,
    depositStatus: 'held' as const,
  };

  it("the renter: the booking's policy on the amount, the whole deposit", () => {
    expect(renterCancellation(booking, before(48))).toEqual({
      policy: 'moderate',
      summary: policySummary('moderate'),
      percent: 50,
      refundCents: 4000,
      depositCents: 3000,
      changesAt: before(24),
    });
  });

  it('the owner: everything, whatever the policy; a deposit never charged is not given back', () => {
    expect(ownerCancellation(booking)).toMatchObject({ percent: 100, refundCents: 8000, depositCents: 3000 });
    expect(ownerCancellation({ ...booking, depositStatus: null })).toMatchObject({ depositCents: 0 });
  });
});

describe('refundDeadlines', () => {
  // What a renter booking at `now` is told before paying: each share and until when it applies.
  it.each<[CancellationPolicy, number, [number, number][]]>([
    [
      'flexible',
      200,
      [
        [100, 24],
        [50, 0],
      ],
    ],
    ['flexible', 10, [[50, 0]]],
    [
      'moderate',
      200,
      [
        [100, 72],
        [50, 24],
      ],
    ],
    ['moderate', 48, [[50, 24]]],
    ['moderate', 12, []],
    ['strict', 200, [[50, 168]]],
    ['strict', 100, []],
  ])('%s, booked %d hours before the start', (policy, hours, expected) => {
    expect(refundDeadlines(policy, startsAt, before(hours))).toEqual(
      expected.map(([percent, until]) => ({ percent, until: before(until) })),
    );
  });

  it('agrees with the quote of a cancellation at and just after each deadline', () => {
    for (const policy of ['flexible', 'moderate', 'strict'] as const) {
      for (const { percent, until } of refundDeadlines(policy, startsAt, before(500))) {
        expect(cancellationQuote(policy, { startsAt, amountCents: 100 }, until).percent).toBe(percent);
        const after = new Date(until.getTime() + 1);
        expect(cancellationQuote(policy, { startsAt, amountCents: 100 }, after).percent).toBeLessThan(percent);
      }
    }
  });
});
