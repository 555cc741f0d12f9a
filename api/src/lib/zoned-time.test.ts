import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatZonedInstant,
  isoWithOffset,
  isValidTimeZone,
  utcToZoned,
  zoneAbbreviation,
  zonedToUtc,
} from './zoned-time.js';

describe('zoned time', () => {
  it('reads a Lagos wall-clock time as the right instant (UTC+1, no daylight saving)', () => {
    expect(zonedToUtc('2026-12-10', '09:30', 'Africa/Lagos').toISOString()).toBe('2026-12-10T08:30:00.000Z');
    expect(utcToZoned(new Date('2026-12-10T23:15:00Z'), 'Africa/Lagos')).toEqual({ date: '2026-12-11', time: '00:15' });
  });

  it('writes an instant as local time with the offset of that moment (schema.org dates)', () => {
    expect(isoWithOffset(new Date('2026-12-10T08:30:00Z'), 'Africa/Lagos')).toBe('2026-12-10T09:30:00+01:00');
    expect(isoWithOffset(new Date('2026-07-01T11:00:00Z'), 'Europe/London')).toBe('2026-07-01T12:00:00+01:00');
    expect(isoWithOffset(new Date('2026-01-15T12:00:00Z'), 'Europe/London')).toBe('2026-01-15T12:00:00+00:00');
    expect(isoWithOffset(new Date('2026-03-08T23:15:00Z'), 'America/New_York')).toBe('2026-03-08T19:15:00-04:00');
    expect(isoWithOffset(new Date('2026-12-10T04:00:00Z'), 'Asia/Kathmandu')).toBe('2026-12-10T09:45:00+05:45');
  });

  it('follows daylight saving where a zone has it', () => {
    expect(zonedToUtc('2026-07-01', '12:00', 'Europe/London').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedToUtc('2026-01-15', '12:00', 'Europe/London').toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(zonedToUtc('2026-03-08', '19:15', 'America/New_York').toISOString()).toBe('2026-03-08T23:15:00.000Z');
  });

  it('reads every instant as Intl does, across daylight-saving changes and odd offsets', () => {
    // The offset is looked up once per quarter hour of UTC; each instant must still read as Intl reads it.
    const zones = ['Africa/Lagos', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
    const intl = (instant: Date, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).formatToParts(instant);
      const get = (type: string) => parts.find((p) => p.type === type)!.value;
      return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
    };
    // Around the 2026 changes (London 29 March and 25 October at 01:00 UTC; Lord Howe's half-hour shift
    // on 5 April and 4 October), then anywhere from 2000 to 2040.
    const changes = [
      Date.UTC(2026, 2, 29, 1),
      Date.UTC(2026, 9, 25, 1),
      Date.UTC(2026, 3, 4, 15),
      Date.UTC(2026, 9, 3, 15, 30),
    ];
    for (const change of changes) {
      for (let minutes = -120; minutes <= 120; minutes += 1) {
        const instant = new Date(change + minutes * 60_000 + 17_000);
        for (const zone of zones)
          expect(utcToZoned(instant, zone), `${instant.toISOString()} ${zone}`).toEqual(intl(instant, zone));
      }
    }
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          expect(utcToZoned(new Date(ms), zone)).toEqual(intl(new Date(ms), zone));
        },
      ),
      { numRuns: 2000 },
    );
    // Past the 10,000 offsets it keeps (then forgets, and learns again), in two zones at once.
    for (let quarter = 0; quarter < 12_000; quarter++) {
      const instant = new Date(Date.UTC(2026, 0, 1) + quarter * 900_000 + 60_000);
      for (const zone of ['Europe/London', 'Asia/Kathmandu']) {
        const read = utcToZoned(instant, zone);
        if (quarter % 500 === 0 || quarter > 9_990)
          expect(read, `${instant.toISOString()} ${zone}`).toEqual(intl(instant, zone));
      }
    }
  });

  it('round-trips', () => {
    const instant = zonedToUtc('2026-11-30', '18:30', 'Asia/Kolkata');
    expect(utcToZoned(instant, 'Asia/Kolkata')).toEqual({ date: '2026-11-30', time: '18:30' });
  });

  it('names a zone the way people read it after a clock time', () => {
    const winter = new Date('2026-12-10T10:00:00Z');
    expect(zoneAbbreviation(winter, 'Africa/Accra')).toBe('GMT');
    expect(zoneAbbreviation(winter, 'Africa/Lagos')).toBe('GMT+1');
    expect(zoneAbbreviation(new Date('2026-07-01T10:00:00Z'), 'Europe/London')).toBe('BST');
  });

  it('knows a real zone from a made-up one', () => {
    expect(isValidTimeZone('Africa/Lagos')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('formatZonedInstant', () => {
  it('writes an instant on the clocks of the zone, named, as the web app does', () => {
    const at = new Date('2026-12-10T00:23:00Z');
    // 01:23 at the venue in Lagos, the day it is there: not '00:23 UTC'.
    expect(formatZonedInstant(at, 'Africa/Lagos')).toBe('10 Dec 2026, 1.23 AM GMT+1');
    expect(formatZonedInstant(new Date('2026-12-09T23:30:00Z'), 'Africa/Lagos')).toBe('10 Dec 2026, 12.30 AM GMT+1');
    expect(formatZonedInstant(new Date('2026-12-10T13:05:00Z'), 'Africa/Lagos')).toBe('10 Dec 2026, 2.05 PM GMT+1');
    expect(formatZonedInstant(at, 'Africa/Lagos', 'fr')).toBe('10 déc. 2026, 01:23 UTC+1');
  });
});
