import { describe, expect, it } from 'vitest';
import { venueInstant, venueLocal } from './venue-time';

describe('venue time', () => {
  it('reads a wall-clock time at the venue, whatever the browser’s zone', () => {
    expect(venueInstant('2026-11-01T09:00', 'Africa/Lagos')).toBe('2026-11-01T08:00:00.000Z');
    expect(venueLocal('2026-11-01T08:00:00.000Z', 'Africa/Lagos')).toBe('2026-11-01T09:00');
    expect(venueInstant('2026-12-10T23:30', 'Africa/Accra')).toBe('2026-12-10T23:30:00.000Z');
  });

  it('follows a change of the clocks', () => {
    // Paris: UTC+1 in winter, UTC+2 from the last Sunday of March.
    expect(venueInstant('2026-03-28T12:00', 'Europe/Paris')).toBe('2026-03-28T11:00:00.000Z');
    expect(venueInstant('2026-03-29T12:00', 'Europe/Paris')).toBe('2026-03-29T10:00:00.000Z');
    expect(venueLocal('2026-03-29T10:00:00.000Z', 'Europe/Paris')).toBe('2026-03-29T12:00');
  });
});
