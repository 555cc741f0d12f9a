import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../api/src/test/factories.js';
import { startS3Server } from '../../api/src/test/s3-server.js';
import {
  createTestStore,
  startTestApp,
  type HttpClient,
  type TestApp,
  type TestStore,
} from '../../api/src/test/test-app.js';
import { tcpGate, type TcpGate } from '../ops/tcp-gate.js';

/*
 * Failures that pass by themselves (the database or the bucket unreachable, a full disk) are not bugs:
 * they answer SERVICE_UNAVAILABLE with a retry hint (REST: 503 and Retry-After; GraphQL:
 * extensions.retryAfterSeconds and Retry-After), never INTERNAL_SERVER_ERROR. A full disk leaves no
 * part of an upload behind. The outages are real: a TCP gate closed in front of PostgreSQL or s3rver,
 * and a tmpfs of a few hundred kilobytes (when this process may mount one).
 */

const onPostgres = process.env.TEST_DB === 'postgres';

type Extensions = { code?: string; retryAfterSeconds?: number };
const extensionsOf = (res: { errors?: { extensions?: unknown }[] }) => res.errors?.[0]?.extensions as Extensions;

/** A picture too big for what is left on a tiny disk: noise does not compress. */
async function noisyPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 700,
      height: 700,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

async function setPicture(client: HttpClient, userId: string, data: Buffer) {
  const file = { image: { data, name: 'me.png', type: 'image/png' } };
  return {
    rest: await client.form('PUT', `/api/update-account/${userId}`, {}, file),
    graphql: await client.gqlUpload<{ updateAccount: { image: string } }>(
      'mutation($id: ID!, $image: Upload) { updateAccount(id: $id, image: $image, input: {}) { image } }',
      { id: userId },
      file,
    ),
  };
}

function expectServiceUnavailable(answer: Awaited<ReturnType<typeof setPicture>>) {
  expect(answer.rest.status, JSON.stringify(answer.rest.body)).toBe(503);
  expect(answer.rest.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  expect(Number(answer.rest.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(extensionsOf(answer.graphql), JSON.stringify(answer.graphql)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  expect(extensionsOf(answer.graphql).retryAfterSeconds).toBeGreaterThan(0);
  expect(Number(answer.graphql.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('the upload bucket unreachable while serving', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let gate: TcpGate;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    gate = await tcpGate({ port: Number(new URL(s3.endpoint).port) }, { open: true });
    app = await startTestApp({ ...s3.env, S3_ENDPOINT: gate.url });
  });
  afterAll(async () => {
    await app?.close();
    await gate?.close();
    await s3?.close();
  });

  it('answers uploads and stored files SERVICE_UNAVAILABLE with a retry hint, and serves them again after', async () => {
    const client = app.client();
    const { user } = await signUpAndLogin(client);
    const stored = await setPicture(client, user.id, await noisyPng());
    expect(stored.graphql.errors).toBeUndefined();
    const picture = stored.graphql.data!.updateAccount.image;

    await gate.close();
    try {
      expectServiceUnavailable(await setPicture(client, user.id, await noisyPng()));
      const served = await fetch(app.url + picture);
      expect(served.status).toBe(503);
      expect(await served.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(Number(served.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await gate.open();
    }
    expect((await fetch(app.url + picture)).status).toBe(200);
  }, 60_000);
});

describe.skipIf(!onPostgres)('the database unreachable while serving', () => {
  let gate: TcpGate;
  let app: TestApp;
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
    const server = new URL((store.database as { databaseUrl: string }).databaseUrl);
    gate = await tcpGate({ host: server.hostname, port: Number(server.port || 5432) }, { open: true });
    server.hostname = '127.0.0.1';
    server.port = String(gate.port);
    // The app reaches its database through the gate only.
    app = await startTestApp({}, { ...store, database: { databaseUrl: server.toString() } });
  });
  afterAll(async () => {
    await app?.close();
    await gate?.close();
    await store?.drop();
  });

  it('answers SERVICE_UNAVAILABLE with a retry hint on REST and GraphQL, and serves again once it is back', async () => {
    const participant = (email: string) => ({
      firstName: 'Ada',
      lastName: 'Obi',
      email,
      phone: '+234 801 234 5678',
      country: 'Nigeria',
    });
    const client = app.client();
    await gate.close();
    try {
      const rest = await client.json('POST', '/api/register', {
        first_name: 'Ada',
        last_name: 'Obi',
        email: 'down.rest@example.com',
        phone: '+234 801 234 5678',
        country: 'Nigeria',
      });
      expect(rest.status, JSON.stringify(rest.body)).toBe(503);
      expect(rest.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      const graphql = await client.gql(
        'mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }',
        { input: participant('down.graphql@example.com') },
      );
      expect(extensionsOf(graphql), JSON.stringify(graphql)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(extensionsOf(graphql).retryAfterSeconds).toBeGreaterThan(0);
      expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await gate.open();
    }
    const again = await client.gql(
      'mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }',
      { input: participant('back.graphql@example.com') },
    );
    expect(again.errors).toBeUndefined();
  }, 60_000);
});

/** Whether this process may mount a tmpfs (root, with the capability): the real full disk. */
function canMountTmpfs(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(path.join(tmpdir(), 'aibex-mount-probe-'));
  try {
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status !== 0) return false;
    spawnSync('umount', [probe]);
    return true;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

describe.skipIf(!canMountTmpfs())('a full disk', () => {
  let dataDir: string;
  let app: TestApp;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'aibex-full-disk-'));
    expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', dataDir]).status).toBe(0);
    app = await startTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) {
      spawnSync('umount', [dataDir]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers an upload SERVICE_UNAVAILABLE and leaves no part of it behind', async () => {
    const client = app.client();
    const { user } = await signUpAndLogin(client);
    const uploads = path.join(dataDir, 'uploads');
    const before = await readdir(uploads);
    // Room for a few small files, not for this picture and its sizes.
    await writeFile(path.join(dataDir, 'filler'), Buffer.alloc(400 * 1024));
    expectServiceUnavailable(await setPicture(client, user.id, await noisyPng()));
    expect(await readdir(uploads)).toEqual(before);
  }, 60_000);
});
