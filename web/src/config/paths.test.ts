import { describe, expect, it } from 'vitest';
import { rentalDetailsHref, slugOf, toolIdOfSlug } from './paths';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('public tool addresses', () => {
  it('read well and end with the id', () => {
    expect(rentalDetailsHref(ID, 'Bosch Hammer Drill (18 V)')).toBe(`/tools/bosch-hammer-drill-18-v-${ID}`);
    expect(rentalDetailsHref(ID, 'Lumière ring light')).toBe(`/tools/lumiere-ring-light-${ID}`);
    expect(rentalDetailsHref(ID, '***')).toBe(`/tools/${ID}`);
    expect(rentalDetailsHref(ID)).toBe(`/tools/${ID}`);
    expect(slugOf('A'.repeat(80))).toHaveLength(60);
  });

  it('give back the id whatever the words before it (a renamed tool, an old link)', () => {
    expect(toolIdOfSlug(`bosch-hammer-drill-${ID}`)).toBe(ID);
    expect(toolIdOfSlug(`old-name-${ID.toUpperCase()}`)).toBe(ID);
    expect(toolIdOfSlug(ID)).toBe(ID);
    expect(toolIdOfSlug('bosch-hammer-drill')).toBeUndefined();
    expect(toolIdOfSlug(undefined)).toBeUndefined();
  });
});
