// Condition photos (taken at a booking's pickup and return) are for the booking's renter, its owner
// and administrators only: each of them gets a short-lived signed address in the answer that lists
// the photos (an <img> request carries no token), the plain /uploads/<name> address never serves them,
// and no cache between may keep them. Photos stored before this rule are moved out of the public
// address at start. On the disk and in an S3 bucket alike.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionPhotos } from '../../api/src/features/rentals/handovers/handover.table.js';
import { buildBooking, buildTool } from '../../api/src/test/factories.js';
import { startS3Server } from '../../api/src/test/s3-server.js';
import {
  createTestStore,
  startTestApp,
  type HttpClient,
  type TestApp,
  type TestStore,
} from '../../api/src/test/test-app.js';
import { cameraJpeg, expectCleanUpright, fetchBytes } from './camera-images.js';
import { ADMIN, newUser, signInAdmin, type Person } from './support.js';

const ADD = `mutation($bookingId: ID!, $images: [Upload!]!) {
  addConditionPhotos(bookingId: $bookingId, stage: PICKUP, images: $images) { id url }
}`;
const PHOTOS = 'query($id: ID!) { booking(id: $id) { conditionPhotos { id url } } }';
const SIGNED = /^\/uploads\/private\/([a-f0-9]{32}\.jpg)\?expires=(\d+)&signature=([\w-]+)$/;

let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Client;
let camera: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  camera = await cameraJpeg(640);
}, 60_000);
afterAll(async () => {
  bucket?.destroy();
  await s3?.close();
});

const drivers = {
  disk: () => ({}),
  'an S3 bucket': () => s3.env,
};

describe.each(Object.keys(drivers) as (keyof typeof drivers)[])('condition photos kept on %s', (driver) => {
  let store: TestStore;
  let app: TestApp;
  let admin: HttpClient;
  let owner: Person;
  let renter: Person;
  let stranger: Person;
  let bookingId: string;
  let uploaded: string;

  const start = () => startTestApp({ ...ADMIN, ...drivers[driver]() }, store);

  beforeAll(async () => {
    store = await createTestStore();
    app = await start();
    admin = await signInAdmin(app);
    [owner, renter, stranger] = [await newUser(app), await newUser(app), await newUser(app)];
    const tool = await buildTool(app.database.db, { owner: { id: owner.user.id } });
    const booking = await buildBooking(app.database.db, {
      tool,
      renter: { id: renter.user.id },
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    bookingId = booking.id;
    const added = await owner.client.gqlUpload(
      ADD,
      { bookingId, images: [null] },
      { 'images.0': { data: camera, name: 'IMG_0001.JPG', type: 'image/jpeg' } },
    );
    expect(added.errors).toBeUndefined();
    uploaded = added.data.addConditionPhotos[0].url;
  });
  afterAll(async () => {
    await app?.close();
    await store?.drop();
  });

  const photoUrl = async (client: HttpClient) => {
    const res = await client.gql(PHOTOS, { id: bookingId });
    return { res, url: res.data?.booking?.conditionPhotos?.[0]?.url as string | undefined };
  };

  it('gives the uploader a signed, expiring address, never the public one', () => {
    expect(uploaded).toMatch(SIGNED);
  });

  it("serves the photo to the booking's owner, its renter and administrators, without metadata and not publicly cacheable", async () => {
    for (const [who, client] of [
      ['owner', owner.client],
      ['renter', renter.client],
      ['admin', admin],
    ] as const) {
      const { res, url } = await photoUrl(client);
      expect(res.errors, who).toBeUndefined();
      expect(url, who).toMatch(SIGNED);
      // Fetched as an <img> is: no token, no cookie.
      const served = await fetchBytes(app.url + url!);
      expect(served.status, who).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const cacheControl = served.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/^private\b/);
      expect(cacheControl).not.toMatch(/public|immutable/);
      await expectCleanUpright(served.bytes, { width: 320, height: 640 });
      // Its smaller sizes go with the same signature.
      const thumb = await fetchBytes(`${app.url}${url}&w=160`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect(thumb.headers.get('cache-control')).toMatch(/^private\b/);
    }
  });

  it('gives a stranger and an anonymous caller no address', async () => {
    const seen = await photoUrl(stranger.client);
    expect(seen.res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(seen.url).toBeUndefined();
    expect(JSON.stringify(seen.res)).not.toMatch(/uploads/);
    const anonymous = await photoUrl(app.client());
    expect(anonymous.res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(anonymous.res)).not.toMatch(/uploads/);
  });

  it('answers nothing without a valid signature: public address, none, tampered, moved or past expiry', async () => {
    const [, name, expires, signature] = SIGNED.exec(uploaded)!;
    const status = async (address: string) => (await fetch(app.url + address)).status;
    expect(await status(`/uploads/${name}`)).toBe(404);
    expect(await status(`/uploads/${name}?w=160`)).toBe(404);
    expect(await status(`/uploads/private/${name}`)).toBe(403);
    expect(await status(`/uploads/private/${name}?expires=${expires}`)).toBe(403);
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(await status(`/uploads/private/${name}?expires=${expires}&signature=${flipped}`)).toBe(403);
    expect(await status(`/uploads/private/${name}?expires=${Number(expires) + 86_400}&signature=${signature}`)).toBe(
      403,
    );
    // Another photo's name under this signature.
    const other = `${randomBytes(16).toString('hex')}.jpg`;
    expect(await status(`/uploads/private/${other}?expires=${expires}&signature=${signature}`)).toBe(403);
    // Signed by the server itself, but two hours ago: expired.
    const stale = app.services.handovers.photoUrl(`/uploads/private/${name}`, new Date(Date.now() - 2 * 3_600_000));
    expect(stale).toMatch(SIGNED);
    expect(await status(stale)).toBe(403);
    expect(await status(`/uploads/private/..%2F${name}?expires=${expires}&signature=${signature}`)).toBe(404);
  });

  it('moves photos stored before at their public address out of it at start; their parties still see them', async () => {
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    if (driver === 'disk') {
      await mkdir(path.join(store.dataDir, 'uploads'), { recursive: true });
      await writeFile(path.join(store.dataDir, 'uploads', name), camera);
    } else {
      await bucket.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}`, Body: camera, ContentType: 'image/jpeg' }),
      );
    }
    await app.database.db.insert(conditionPhotos).values({
      bookingId,
      stage: 'pickup',
      uploadedById: renter.user.id,
      uploadedBy: 'renter',
      image: `/uploads/${name}`,
      createdAt: new Date(Date.now() + 60_000),
    });
    expect((await fetch(`${app.url}/uploads/${name}`)).status).toBe(200);

    await app.close();
    app = await start();
    renter.client = app.client();
    const login = await renter.client.json('POST', '/api/login', { email: renter.email, password: renter.password });
    renter.client.token = login.body.token;

    expect((await fetch(`${app.url}/uploads/${name}`)).status).toBe(404);
    const listed = await renter.client.gql<{ booking: { conditionPhotos: { url: string }[] } }>(PHOTOS, {
      id: bookingId,
    });
    const urls = listed.data!.booking.conditionPhotos.map((p) => p.url);
    expect(urls).toHaveLength(2);
    expect(urls.every((url) => SIGNED.test(url))).toBe(true);
    const moved = await fetchBytes(app.url + urls[1]!);
    expect(moved.status).toBe(200);
    expect(moved.bytes.equals(camera)).toBe(true);
    expect(moved.headers.get('cache-control')).toMatch(/^private\b/);
  });
});
