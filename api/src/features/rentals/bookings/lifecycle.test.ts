import { describe, expect, it } from 'vitest';
import {
  allowed,
  BOOKING_MACHINE,
  capabilitiesOf,
  CHARGED_STATUSES,
  CHECKOUT_STATUSES,
  isOverdue,
  PAID_STATUSES,
  refusal,
  TRANSITIONS,
  UNCHARGED_STATUSES,
} from './lifecycle.js';
import { BOOKING_STATUSES, type BookingActor, type BookingStatus } from './booking.table.js';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const rules = { pickupOpensHoursBefore: 24, requestResponseHours: 24, disputeWindowHours: 48, nonReturnGraceHours: 24 };
const booking = (status: BookingStatus, startsInHours: number, lengthHours = 48) => ({
  status,
  startsAt: new Date(now.getTime() + startsInHours * HOUR),
  endsAt: new Date(now.getTime() + (startsInHours + lengthHours) * HOUR),
});

describe('the booking lifecycle', () => {
  it('never lets the owner confirm a return before the pickup, whatever the dates', () => {
    for (const startsIn of [120, 1, -1, -100]) {
      expect(allowed('confirm_return', booking('confirmed', startsIn), 'owner', now, rules)).toBe(false);
    }
    expect(allowed('confirm_return', booking('picked_up', -1), 'owner', now, rules)).toBe(true);
  });

  it('opens the pickup a configurable time before the start and closes it at the end', () => {
    expect(refusal('confirm_pickup', booking('confirmed', 25), 'owner', now, rules)?.message).toMatch(
      /24 hours before the start/,
    );
    expect(allowed('confirm_pickup', booking('confirmed', 23), 'owner', now, rules)).toBe(true);
    expect(allowed('confirm_pickup', booking('confirmed', -10), 'owner', now, rules)).toBe(true);
    expect(refusal('confirm_pickup', booking('confirmed', -60), 'owner', now, rules)?.message).toMatch(/over/);
    expect(
      allowed('confirm_pickup', booking('confirmed', 100), 'owner', now, { ...rules, pickupOpensHoursBefore: 168 }),
    ).toBe(true);
  });

  it('lets only the right party act: the owner hands over, the renter cancels', () => {
    expect(refusal('confirm_pickup', booking('confirmed', 1), 'renter', now, rules)?.code).toBe('FORBIDDEN');
    expect(refusal('confirm_pickup', booking('confirmed', 1), 'admin', now, rules)?.code).toBe('FORBIDDEN');
    expect(refusal('cancel', booking('confirmed', 1), 'owner', now, rules)?.code).toBe('FORBIDDEN');
    expect(refusal('cancel', booking('confirmed', 1), undefined, now, rules)?.code).toBe('FORBIDDEN');
  });

  it('cancels only before the start, and only a paid booking', () => {
    expect(allowed('cancel', booking('confirmed', 1), 'renter', now, rules)).toBe(true);
    expect(refusal('cancel', booking('confirmed', -1), 'renter', now, rules)?.message).toMatch(/has started/);
    expect(refusal('cancel', booking('picked_up', 1), 'renter', now, rules)?.code).toBe('CONFLICT');
  });

  it("accepts the old client's return (no pickup step) only once the rental has started", () => {
    expect(allowed('confirm_return_unrecorded_pickup', booking('confirmed', 2), 'owner', now, rules)).toBe(false);
    expect(allowed('confirm_return_unrecorded_pickup', booking('confirmed', -2), 'owner', now, rules)).toBe(true);
  });

  it('calls a booking overdue only when the tool is out after its return time', () => {
    expect(isOverdue(booking('picked_up', -50), now)).toBe(true);
    expect(isOverdue(booking('picked_up', -10), now)).toBe(false);
    expect(isOverdue(booking('confirmed', -50), now)).toBe(false);
    expect(isOverdue(booking('returned', -50), now)).toBe(false);
  });

  it('answers each party what it can do now', () => {
    expect(capabilitiesOf(booking('confirmed', 10), 'renter', now, rules)).toMatchObject({
      canCancel: true,
      canConfirmPickup: false,
      canReview: false,
    });
    expect(capabilitiesOf(booking('confirmed', 10), 'owner', now, rules)).toMatchObject({
      canCancel: false,
      canConfirmPickup: true,
      canConfirmReturn: false,
      pickupOpensAt: new Date(now.getTime() - 14 * HOUR),
    });
    expect(capabilitiesOf(booking('returned', -100), 'renter', now, rules)).toMatchObject({ canReview: true });
    // Reviews go both ways: the owner reviews the renter; an administrator reviews nobody.
    expect(capabilitiesOf(booking('returned', -100), 'owner', now, rules)).toMatchObject({ canReview: true });
    expect(capabilitiesOf(booking('returned', -100), 'admin', now, rules)).toMatchObject({ canReview: false });
  });

  it('derives its sets from the table: charged is what a paid booking can reach, the rest never was', () => {
    const sorted = (list: readonly BookingStatus[]) => [...list].sort();
    expect(sorted(CHARGED_STATUSES)).toEqual(sorted(BOOKING_MACHINE.reachableFrom('confirmed')));
    expect(sorted(UNCHARGED_STATUSES)).toEqual(
      sorted(BOOKING_STATUSES.filter((s) => !(CHARGED_STATUSES as readonly string[]).includes(s))),
    );
    expect(sorted(PAID_STATUSES)).toEqual(sorted(CHARGED_STATUSES.filter((s) => s !== 'cancelled')));
    for (const s of CHECKOUT_STATUSES) expect(UNCHARGED_STATUSES).toContain(s);
    expect(BOOKING_MACHINE.terminal).toEqual(['returned', 'cancelled', 'declined']);
  });

  it('allows exactly what it does not refuse: every transition, status, actor and time', () => {
    const statuses = [
      ...new Set(Object.values(TRANSITIONS).flatMap((rule) => [...rule.from, rule.to])),
    ] as BookingStatus[];
    const actors: (BookingActor | undefined)[] = ['renter', 'owner', 'admin', 'system', undefined];
    let allowedCount = 0;
    for (const name of Object.keys(TRANSITIONS) as (keyof typeof TRANSITIONS)[]) {
      for (const status of statuses) {
        for (const actor of actors) {
          for (const startsIn of [-100, -30, -1, 1, 23, 25, 100]) {
            for (const extra of [{}, { acceptedAt: now }, { requestExpiresAt: new Date(now.getTime() - HOUR) }]) {
              const b = { ...booking(status, startsIn), ...extra };
              const yes = allowed(name, b, actor, now, rules);
              expect(yes, `${name} ${status} ${actor} ${startsIn}`).toBe(
                refusal(name, b, actor, now, rules) === undefined,
              );
              if (yes) allowedCount += 1;
            }
          }
        }
      }
    }
    expect(allowedCount).toBeGreaterThan(50);
  });
});
