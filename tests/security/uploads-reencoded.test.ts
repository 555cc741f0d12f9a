// Every uploaded image is decoded and encoded again before it is stored, on the disk and in an S3
// bucket alike, over GraphQL and REST: what the camera wrote beside the pixels (GPS position, author,
// serial number, XMP, ICC profile, comments) never reaches anyone, the EXIF orientation is applied,
// the pages get WebP sizes (`?w=`), and a picture that would decode to more pixels than the bound is
// refused as bad input that names its field. Images stored before keep answering as they were.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../api/src/test/s3-server.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { cameraJpeg, expectCameraMetadata, expectCleanUpright, fetchBytes, palettePng } from './camera-images.js';
import { newUser, signInAdmin, startSecurityApp, type Person } from './support.js';

type Upload = { data: Buffer; name: string; type?: string };

const CREATE_TOOL = `mutation($input: ToolInput!, $coverImage: Upload) {
  createTool(input: $input, coverImage: $coverImage) { id coverImage }
}`;

let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Client;
let camera: Buffer;
/** 8000 x 8000 (64 megapixels) in a few kilobytes. */
let bomb: Buffer;
/** 7200 x 5000 (36 megapixels) in a few kilobytes: under the bound, but never served at that size. */
let large: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  [camera, bomb, large] = await Promise.all([cameraJpeg(640), palettePng(8000, 8000), palettePng(7200, 5000)]);
}, 60_000);
afterAll(async () => {
  bucket?.destroy();
  await s3?.close();
});

const drivers = {
  disk: () => ({}),
  'an S3 bucket': () => s3.env,
};

describe.each(Object.keys(drivers) as (keyof typeof drivers)[])('uploads kept on %s', (driver) => {
  let app: TestApp;
  let admin: HttpClient;
  let owner: Person;
  let categoryId: string;

  beforeAll(async () => {
    app = await startSecurityApp(drivers[driver]());
    admin = await signInAdmin(app);
    categoryId = (await admin.gql('mutation { createRentalCategory(name: "Cameras") { id } }')).data!
      .createRentalCategory.id;
    owner = await newUser(app);
  });
  afterAll(() => app?.close());

  /** Every stored file or object, to prove that a refused upload stores nothing. */
  async function stored(): Promise<string[]> {
    if (driver === 'disk') {
      const dir = path.join(app.dataDir, 'uploads');
      return existsSync(dir) ? (await readdir(dir, { recursive: true })).sort() : [];
    }
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((o) => o.Key!).sort();
  }

  const toolFields = () => ({ name: 'Camera test', price: '5', categoryId, country: 'Nigeria', city: 'Abuja' });
  const coverViaGraphQL = (cover: Upload) =>
    owner.client.gqlUpload(CREATE_TOOL, { input: toolFields() }, { coverImage: cover });
  const coverViaRest = (cover: Upload) =>
    owner.client.form('POST', `/api/user/${owner.user.id}/add-rental`, toolFields(), { cover_image: cover });
  const jpeg = (data: Buffer): Upload => ({ data, name: 'IMG_0001.JPG', type: 'image/jpeg' });
  const png = (data: Buffer): Upload => ({ data, name: 'picture.png', type: 'image/png' });

  it('the test photo carries a GPS position, author, serial number, XMP, ICC profile, comment and orientation', async () => {
    await expectCameraMetadata(camera);
  });

  it('serves a cover sent through GraphQL without any metadata, turned upright', async () => {
    const res = await coverViaGraphQL(jpeg(camera));
    expect(res.errors).toBeUndefined();
    const url: string = res.data.createTool.coverImage;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const served = await fetchBytes(app.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    await expectCleanUpright(served.bytes, { width: 320, height: 640 });
  });

  it('serves a category image and a cover sent through REST without any metadata, turned upright', async () => {
    const category = await admin.form('POST', '/api/add-rental-category', { name: 'Phones' }, { image: jpeg(camera) });
    expect(category.status).toBe(201);
    const picture = await fetchBytes(app.url + category.body.category.image);
    expect(picture.status).toBe(200);
    await expectCleanUpright(picture.bytes, { width: 320, height: 640 });

    const listed = await coverViaRest(jpeg(camera));
    expect(listed.status).toBe(201);
    const cover = await fetchBytes(app.url + listed.body.rental.cover_image);
    await expectCleanUpright(cover.bytes, { width: 320, height: 640 });
  });

  it('answers the sizes the pages ask for as WebP (?w=), and the image itself for a size it does not have', async () => {
    const url: string = (await coverViaGraphQL(jpeg(camera))).data.createTool.coverImage;
    const small = await fetchBytes(`${app.url}${url}?w=160`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await expectCleanUpright(small.bytes, { width: 160, height: 320 });
    // The photo is 320 wide: no 480 of it was made (never enlarged), so the photo answers.
    const wide = await fetchBytes(`${app.url}${url}?w=480`);
    expect(wide.status).toBe(200);
    expect(wide.headers.get('content-type')).toBe('image/jpeg');
    await expectCleanUpright(wide.bytes, { width: 320, height: 640 });
    // Only the sizes of the list exist; anything else is a client's mistake, never a 500.
    const odd = await fetch(`${app.url}${url}?w=333`);
    expect(odd.status).toBe(400);
    expect((await odd.json()).code).toBe('BAD_USER_INPUT');
  });

  it('keeps a large but honest picture, stored and served at most 2560 pixels on a side', async () => {
    const res = await coverViaGraphQL(png(large));
    expect(res.errors).toBeUndefined();
    const served = await fetchBytes(app.url + res.data.createTool.coverImage);
    const meta = await sharp(served.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([2560, 1778]);
    const phone = await fetchBytes(`${app.url}${res.data.createTool.coverImage}?w=1080`);
    expect((await sharp(phone.bytes).metadata()).width).toBe(1080);
  });

  it('refuses a decompression bomb as bad input naming its field, over GraphQL and REST, and stores nothing', async () => {
    expect(bomb.length).toBeLessThan(20_000);
    const before = await stored();
    const viaGraphQL = await coverViaGraphQL(png(bomb));
    expect(viaGraphQL.data?.createTool ?? null).toBeNull();
    expect(viaGraphQL.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'coverImage', msg: expect.stringMatching(/8000 x 8000 pixels.*megapixels/) }],
    });
    const viaRest = await coverViaRest(png(bomb));
    expect(viaRest.status).toBe(400);
    expect(viaRest.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ path: 'cover_image', msg: expect.stringMatching(/megapixels/) }],
    });
    const picture = await admin.form('POST', '/api/add-rental-category', { name: 'Bombs' }, { image: png(bomb) });
    expect(picture.status).toBe(400);
    expect(picture.body.errors).toEqual([{ path: 'image', msg: expect.stringMatching(/^The category image is/) }]);
    expect(await stored()).toEqual(before);
  });

  it('keeps answering images stored before, as they were stored, also for a size', async () => {
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    if (driver === 'disk') await writeFile(path.join(app.dataDir, 'uploads', name), camera);
    else
      await bucket.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}`, Body: camera, ContentType: 'image/jpeg' }),
      );
    for (const address of [`/uploads/${name}`, `/uploads/${name}?w=480`]) {
      const served = await fetchBytes(app.url + address);
      expect(served.status, address).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.bytes.equals(camera)).toBe(true);
    }
  });
});
