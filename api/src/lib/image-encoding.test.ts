import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngDeclaring, tinyPng } from '../test/factories.js';
import { AppError } from './errors.js';
import { encodeImage, IMAGE_WIDTHS, MAX_STORED_SIDE } from './image-encoding.js';

const use = { field: 'coverImage', label: 'The cover image' };

async function refusal(buffer: Buffer) {
  const error = await encodeImage({ filename: 'x.png', buffer }, use).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('encodeImage', () => {
  it('keeps the pixels upright and nothing else: no EXIF, ICC profile or XMP', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#00f' } })
      .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#f00' } }, left: 0, top: 0 }])
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jane Roe' } })
      .withIccProfile('p3')
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await encodeImage({ filename: 'IMG.JPG', buffer: sideways }, use);
    expect(image.type.ext).toBe('jpg');
    const meta = await sharp(image.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif, meta.icc, meta.xmp]).toEqual([
      20,
      40,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(image.bytes.includes('Jane Roe')).toBe(false);
  });

  it('makes the WebP sizes narrower than the picture, and stores it at most MAX_STORED_SIDE wide', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const image = await encodeImage({ filename: 'wide.png', buffer: wide }, use);
    expect([image.width, image.height]).toEqual([MAX_STORED_SIDE, 853]);
    expect(image.sizes.map((s) => s.width)).toEqual([...IMAGE_WIDTHS]);
    for (const size of image.sizes) {
      const meta = await sharp(size.bytes).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', size.width]);
    }
    const small = await encodeImage({ filename: 'tiny.png', buffer: tinyPng() }, use);
    expect([small.width, small.height, small.sizes]).toEqual([1, 1, []]);
  });

  it('refuses a decompression bomb as bad input naming the field, and unreadable files as such', async () => {
    const bomb = await refusal(pngDeclaring(9000, 9000));
    expect(bomb.code).toBe('BAD_USER_INPUT');
    expect(bomb.fields).toEqual([
      { path: 'coverImage', msg: expect.stringMatching(/^The cover image is 9000 x 9000/) },
    ]);
    const short = await refusal(pngDeclaring(300, 200));
    expect(short.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(short.fields).toEqual([
      { path: 'coverImage', msg: 'The cover image is not a readable PNG, JPEG or WebP image' },
    ]);
    const svg = await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('pads a logo past its widest shape to it, clear around a PNG and white around a JPEG; keeps others as they are', async () => {
    const logo = { field: 'logo', label: 'The logo', maxAspect: 4 };
    const made = (width: number, height: number, format: 'png' | 'jpeg') => {
      const image = sharp({ create: { width, height, channels: 3, background: '#2e7d32' } });
      return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
    };
    const wide = await encodeImage({ filename: 'wide.png', buffer: await made(1200, 100, 'png') }, logo);
    expect([wide.width, wide.height]).toEqual([1200, 300]);
    const corner = await sharp(wide.bytes)
      .ensureAlpha()
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(corner[3]).toBe(0);
    const middle = await sharp(wide.bytes).extract({ left: 600, top: 150, width: 1, height: 1 }).raw().toBuffer();
    expect([...middle.subarray(0, 3)]).toEqual([0x2e, 0x7d, 0x32]);
    const tall = await encodeImage({ filename: 'tall.jpg', buffer: await made(50, 600, 'jpeg') }, logo);
    expect([tall.width, tall.height]).toEqual([150, 600]);
    const edge = await sharp(tall.bytes).extract({ left: 0, top: 300, width: 1, height: 1 }).raw().toBuffer();
    expect(Math.min(...edge.subarray(0, 3))).toBeGreaterThan(245);
    const square = await encodeImage({ filename: 'ok.png', buffer: await made(400, 200, 'png') }, logo);
    expect([square.width, square.height]).toEqual([400, 200]);
    // Other pictures keep their shape, however wide.
    const banner = await encodeImage({ filename: 'b.png', buffer: await made(1200, 100, 'png') }, use);
    expect([banner.width, banner.height]).toEqual([1200, 100]);
  });

  it('offers the same widths as the web app asks for', () => {
    const web = readFileSync(path.resolve(import.meta.dirname, '../../../web/src/lib/image-sources.ts'), 'utf8');
    const listed = /IMAGE_WIDTHS = \[([\d, ]+)\]/.exec(web)?.[1]?.split(',').map(Number);
    expect(listed).toEqual([...IMAGE_WIDTHS]);
  });
});
