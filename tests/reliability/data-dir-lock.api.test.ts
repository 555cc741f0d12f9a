import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHost, register } from './app-process.js';

/*
 * Two processes on one embedded data directory destroyed it (neither PGlite nor the app could open it
 * again). The second must refuse to start, in one line naming the directory and the process holding it,
 * and the lock must die with its process: after a kill -9 the next start goes ahead on intact data.
 */

const onPostgres = process.env.TEST_DB === 'postgres';

let host: Awaited<ReturnType<typeof appHost>>;
beforeAll(async () => {
  host = await appHost({});
});
afterAll(async () => {
  await host?.close();
});

describe.skipIf(onPostgres)('a second process on the same embedded data directory', () => {
  it('refuses to start, naming the directory and the holder; after a kill -9 of the holder the next start works', async () => {
    const first = await host.start();
    try {
      const email = `lock.${Date.now()}@example.com`;
      expect(await register(first.url, email)).toBe(201);

      const second = await host.startRefused();
      expect(second.code).toBe(1);
      const lines = second.output.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^DATA_DIR_IN_USE: the embedded database in .+ is in use by process \d+/);
      expect(lines[0]).toContain(`${host.dataDir}/db`);
      expect(lines[0]).toContain(`process ${first.child.pid} `);
      // The holder is untouched.
      expect((await fetch(first.url + '/health')).status).toBe(200);

      // kill -9: no shutdown code runs, the lock file stays behind, and the kernel has released the lock.
      await host.kill(first);
      const again = await host.start();
      await host.kill(again);
      const rows = await host.sqlWhileStopped<{ n: number }>(
        `select count(*)::int as n from participants where email = '${email}'`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await host.kill(first);
    }
  }, 240_000);
});

describe.runIf(onPostgres)('two processes on one PostgreSQL database and one DATA_DIR', () => {
  it('both start: the lock guards the embedded database only (instances share uploads there)', async () => {
    const first = await host.start();
    try {
      const second = await host.start();
      expect((await fetch(first.url + '/health')).status).toBe(200);
      await host.kill(second);
    } finally {
      await host.kill(first);
    }
  }, 240_000);
});
