import { describe, expect, it } from 'vitest';
import { expoDays, formatProgrammeDay, safeWebsite, venueZoneName, websiteHost } from './programme';

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
});
