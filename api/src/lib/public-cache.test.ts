import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PublicCache, cachedResponse } from './public-cache.js';

const keep = (value: string) => async () => ({ value, keep: true });

describe('PublicCache', () => {
  it('computes once for concurrent callers and serves the value until it expires', async () => {
    let now = 1000;
    const cache = new PublicCache<string>({ ttlMs: 5000, maxEntries: 10, now: () => now });
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      runs += 1;
      await gate;
      return { value: `v${runs}`, keep: true };
    };
    const together = Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    release();
    expect(await together).toEqual(['v1', 'v1', 'v1']);
    expect(runs).toBe(1);
    now += 4999;
    expect(await cache.get('k', compute)).toBe('v1');
    now += 1;
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', compute)).toBe('v2');
  });

  it('hands out but does not keep values that are not to be kept', async () => {
    const cache = new PublicCache<string>({ ttlMs: 5000, maxEntries: 10 });
    expect(await cache.get('k', async () => ({ value: 'error', keep: false }))).toBe('error');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('does not keep a value computed across an invalidation: it may predate the change', async () => {
    const cache = new PublicCache<string>({ ttlMs: 5000, maxEntries: 10 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.get('k', async () => {
      await gate;
      return { value: 'before the write', keep: true };
    });
    cache.invalidate();
    // A caller after the invalidation does not join the computation that started before it.
    const fresh = cache.get('k', keep('after the write'));
    release();
    expect(await stale).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(cache.peek('k')).toBe('after the write');
  });

  it('tells listeners of local invalidations only, and forgets everything either way', async () => {
    const cache = new PublicCache<string>({ ttlMs: 5000, maxEntries: 10 });
    let heard = 0;
    const stop = cache.onInvalidate(() => (heard += 1));
    await cache.get('a', keep('1'));
    cache.clearLocal();
    expect(cache.size).toBe(0);
    expect(heard).toBe(0);
    await cache.get('a', keep('1'));
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(heard).toBe(1);
    stop();
    cache.invalidate();
    expect(heard).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new PublicCache<string>({ ttlMs: 5000, maxEntries: 2 });
    await cache.get('a', keep('1'));
    await cache.get('b', keep('2'));
    await cache.get('c', keep('3'));
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, '2', '3']);
  });
});

describe('cachedResponse', () => {
  it('keeps a gzip copy of bodies worth compressing and a strong ETag of the bytes', () => {
    const big = cachedResponse(200, JSON.stringify({ items: 'x'.repeat(5000) }), 'application/json');
    expect(gunzipSync(big.gzip!).equals(big.body)).toBe(true);
    expect(big.etag).toMatch(/^"[\w-]{27}"$/);
    const small = cachedResponse(200, '{"a":1}', 'application/json');
    expect(small.gzip).toBeUndefined();
    expect(small.etag).not.toBe(big.etag);
  });
});
