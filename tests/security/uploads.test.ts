// Uploaded images are accepted by their content only (and decoded: see uploads-reencoded.test.ts),
// under a name the server makes up, within size, pixel and count limits; over REST (multer) and GraphQL
// (graphql-upload) alike. A refused upload leaves no file behind.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFields, pngDeclaring, tinyPng, uniqueEmail } from '../../api/src/test/factories.js';
import type { TestApp } from '../../api/src/test/test-app.js';
import { IMAGE_WIDTHS } from '../../api/src/lib/image-encoding.js';
import { palettePng } from './camera-images.js';
import { newUser, signInAdmin, startSecurityApp, type Person } from './support.js';

type Upload = { data: Buffer; name: string; type?: string };

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>fetch("/api/all-users")</script></svg>',
);
/** JPEG magic bytes in front of a PHP web shell: passes a naive magic-byte check. */
const PHP_BEHIND_JPEG_MAGIC = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('<?php system($_GET["c"]); ?>'),
]);

let app: TestApp;
let owner: Person;
let categoryId: string;

beforeAll(async () => {
  app = await startSecurityApp();
  const admin = await signInAdmin(app);
  categoryId = (await admin.gql('mutation { createRentalCategory(name: "Uploads") { id } }')).data!.createRentalCategory
    .id;
  owner = await newUser(app);
});
afterAll(() => app?.close());

const uploadsDir = () => path.join(app.dataDir, 'uploads');
const storedFiles = async () => (existsSync(uploadsDir()) ? (await readdir(uploadsDir())).sort() : []);

/**
 * The profile picture an account was given: sign-up answers alike whether or not the address was
 * known, so it names no account; signing in shows it.
 */
async function pictureOf(email: string, password: string): Promise<string | undefined> {
  const login = await app.client().json('POST', '/api/login', { email, password });
  return login.body?.user?.image ?? undefined;
}

/** The two anonymous ways in: REST create-account and GraphQL createAccount, each with one image. */
async function viaRest(image: Upload) {
  const fields = accountFields();
  const res = await app.client().form('POST', '/api/create-account', fields, { image });
  const code = res.body?.code as string | undefined;
  return { status: res.status, code, image: code ? undefined : await pictureOf(fields.email, fields.password) };
}
async function viaGraphQL(image: Upload) {
  const input = {
    firstName: 'Up',
    lastName: 'Loader',
    email: uniqueEmail('upload'),
    country: 'Nigeria',
    password: 'a long enough password',
  };
  const res = await app
    .client()
    .gqlUpload(
      'mutation($input: CreateAccountInput!, $image: Upload) { createAccount(input: $input, image: $image) { email } }',
      { input },
      { image },
    );
  const code = res.errors?.[0]?.extensions?.code;
  return {
    status: res.status,
    code,
    message: res.errors?.[0]?.message,
    image: code ? undefined : await pictureOf(input.email, input.password),
  };
}
const transports = { REST: viaRest, GraphQL: viaGraphQL };

describe.each(Object.entries(transports))('uploads over %s', (_name, send) => {
  it('refuse a file whose bytes are not an image, whatever its name and type say', async () => {
    const before = await storedFiles();
    const text = await send({ data: Buffer.from('just some text'), name: 'photo.png', type: 'image/png' });
    expect(text.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const shell = await send({ data: PHP_BEHIND_JPEG_MAGIC, name: 'photo.jpg', type: 'image/jpeg' });
    expect(shell.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuse SVG, which can carry script', async () => {
    const res = await send({ data: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' });
    expect(res.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('store a real image under a name of their own: no ".php", no "../"', async () => {
    const shellName = await send({ data: tinyPng(), name: 'shell.jpg.php', type: 'application/x-php' });
    expect(shellName.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await fetch(app.url + shellName.image);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const marker = `traversal-${Date.now()}.png`;
    const traversal = await send({ data: tinyPng(), name: `../../../${marker}`, type: 'image/png' });
    expect(traversal.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    for (const dir of [uploadsDir(), app.dataDir, path.dirname(app.dataDir), path.resolve(uploadsDir(), '../../..')]) {
      expect(existsSync(path.join(dir, marker)), dir).toBe(false);
    }
    expect(
      (await storedFiles()).every(
        (name) => /^[a-f0-9]{32}(\.(png|jpg|webp)|-\d+w\.webp)$/.test(name) || name === 'private',
      ),
    ).toBe(true);
  });

  it('refuse a pixel flood: a tiny file declaring a huge picture, as bad input', async () => {
    const before = await storedFiles();
    const flood = pngDeclaring(100_000, 100_000);
    expect(flood.length).toBeLessThan(100);
    const res = await send({ data: flood, name: 'flood.png', type: 'image/png' });
    expect(res.code).toBe('BAD_USER_INPUT');
    const wide = await send({ data: pngDeclaring(20_000, 10), name: 'wide.png', type: 'image/png' });
    expect(wide.code).toBe('BAD_USER_INPUT');
    // Large but honest pictures still pass: 6000 x 4000 is a 24-megapixel camera.
    const camera = await send({ data: await palettePng(6000, 4000), name: 'camera.png', type: 'image/png' });
    expect(camera.image).toMatch(/^\/uploads\//);
    // Stored with its sizes (WebP, for the pages' srcset).
    expect((await storedFiles()).length).toBe(before.length + 1 + IMAGE_WIDTHS.length);
  });

  it('refuse a header that declares more than the data holds: unreadable, never a server error', async () => {
    const before = await storedFiles();
    const res = await send({ data: pngDeclaring(6000, 4000), name: 'short.png', type: 'image/png' });
    expect(res.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuse files over 5 MB', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const res = await send({ data: big, name: 'big.png', type: 'image/png' });
    expect(res.status === 413 || res.code === 'PAYLOAD_TOO_LARGE').toBe(true);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('too many files in one request', () => {
  const png = () => ({ data: tinyPng(), name: 'p.png', type: 'image/png' });

  it('is refused over REST', async () => {
    const before = await storedFiles();
    const form = new FormData();
    const fields = {
      name: 'Six photos',
      price: '5',
      categoryId,
      country: 'Nigeria',
      city: 'Abuja',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const field of ['cover_image', 'image1', 'image2', 'image3', 'image4', 'image5']) {
      form.append(field, new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'p.png');
    }
    const res = await owner.client.request('POST', `/api/user/${owner.user.id}/add-rental`, { body: form });
    expect(res.status).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('is refused over GraphQL', async () => {
    const before = await storedFiles();
    const res = await owner.client.gqlUpload(
      'mutation($input: ToolInput!, $coverImage: Upload, $image1: Upload, $image2: Upload, $image3: Upload, $image4: Upload, $extra: Upload) { createTool(input: $input, coverImage: $coverImage, image1: $image1, image2: $image2, image3: $image3, image4: $image4) { id } }',
      { input: { name: 'Six photos', price: '5', categoryId, country: 'Nigeria', city: 'Abuja' } },
      { coverImage: png(), image1: png(), image2: png(), image3: png(), image4: png(), extra: png() },
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.data).toBeUndefined();
    expect(await storedFiles()).toEqual(before);
    const mine = await owner.client.gql('{ myTools { items { id } } }');
    expect(mine.data?.myTools.items).toEqual([]);
  });
});
