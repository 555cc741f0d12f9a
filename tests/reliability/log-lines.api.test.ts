import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestDatabase } from '../../api/src/test/test-database.js';
import { notJsonLines, spawnApp } from '../ops/app-child.js';

/*
 * Standard output is the log, one JSON object per line, from the first line on: log collectors
 * (docker logs, journald, Loki) parse it, and a banner written beside it broke them. The start banner
 * and the demo accounts of an empty embedded database are log lines like the others.
 */

it('writes nothing but JSON lines to standard output, the start banner and the demo logins included', async () => {
  const onPostgres = process.env.TEST_DB === 'postgres';
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-log-lines-'));
  const app = await spawnApp({
    from: 'source',
    inheritEnv: true,
    env: {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      JWT_SECRET: 'log-lines-secret-that-is-long-enough-1234',
      // Demo content is loaded into an empty embedded database only.
      DEMO_DATA: onPostgres ? 'false' : 'true',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      SMTP_URL: '',
      S3_BUCKET: '',
    },
  });
  try {
    await app.waitForStatus('/health/ready', 200, 120_000);
    const banner = await app.waitForLines((line) => line.includes('running at http'));
    expect(JSON.parse(banner[0]!)).toMatchObject({ level: 30, url: app.url });
    if (!onPostgres) {
      const demo = await app.waitForLines((line) => line.includes('demo content loaded'));
      expect(JSON.parse(demo[0]!)).toMatchObject({ logins: expect.any(Array), password: expect.any(String) });
    }
    expect(notJsonLines(app.stdout)).toEqual([]);
  } finally {
    await app.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 150_000);
