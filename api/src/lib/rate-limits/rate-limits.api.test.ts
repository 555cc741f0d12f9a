import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createTestDatabase, pgliteTemplate } from '../../test/test-database.js';
import { RateLimits, type Budget } from './rate-limits.js';

const BUDGETS = {
  register: { limit: 20, windowSeconds: 60, shared: true, scaled: true },
  recipient: { limit: 5, windowSeconds: 86_400, shared: true, scaled: false },
} satisfies Record<string, Budget>;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
const statements: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase({
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : { loadDataDir: await pgliteTemplate() }),
    onQuery: (query) => statements.push(query),
  });
  if (database.databaseUrl) await applyMigrations(handle);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('shared rate limit counters', () => {
  it('give each of many hits at once on one counter its own count, in one statement', async () => {
    const limits = new RateLimits(BUDGETS, handle.db, 1);
    statements.length = 0;
    const used = await Promise.all(Array.from({ length: 25 }, () => limits.count('register', 'ip:203.0.113.7')));
    expect(statements).toHaveLength(1);
    expect(used.map((u) => u.remaining).sort((a, b) => a - b)).toEqual([
      ...Array.from({ length: 6 }, () => 0),
      ...Array.from({ length: 19 }, (_, i) => i + 1),
    ]);
    expect(used.filter((u) => u.exceeded)).toHaveLength(5);
    // The next hit counts on: the 26th of this window.
    expect(await limits.count('register', 'ip:203.0.113.7')).toMatchObject({ remaining: 0, exceeded: true });
  });

  it('count several counters of several budgets at once, each in its own window', async () => {
    const limits = new RateLimits(BUDGETS, handle.db, 1);
    statements.length = 0;
    const [a, b, c, d] = await Promise.all([
      limits.count('register', 'ip:198.51.100.1'),
      limits.allow('recipient', 'Ada@Example.com'),
      limits.count('recipient', 'ada@example.com'),
      limits.count('register', 'ip:198.51.100.2'),
    ]);
    expect(statements).toHaveLength(1);
    expect(a).toMatchObject({ remaining: 19, windowSeconds: 60 });
    expect(b).toBe(true);
    expect(c).toMatchObject({ remaining: 3, windowSeconds: 86_400 });
    expect(c.resetSeconds).toBeGreaterThan(86_000);
    expect(d).toMatchObject({ remaining: 19 });
  });

  it('start a counter again once its window has ended', async () => {
    let now = new Date('2026-12-01T09:00:00Z');
    const limits = new RateLimits(BUDGETS, handle.db, 1, () => now);
    await Promise.all(Array.from({ length: 3 }, () => limits.count('register', 'ip:192.0.2.9')));
    now = new Date('2026-12-01T09:01:01Z');
    const used = await Promise.all([
      limits.count('register', 'ip:192.0.2.9'),
      limits.count('register', 'ip:192.0.2.9'),
    ]);
    expect(used.map((u) => u.remaining).sort()).toEqual([18, 19]);
  });
});
