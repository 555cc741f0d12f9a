import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoImagesFolder } from '../db/demo.js';
import { pngDeclaring, tinyPng } from '../test/factories.js';
import { detectImageType, readImageSize } from './image-type.js';

describe('detectImageType', () => {
  it('recognises PNG, JPEG and WebP by their bytes', () => {
    expect(detectImageType(tinyPng())?.ext).toBe('png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.ext).toBe('jpg');
    expect(detectImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))?.ext).toBe('webp');
  });

  it('refuses SVG, HTML, GIF and truncated files', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageType(Buffer.from([0x89, 0x50]))).toBeUndefined();
  });
});

// Encoded by Chromium (canvas.toDataURL) at 37 x 23 pixels: real files, not hand-made headers.
const CHROMIUM_JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAXACUDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAYE/8QAHxAAAgICAgMBAAAAAAAAAAAAAQIAAwQFERIGUWFB/8QAFwEBAQEBAAAAAAAAAAAAAAAAAAUDBP/EABsRAQACAwEBAAAAAAAAAAAAAAABAgMEIRFB/9oADAMBAAIRAxEAPwCb1muu2eQ1NDIrKnclyQOOQPwfZvyPF83Hx7LntxytaFyAzc8Ac+o8Uvpx9nY99qVKaSAXYKOey+5SbLYYT6zKRMzHZmpcAC1SSep+ydtbWfHnilI5z47a1iY9lARESuyIiICIiAiIgIiIH//Z';
/** The image chunks of Chromium's WebP files (lossy VP8 and lossless VP8L), without its ICC profile. */
const CHROMIUM_VP8 =
  'VlA4IIAAAAAwBACdASolABcAPtFgpU8oJaMiJWzJABoJaADMSzR0W4gAD6QCuo2C0iAA/vC9/5VoRUd95CuMj4tO+UWQLBNky9xwVtSYRIiai2ynhpET/1MGuaf68atX4nc+Vm+4tf6B4YPcn27MmZQPc24TkCogPGAeKJFxxb76ilxAAAAAAA==';
const CHROMIUM_VP8L = 'VlA4TCcAAAAvJIAFAA9wCN7rFB8Hef4DDwSSNjZ/1cc5TxDR/3kAAADQ/AEA9hEA';

/** A simple-format WebP file around one image chunk. */
function webpAround(chunkBase64: string): Buffer {
  const chunk = Buffer.from(chunkBase64, 'base64');
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(4 + chunk.length, 4);
  return Buffer.concat([header, chunk]);
}

describe('readImageSize', () => {
  const sizeOf = (bytes: Buffer) => readImageSize(bytes, detectImageType(bytes)!);

  it('reads the declared size of PNG, JPEG and the three WebP layouts', () => {
    expect(sizeOf(tinyPng())).toEqual({ width: 1, height: 1 });
    expect(sizeOf(Buffer.from(CHROMIUM_JPEG, 'base64'))).toEqual({ width: 37, height: 23 });
    expect(sizeOf(webpAround(CHROMIUM_VP8))).toEqual({ width: 37, height: 23 });
    expect(sizeOf(webpAround(CHROMIUM_VP8L))).toEqual({ width: 37, height: 23 });
    const demo = readFileSync(path.join(demoImagesFolder(), 'drill.webp'));
    expect(sizeOf(demo)).toEqual({ width: 1200, height: 900 });
  });

  it('reads the huge size a pixel-flood PNG declares in a few bytes', () => {
    const flood = pngDeclaring(100_000, 100_000);
    expect(flood.length).toBeLessThan(100);
    expect(sizeOf(flood)).toEqual({ width: 100_000, height: 100_000 });
  });

  it('gives up on files whose size cannot be read', () => {
    expect(sizeOf(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 2, 3, 4, 5, 6]))).toBeUndefined();
    expect(sizeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeUndefined();
    expect(sizeOf(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBeUndefined();
  });
});
