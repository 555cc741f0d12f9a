import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatInstantDay, formatTimeOfDay, formatZonedClock, zoneName } from './date-time';

/*
 * One way of writing dates and times: on the clocks of the thing they belong to (a booking's tool, the
 * expo's venue, the marketplace), with that zone named, so that the same page reads the same in every
 * browser and on the server that renders it.
 */

/** Runs `read` as a browser in `timeZone` would: the process's own zone is that one meanwhile. */
function inBrowserZone<T>(timeZone: string, read: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    // The machine's clocks did move: the browser's own reading of the instant differs from zone to zone.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
    return read();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('the one date and time format', () => {
  it('writes a time of day on a 12-hour clock with a dot', () => {
    expect(formatTimeOfDay('07:00')).toBe('7.00 AM');
    expect(formatTimeOfDay('12:30')).toBe('12.30 PM');
    expect(formatTimeOfDay('19:15')).toBe('7.15 PM');
    expect(formatTimeOfDay('00:30')).toBe('12.30 AM');
    expect(formatTimeOfDay('soon')).toBe('soon');
  });

  it('writes a calendar day, with its weekday unless asked not to', () => {
    expect(formatDay('2026-12-10')).toBe('Thu, 10 Dec 2026');
    expect(formatDay('2026-12-10', { weekday: false })).toBe('10 Dec 2026');
    expect(formatDay('2026-12-10', { locale: 'fr-FR' })).toBe('jeu. 10 déc. 2026');
  });

  it('writes an instant on the clocks of its zone, always naming the zone', () => {
    expect(formatInstant('2026-11-27T19:06:00.000Z', 'Africa/Lagos')).toBe('27 Nov 2026, 8.06 PM GMT+1');
    expect(formatInstant('2026-11-27T19:06:00.000Z', 'Africa/Accra')).toBe('27 Nov 2026, 7.06 PM GMT');
    expect(formatInstant('2026-11-27T19:06:00.000Z', 'Africa/Lagos', { weekday: true })).toBe(
      'Fri, 27 Nov 2026, 8.06 PM GMT+1',
    );
    // The day is the zone's: 23.30 in Lagos is already the next day there.
    expect(formatInstant('2026-11-27T23:30:00.000Z', 'Africa/Lagos')).toBe('28 Nov 2026, 12.30 AM GMT+1');
    expect(formatInstantDay('2026-11-27T23:30:00.000Z', 'Africa/Lagos')).toBe('28 Nov 2026');
    expect(formatInstantDay('2026-11-27T23:30:00.000Z', 'Africa/Accra')).toBe('27 Nov 2026');
  });

  it('writes a clock time of a zone, naming it, whoever reads it', () => {
    expect(formatZonedClock('2026-12-10', '09:00', 'Africa/Lagos')).toBe('Thu, 10 Dec 2026, 9.00 AM GMT+1');
    expect(formatZonedClock('2026-12-10', '19:15', 'Africa/Accra', { weekday: false })).toBe(
      '10 Dec 2026, 7.15 PM GMT',
    );
    // Summer time is named for the day it falls on.
    expect(formatZonedClock('2026-07-01', '10:00', 'Europe/Paris', { weekday: false })).toBe(
      '1 Jul 2026, 10.00 AM CEST',
    );
    expect(zoneName('Europe/Paris', '2026-12-01T10:00:00Z')).toBe('CET');
  });

  it('reads the same in a browser in Lagos, in London and in New York', () => {
    const page = () => [
      formatInstant('2026-11-27T01:06:00.000Z', 'Africa/Lagos'),
      formatZonedClock('2026-11-27', '02:06', 'Africa/Lagos'),
      formatInstantDay('2026-11-27T01:06:00.000Z', 'Africa/Lagos'),
    ];
    const lagos = inBrowserZone('Africa/Lagos', page);
    expect(lagos).toEqual(['27 Nov 2026, 2.06 AM GMT+1', 'Fri, 27 Nov 2026, 2.06 AM GMT+1', '27 Nov 2026']);
    expect(inBrowserZone('Europe/London', page)).toEqual(lagos);
    expect(inBrowserZone('America/New_York', page)).toEqual(lagos);
  });

  it('writes another language as that language writes dates, on the same clocks and naming the zone', () => {
    expect(formatInstant('2026-11-20T09:30:00.000Z', 'Africa/Lagos', { locale: 'fr-FR' })).toBe(
      '20 nov. 2026, 10:30 UTC+1',
    );
  });

  it('waits for a zone still loading, and leaves a value that is not a date as it came', () => {
    expect(formatInstant('2026-11-20T09:30:00.000Z', undefined)).toBe('…');
    expect(formatInstant('soon', 'Africa/Lagos')).toBe('soon');
    expect(formatInstantDay('soon', 'Africa/Lagos')).toBe('soon');
  });
});
