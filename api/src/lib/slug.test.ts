import { describe, expect, it } from 'vitest';
import { slugOf, toolPath } from './slug.js';

// The same examples as the web app's paths.test.ts: the sitemap and the pages agree on every address.
describe('tool addresses', () => {
  it('read well and end with the id', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(toolPath(id, 'Bosch Hammer Drill (18 V)')).toBe(`/tools/bosch-hammer-drill-18-v-${id}`);
    expect(toolPath(id, 'Lumière ring light')).toBe(`/tools/lumiere-ring-light-${id}`);
    expect(toolPath(id, '***')).toBe(`/tools/${id}`);
    expect(slugOf('A'.repeat(80))).toHaveLength(60);
  });
});
