import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin, tinyPng } from '../../api/src/test/factories.js';
import { startS3Server } from '../../api/src/test/s3-server.js';
import { startTestApp, type HttpClient } from '../../api/src/test/test-app.js';
import { createTestDatabase } from '../../api/src/test/test-database.js';
import { waitUntil } from '../../api/src/test/wait.js';
import { notJsonLines, spawnApp } from '../ops/app-child.js';
import { tcpGate } from '../ops/tcp-gate.js';

/*
 * Dependencies that are down when the app starts. Upload storage that cannot be reached is no reason to
 * stay down: the app starts, says why in one line, answers uploads SERVICE_UNAVAILABLE and reports the
 * storage unreachable (still ready: every instance shares the outage, and pages need no uploads) until a
 * background check sees it back. A PostgreSQL server that is not up
 * yet is waited for (one log line per attempt, saying why), for a bounded time, then the process exits
 * with one line and no stack trace. Readiness reports each dependency (Redis and SMTP as well, SMTP
 * from a kept verify, not a connection per probe). Outages are played with a TCP gate in front of the
 * real servers.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const image = { image: { data: tinyPng(), name: 'me.png', type: 'image/png' } };

const readiness = async (url: string) => {
  const res = await fetch(url + '/health/ready');
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};

/** Sets the account's picture through REST and through GraphQL (multipart both). */
async function uploadPicture(client: HttpClient, userId: string) {
  const rest = await client.form('PUT', `/api/update-account/${userId}`, {}, image);
  const graphql = await client.gqlUpload<{ updateAccount: { image: string } }>(
    'mutation($id: ID!, $image: Upload) { updateAccount(id: $id, image: $image, input: {}) { image } }',
    { id: userId },
    image,
  );
  return { rest, graphql };
}

describe('upload storage that cannot be reached at start', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());

  it('starts without it, refuses uploads with SERVICE_UNAVAILABLE, reports it, and takes uploads once it answers', async () => {
    const gate = await tcpGate({ port: Number(new URL(s3.endpoint).port) });
    const app = await startTestApp({ ...s3.env, S3_ENDPOINT: gate.url });
    try {
      expect((await fetch(app.url + '/health/live')).status).toBe(200);
      expect(await readiness(app.url)).toEqual({
        status: 200,
        body: { status: 'degraded', database: 'ok', queue: 'ok', storage: 'unreachable' },
      });
      // /health answers as readiness does, for the monitors that watched it before.
      expect((await fetch(app.url + '/health')).status).toBe(200);

      const client = app.client();
      const { user } = await signUpAndLogin(client);
      const refused = await uploadPicture(client, user.id);
      expect(refused.rest.status).toBe(503);
      expect(refused.rest.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(Number(refused.rest.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.graphql.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(
        (refused.graphql.errors?.[0]?.extensions as { retryAfterSeconds?: number }).retryAfterSeconds,
      ).toBeGreaterThan(0);

      await gate.open();
      await waitUntil(
        async () => (await readiness(app.url)).body.storage === 'ok',
        30_000,
        'storage reported again once S3 answers',
      );
      expect((await readiness(app.url)).body).toEqual({ status: 'ok', database: 'ok', queue: 'ok', storage: 'ok' });
      const accepted = await uploadPicture(client, user.id);
      expect(accepted.rest.status, JSON.stringify(accepted.rest.body)).toBe(200);
      expect(accepted.graphql.errors).toBeUndefined();
      expect((await fetch(app.url + accepted.graphql.data!.updateAccount.image)).status).toBe(200);
    } finally {
      await app.close();
      await gate.close();
    }
  }, 60_000);

  it('still refuses to start on a bucket that answers but does not exist: that is a setting to fix', async () => {
    await expect(startTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /S3_BUCKET: the bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used for uploads/,
    );
  });
});

describe('readiness', () => {
  it('reports SMTP beside the rest, from one verify for many probes', async () => {
    let connections = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
    try {
      for (let probe = 0; probe < 5; probe++) {
        expect(await readiness(app.url)).toEqual({
          status: 200,
          body: { status: 'ok', database: 'ok', queue: 'ok', storage: 'ok', smtp: 'ok' },
        });
      }
      expect(connections).toBe(1);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  // The several-instances setup of CI (.ci/run) exports TEST_REDIS_URL when a Redis server runs.
  it.skipIf(!process.env.TEST_REDIS_URL)(
    'reports Redis, which being down degrades the instance without taking it out',
    async () => {
      const redisUrl = new URL(process.env.TEST_REDIS_URL!);
      const redis = await tcpGate({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) }, { open: true });
      const app = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${redis.port}` });
      try {
        const all = { database: 'ok', queue: 'ok', storage: 'ok', redis: 'ok' };
        expect(await readiness(app.url)).toEqual({ status: 200, body: { status: 'ok', ...all } });
        // Live updates between instances wait; pages and the API do not.
        await redis.close();
        await waitUntil(async () => (await readiness(app.url)).body.redis === 'unreachable', 15_000, 'Redis reported');
        expect(await readiness(app.url)).toEqual({
          status: 200,
          body: { status: 'degraded', ...all, redis: 'unreachable' },
        });
        await redis.open();
        await waitUntil(async () => (await readiness(app.url)).body.redis === 'ok', 30_000, 'Redis back');
      } finally {
        await app.close();
        await redis.close();
      }
    },
    60_000,
  );
});

describe.skipIf(!onPostgres)('a PostgreSQL server that is not up yet', () => {
  it('is waited for, one log line per attempt saying why, and the app serves once it comes', async () => {
    const database = await createTestDatabase();
    const server = new URL(database.databaseUrl!);
    const gate = await tcpGate({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(database.databaseUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(gate.port);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-db-wait-'));
    const app = await spawnApp({
      from: 'source',
      inheritEnv: true,
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        JWT_SECRET: 'wait-test-secret-that-is-long-enough-1234',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        REDIS_URL: '',
        SMTP_URL: '',
        S3_BUCKET: '',
      },
    });
    try {
      const attempts = await app.waitForLines((line) => line.includes('database not reachable'), 2);
      for (const line of attempts) {
        expect(JSON.parse(line)).toMatchObject({ level: 40, attempt: expect.any(Number) });
        expect(line).toMatch(/ECONNREFUSED/);
      }
      await gate.open();
      await app.waitForStatus('/health/ready');
      expect(notJsonLines(app.stdout)).toEqual([]);
      expect(app.stderr.filter((line) => line.trim())).toEqual([]);
    } finally {
      await app.stop();
      await gate.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(onPostgres)('a PostgreSQL server that never comes', () => {
  it('is given up after DATABASE_CONNECT_TIMEOUT_SECONDS with one line, no stack trace, and exit code 1', async () => {
    const gate = await tcpGate({ port: 5432 });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-db-wait-'));
    const app = await spawnApp({
      from: 'source',
      inheritEnv: true,
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://aibex:secret-password@127.0.0.1:${gate.port}/aibex`,
        DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
        JWT_SECRET: 'wait-test-secret-that-is-long-enough-1234',
        LOG_LEVEL: 'info',
        REDIS_URL: '',
        SMTP_URL: '',
        S3_BUCKET: '',
      },
    });
    try {
      expect(await app.exited).toBe(1);
      const errors = app.stderr.filter((line) => line.trim());
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        new RegExp(`^DATABASE_URL: PostgreSQL at 127\\.0\\.0\\.1:${gate.port}/aibex could not be reached for 2 s`),
      );
      // The password stays out of the output.
      expect([...app.stdout, ...app.stderr].join('\n')).not.toMatch(/secret-password|\n\s+at /);
      expect(notJsonLines(app.stdout)).toEqual([]);
      expect(app.stdout.filter((line) => line.includes('database not reachable')).length).toBeGreaterThanOrEqual(2);
    } finally {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
