import { describe, expect, it } from 'vitest';
import { paging } from './list-query.js';

describe('paging', () => {
  it('takes the defaults, and refuses a page or size past the limits instead of clamping them', () => {
    expect(paging({}, { defaultSize: 20, maxSize: 50 })).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(paging({ page: 3, pageSize: 50 }, { defaultSize: 20, maxSize: 50 })).toEqual({
      page: 3,
      pageSize: 50,
      offset: 100,
    });
    expect(() => paging({ pageSize: 51 }, { defaultSize: 20, maxSize: 50 })).toThrow(/pageSize/);
    expect(() => paging({ page: 2_147_483_647 }, { defaultSize: 20, maxSize: 50 })).toThrow(
      'page must be a whole number from 1 to 1,000,000',
    );
  });
});
