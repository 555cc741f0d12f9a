import { describe, expect, it } from 'vitest';
import { isValidTimeZone, utcToZoned, zoneAbbreviation, zonedToUtc } from './zoned-time.js';

describe('zoned time', () => {
  it('reads a Lagos wall-clock time as the right instant (UTC+1, no daylight saving)', () => {
    expect(zonedToUtc('2026-12-10', '09:30', 'Africa/Lagos').toISOString()).toBe('2026-12-10T08:30:00.000Z');
    expect(utcToZoned(new Date('2026-12-10T23:15:00Z'), 'Africa/Lagos')).toEqual({ date: '2026-12-11', time: '00:15' });
  });

  it('follows daylight saving where a zone has it', () => {
    expect(zonedToUtc('2026-07-01', '12:00', 'Europe/London').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedToUtc('2026-01-15', '12:00', 'Europe/London').toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(zonedToUtc('2026-03-08', '19:15', 'America/New_York').toISOString()).toBe('2026-03-08T23:15:00.000Z');
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
