import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, ErrorCode } from './errors.js';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, detectImageType, readImageSize } from './image-type.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 5;
/** Public URL prefix of stored files; the names below it are generated, never the client's. */
export const UPLOADS_URL_PREFIX = '/uploads/';
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** A file received from a form, whichever API it came through. */
export interface IncomingFile {
  filename: string;
  buffer: Buffer;
}

export interface FileStorage {
  /** Validates and stores an image; returns its public URL path. */
  saveImage(file: IncomingFile, label: string): Promise<string>;
  /** Removes a file by its public URL path; unknown paths are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** Absolute path on disk of a stored name, for serving. */
  pathOf(name: string): string;
}

export function assertImage(file: IncomingFile, label: string) {
  if (file.buffer.length > MAX_IMAGE_BYTES) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `${label} must be 5 MB or smaller`);
  }
  const type = detectImageType(file.buffer);
  if (!type) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, `${label} must be a PNG, JPEG or WebP image`);
  }
  const size = readImageSize(file.buffer, type);
  if (!size || size.width < 1 || size.height < 1) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, `${label} is not a readable PNG, JPEG or WebP image`);
  }
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `${label} is ${size.width} x ${size.height} pixels: images may be at most ${MAX_IMAGE_SIDE.toLocaleString('en')} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
  return type;
}

export function createLocalStorage(root: string): FileStorage {
  return {
    async saveImage(file, label) {
      const type = assertImage(file, label);
      await mkdir(root, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await writeFile(path.join(root, name), file.buffer, { flag: 'wx' });
      return UPLOADS_URL_PREFIX + name;
    },
    async remove(url) {
      const name = url?.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : undefined;
      if (name && STORED_NAME.test(name)) await rm(path.join(root, name), { force: true });
    },
    pathOf(name) {
      return path.join(root, name);
    },
  };
}
