import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import { TIME_SLOTS, parsePeriod, parseQuantity, parseSlot, slotLabel } from './booking-time.js';

const now = new Date('2026-12-01T08:00:00Z');
const zone = 'Africa/Lagos';

function fieldErrors(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.fields.map((f) => f.msg);
    throw error;
  }
  throw new Error('expected an error');
}

describe('time slots', () => {
  it('are every 30 minutes from 7.00 AM to 6.30 PM, plus 7.00 PM and 7.15 PM', () => {
    expect(TIME_SLOTS).toHaveLength(26);
    expect(TIME_SLOTS.map(slotLabel).slice(0, 3)).toEqual(['7.00 AM', '7.30 AM', '8.00 AM']);
    expect(TIME_SLOTS.map(slotLabel).slice(-4)).toEqual(['6.00 PM', '6.30 PM', '7.00 PM', '7.15 PM']);
    expect(slotLabel('12:00')).toBe('12.00 PM');
  });

  it('reads the old client and 24-hour forms, and refuses times off the list', () => {
    expect(parseSlot('7.00 AM')).toBe('07:00');
    expect(parseSlot('7:15 pm')).toBe('19:15');
    expect(parseSlot('12.30 PM')).toBe('12:30');
    expect(parseSlot('18:30')).toBe('18:30');
    expect(parseSlot('19:30')).toBeUndefined();
    expect(parseSlot('06:30')).toBeUndefined();
    expect(parseSlot('7.10 AM')).toBeUndefined();
  });
});

describe('booking period', () => {
  it('names each missing value with the booking form message', () => {
    expect(fieldErrors(() => parsePeriod({}, { timeZone: zone, now }))).toEqual([
      'Please select your start date',
      'Please select your start time',
      'Please select your returning date',
      'Please select your returning time',
    ]);
  });

  it('refuses a return before the start and a start in the past', () => {
    const base = { startDate: '2026-12-10', startTime: '10:00', endDate: '2026-12-10', endTime: '10:00' };
    expect(fieldErrors(() => parsePeriod(base, { timeZone: zone, now }))).toEqual([
      'The return must be after the start',
    ]);
    expect(
      fieldErrors(() =>
        parsePeriod({ ...base, startDate: '2026-11-30', endDate: '2026-12-02' }, { timeZone: zone, now }),
      ),
    ).toEqual(['The start cannot be in the past']);
  });

  it('reads times in the zone it is given: a tool in Accra is on UTC, one in Lagos an hour ahead', () => {
    const tenToNoon = { startDate: '2026-12-10', startTime: '10.00 AM', endDate: '2026-12-10', endTime: '12:00' };
    const accra = parsePeriod(tenToNoon, { timeZone: 'Africa/Accra', now });
    expect(accra.startsAt.toISOString()).toBe('2026-12-10T10:00:00.000Z');
    expect(accra.endsAt.toISOString()).toBe('2026-12-10T12:00:00.000Z');
    expect(parsePeriod(tenToNoon, { timeZone: zone, now }).startsAt.toISOString()).toBe('2026-12-10T09:00:00.000Z');
  });

  it('reads times in the marketplace zone', () => {
    const period = parsePeriod(
      { startDate: '2026-12-10', startTime: '9.00 AM', endDate: '2026-12-12', endTime: '10:00' },
      { timeZone: zone, now },
    );
    expect(period.startsAt.toISOString()).toBe('2026-12-10T08:00:00.000Z');
    expect(period.endsAt.toISOString()).toBe('2026-12-12T09:00:00.000Z');
  });

  it("reads a full timestamp sent as a date in the tool's zone: midnight of 8 March in Lagos is 8 March", () => {
    const period = parsePeriod(
      {
        startDate: '2027-03-07T23:00:00.000Z',
        startTime: '09:00',
        endDate: '2027-03-08T23:00:00+00:00',
        endTime: '10:00',
      },
      { timeZone: zone, now },
    );
    expect(period.startsAt.toISOString()).toBe('2027-03-08T08:00:00.000Z');
    expect(period.endsAt.toISOString()).toBe('2027-03-09T09:00:00.000Z');
    // The same day written with its own offset, or as a clock time of midnight without one.
    const local = parsePeriod(
      { startDate: '2027-03-08T00:00:00+01:00', startTime: '09:00', endDate: '2027-03-09T00:00', endTime: '10:00' },
      { timeZone: zone, now },
    );
    expect(local).toEqual(period);
  });

  it("refuses a timestamp that is not a whole day in the tool's zone, quoting it as it was sent", () => {
    const sent = '2027-03-07T10:30:00.000Z';
    const error = (() => {
      try {
        parsePeriod(
          { startDate: sent, startTime: '09:00', endDate: '2027-03-09', endTime: '10:00' },
          { timeZone: zone, now },
        );
      } catch (e) {
        return e as AppError;
      }
      throw new Error('expected an error');
    })();
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual([{ path: 'startDate', msg: expect.stringContaining(`"${sent}"`) }]);
    expect(error.fields[0]!.msg).toMatch(/Africa\/Lagos/);
  });

  it('bounds the quantity by the free units', () => {
    expect(parseQuantity('2', 3)).toBe(2);
    expect(fieldErrors(() => parseQuantity(0, 3))).toEqual(['The quantity must be a whole number of at least 1']);
    expect(fieldErrors(() => parseQuantity(1.5, 3))).toEqual(['The quantity must be a whole number of at least 1']);
    expect(fieldErrors(() => parseQuantity(4, 3))).toEqual(['Only 3 units are free for the chosen period']);
    expect(fieldErrors(() => parseQuantity(1, 0))).toEqual(['This tool is not available for the chosen period']);
  });
});
