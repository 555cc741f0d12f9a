import { describe, expect, it } from 'vitest';
import { formatDay, zoneSuffix } from './zoned-date';

describe('zoned dates in a language', () => {
  it('name a day in English by default, and as the locale asked for writes it', () => {
    expect(formatDay('2026-12-10')).toBe('Thu, 10 Dec 2026');
    expect(formatDay('2026-12-10', 'fr-FR')).toBe('jeu. 10 déc. 2026');
  });

  it('name the zone of a clock time in the locale asked for, only when the viewer’s clocks differ', () => {
    expect(zoneSuffix('Africa/Lagos', '2026-12-10', '10:00', 'Africa/Accra')).toBe(' GMT+1');
    expect(zoneSuffix('Africa/Lagos', '2026-12-10', '10:00', 'Africa/Accra', 'fr-FR')).toBe(' UTC+1');
    expect(zoneSuffix('Africa/Lagos', '2026-12-10', '10:00', 'Africa/Douala', 'fr-FR')).toBe('');
  });
});
