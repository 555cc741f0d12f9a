import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
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

/** A stored file on its way out: its bytes and, when the store knows it, their number. */
export interface StoredFile {
  body: Readable;
  size: number | undefined;
}

/**
 * Where uploaded images live: DATA_DIR/uploads (createLocalStorage) or an S3-compatible bucket
 * (createS3Storage). Either way a file is named `<32 hex>.<ext>` and served at /uploads/<name>.
 */
export interface FileStorage {
  /** Validates and stores an image; returns its public URL path. */
  saveImage(file: IncomingFile, label: string): Promise<string>;
  /** Removes a file by its public URL path; unknown paths are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** The stored file `name` (a STORED_NAME), for serving; undefined when there is none. */
  read(name: string): Promise<StoredFile | undefined>;
  /** Fails when the store cannot be used (a bucket that does not exist or refuses us): run at start. */
  check(): Promise<void>;
}

/** A new stored name for an image of type `ext`: 128 random bits, never the client's file name. */
export const newStoredName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** The stored name of a public URL path, when it is one of ours. */
export function storedNameOf(url: string | null | undefined): string | undefined {
  const name = url?.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : undefined;
  return name && STORED_NAME.test(name) ? name : undefined;
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
      const name = newStoredName(type.ext);
      await writeFile(path.join(root, name), file.buffer, { flag: 'wx' });
      return UPLOADS_URL_PREFIX + name;
    },
    async remove(url) {
      const name = storedNameOf(url);
      if (name) await rm(path.join(root, name), { force: true });
    },
    async read(name) {
      if (!STORED_NAME.test(name)) return undefined;
      const handle = await open(path.join(root, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}
