import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createCategory, listTool, signIn, signUpAndLogin } from '../test/factories.js';
import { startS3Server } from '../test/s3-server.js';
import { startTestApp, type HttpClient, type TestApp } from '../test/test-app.js';

/*
 * Uploads in an S3-compatible bucket (S3_BUCKET), end to end against s3rver: stored (re-encoded) in the
 * bucket, not on disk; served by the app at the same /uploads/<name> with the same headers; removed with their tool;
 * read by another instance that shares nothing but the bucket; refused at start when the bucket is not
 * there.
 */

const ADMIN = { email: 's3.admin@example.com', password: 'admin-password-1' };

let s3: Awaited<ReturnType<typeof startS3Server>>;
let app: TestApp;
let other: TestApp;
let owner: HttpClient;
let categoryId: string;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  const env = { ...s3.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  app = await startTestApp(env);
  other = await startTestApp(s3.env);
  const admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  categoryId = await createCategory(admin);
  owner = app.client();
  await signUpAndLogin(owner);
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 60_000);
afterAll(async () => {
  client?.destroy();
  await other?.close();
  await app?.close();
  await s3?.close();
});

async function keysInBucket(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

const coverOf = async (toolId: string) =>
  (
    await owner.gql<{ tool: { coverImage: string } }>('query($id: ID!) { tool(id: $id) { coverImage } }', {
      id: toolId,
    })
  ).data!.tool.coverImage;

describe('uploads in an S3 bucket', () => {
  it('stores a validated image in the bucket, not on disk, and serves it at /uploads with the same headers', async () => {
    const toolId = await listTool(owner, categoryId);
    const cover = await coverOf(toolId);
    expect(cover).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const name = cover.slice('/uploads/'.length);
    expect(await keysInBucket()).toContain(`uploads/${name}`);
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}` }));
    expect(object.ContentType).toBe('image/png');
    // Stored re-encoded (tests/security/uploads-reencoded.test.ts): the same one pixel, not the same bytes.
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const onDisk = await readdir(path.join(app.dataDir, 'uploads')).catch(() => []);
    expect(onDisk).toEqual([]);

    const served = await fetch(app.url + cover);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(stored.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const head = await fetch(app.url + cover, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(stored.length));

    // Another instance with its own data folder serves it too: the bucket is all they share.
    const elsewhere = await fetch(other.url + cover);
    expect(elsewhere.status).toBe(200);
    expect(Buffer.from(await elsewhere.arrayBuffer())).toEqual(stored);
  });

  it('refuses a file that is not an image by its content, and stores nothing', async () => {
    const before = await keysInBucket();
    const res = await owner.gqlUpload(
      'mutation($input: ToolInput!, $coverImage: Upload) { createTool(input: $input, coverImage: $coverImage) { id } }',
      {
        input: {
          name: 'Not a picture',
          description: 'A script dressed as a PNG.',
          price: '20',
          rentalCircle: 'DAILY',
          units: 1,
          categoryId,
          country: 'Nigeria',
          state: 'Lagos',
          city: 'Ikeja',
        },
      },
      { coverImage: { data: Buffer.from('<script>alert(1)</script>'), name: 'cover.png', type: 'image/png' } },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await keysInBucket()).toEqual(before);
  });

  it('removes the objects of a deleted tool; an unknown name is 404', async () => {
    const toolId = await listTool(owner, categoryId);
    const cover = await coverOf(toolId);
    const key = `uploads/${cover.slice('/uploads/'.length)}`;
    expect(await keysInBucket()).toContain(key);
    const deleted = await owner.gql('mutation($id: ID!) { deleteTool(id: $id) }', { id: toolId });
    expect(deleted.errors).toBeUndefined();
    expect(await keysInBucket()).not.toContain(key);
    expect((await fetch(app.url + cover)).status).toBe(404);
    expect((await fetch(`${app.url}/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${app.url}/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('refuses to start when the bucket is not there: uploads would be lost', async () => {
    await expect(startTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /S3_BUCKET: the bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used for uploads/,
    );
  });
});
