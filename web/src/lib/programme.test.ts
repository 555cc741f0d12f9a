import { describe, expect, it } from 'vitest';
import {
  capitalized,
  expoDays,
  formatProgrammeDay,
  formatSessionTime,
  safeWebsite,
  venueZoneName,
  websiteHost,
} from './programme';

describe('programme helpers', () => {
  it('turn only http(s) addresses into links', () => {
    expect(safeWebsite('https://shea.example/shop')).toBe('https://shea.example/shop');
    expect(safeWebsite('HTTP://shea.example')).toBe('http://shea.example/');
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//shea.example',
      'https://',
      '',
      null,
    ])
      expect(safeWebsite(bad)).toBeNull();
    expect(websiteHost('https://www.shea.example/shop')).toBe('shea.example');
  });

  it("list the expo's days and name them and the venue's clock", () => {
    expect(expoDays('2026-12-10', '2026-12-12')).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
    expect(expoDays('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(formatProgrammeDay('2026-12-10')).toBe('Thursday 10 December');
    expect(formatProgrammeDay('2026-12-10', 'short')).toBe('Thu 10 Dec');
    expect(venueZoneName('Africa/Lagos', '2026-12-10')).toBe('GMT+1');
  });

  it("name days, times and the venue's clock in the locale asked for, English by default", () => {
    expect(formatSessionTime('18:00')).toBe('18:00');
    expect(formatSessionTime('9:05')).toBe('9:05'); // not a clock time we can read: shown as entered
    expect(formatSessionTime('09:05', 'fr-FR')).toBe('09:05');
    expect(formatProgrammeDay('2026-12-10', 'long', 'fr-FR')).toBe('jeudi 10 décembre');
    expect(capitalized(formatProgrammeDay('2026-12-10', 'long', 'fr-FR'), 'fr-FR')).toBe('Jeudi 10 décembre');
    expect(formatProgrammeDay('2026-12-11', 'short', 'fr-FR')).toBe('ven. 11 déc.');
    expect(venueZoneName('Africa/Lagos', '2026-12-10', 'fr-FR')).toBe('UTC+1');
    expect(capitalized('Thursday 10 December')).toBe('Thursday 10 December');
  });
});
