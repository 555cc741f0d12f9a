import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { encodeImage, IMAGE_WIDTHS, type ImageUse, type ImageWidth, type IncomingFile } from './image-encoding.js';
import { CONTENT_TYPE_BY_EXT } from './image-type.js';
import { PRIVATE_UPLOADS_URL_PREFIX } from './signed-upload-urls.js';

export { assertImage, MAX_IMAGE_BYTES } from './image-encoding.js';
export type { ImageUse, IncomingFile } from './image-encoding.js';
export { PRIVATE_UPLOADS_URL_PREFIX };

export const MAX_FILES_PER_REQUEST = 5;
/** Public URL prefix of stored files; the names below it are generated, never the client's. */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** A stored image's name: 128 random bits and the extension of its type. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** A stored file on its way out: its bytes, their number when the store knows it, and their type. */
export interface StoredFile {
  body: Readable;
  size: number | undefined;
  contentType: string;
}

/**
 * Where uploaded images live: DATA_DIR/uploads (createLocalStorage) or an S3-compatible bucket
 * (createS3Storage), both through `imageStorage`, so an image gets the same treatment in either.
 *
 * An image is stored as `<32 hex>.<ext>`, re-encoded (image-encoding.ts), with its sizes beside it as
 * `<32 hex>-<width>w.webp` (IMAGE_WIDTHS narrower than the image). A public one is served at
 * `/uploads/<name>` and its sizes at `/uploads/<name>?w=<width>`; an image stored before sizes existed
 * answers its `?w=` addresses with itself. A private one (`use.private`) lives under `private/` and its
 * reference is `/uploads/private/<name>`, which answers only with a signature (signed-upload-urls.ts).
 */
export interface FileStorage {
  /** Checks, re-encodes and stores an image with its sizes; answers its public URL path or private reference. */
  saveImage(file: IncomingFile, use: ImageUse): Promise<string>;
  /** Removes a file and its sizes by its URL path or reference; unknown paths are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /**
   * The stored file `name` (a STORED_NAME) for serving, public or private: its WebP of `width` when it
   * has one, else itself; undefined when there is none.
   */
  read(name: string, options?: { private?: boolean; width?: ImageWidth }): Promise<StoredFile | undefined>;
  /**
   * Moves a public image (and its sizes) to the private files; answers its private reference. A file
   * already moved (or lost) is no error: the move is safe to run again, and on several instances at once.
   */
  makePrivate(url: string): Promise<string>;
  /** Fails when the store cannot be used (a bucket that does not exist or refuses us): run at start. */
  check(): Promise<void>;
}

/**
 * What a driver keeps: bytes under a key (`<name>` or `private/<name>`, names only ever built here from
 * STORED_NAME), and nothing about images.
 */
export interface ObjectStore {
  /** Writes a new object; with `replace` unset, an existing key fails rather than being overwritten. */
  put(key: string, bytes: Buffer, contentType: string, options?: { replace?: boolean }): Promise<void>;
  get(key: string): Promise<Omit<StoredFile, 'contentType'> | undefined>;
  /** Deletes an object; a missing one is no error. */
  delete(key: string): Promise<void>;
  check(): Promise<void>;
}

/** The key prefix of private files, in a driver's store. */
export const PRIVATE_KEY_PREFIX = 'private/';

/** A new stored name for an image of type `ext`: 128 random bits, never the client's file name. */
export const newStoredName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** The name under which the WebP of `width` of stored image `name` is kept. */
export const sizeNameOf = (name: string, width: number) => `${name.slice(0, 32)}-${width}w.webp`;

/** The stored name of a public URL path, when it is one of ours. */
export function storedNameOf(url: string | null | undefined): string | undefined {
  const name = url?.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : undefined;
  return name && STORED_NAME.test(name) ? name : undefined;
}

/** Where a URL path or reference points: a stored name, public or private; undefined when not ours. */
export function storedFileOf(url: string | null | undefined): { name: string; private: boolean } | undefined {
  if (url?.startsWith(PRIVATE_UPLOADS_URL_PREFIX)) {
    const name = url.slice(PRIVATE_UPLOADS_URL_PREFIX.length);
    return STORED_NAME.test(name) ? { name, private: true } : undefined;
  }
  const name = storedNameOf(url);
  return name ? { name, private: false } : undefined;
}

const contentTypeOf = (key: string) =>
  CONTENT_TYPE_BY_EXT[key.slice(key.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPE_BY_EXT];

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The image rules of FileStorage over a driver's ObjectStore. */
export function imageStorage(objects: ObjectStore): FileStorage {
  const keysOf = (name: string, isPrivate: boolean) =>
    [name, ...IMAGE_WIDTHS.map((width) => sizeNameOf(name, width))].map((key) =>
      isPrivate ? PRIVATE_KEY_PREFIX + key : key,
    );
  return {
    async saveImage(file, use) {
      const image = await encodeImage(file, use);
      const name = newStoredName(image.type.ext);
      const area = use.private ? PRIVATE_KEY_PREFIX : '';
      const files = [
        { key: area + name, bytes: image.bytes },
        ...image.sizes.map((size) => ({ key: area + sizeNameOf(name, size.width), bytes: size.bytes })),
      ];
      const written: string[] = [];
      try {
        await Promise.all(
          files.map(async ({ key, bytes }) => {
            await objects.put(key, bytes, contentTypeOf(key));
            written.push(key);
          }),
        );
      } catch (error) {
        await Promise.all(written.map((key) => objects.delete(key).catch(() => undefined)));
        throw error;
      }
      return (use.private ? PRIVATE_UPLOADS_URL_PREFIX : UPLOADS_URL_PREFIX) + name;
    },
    async remove(url) {
      const file = storedFileOf(url);
      if (file) await Promise.all(keysOf(file.name, file.private).map((key) => objects.delete(key)));
    },
    async read(name, options = {}) {
      if (!STORED_NAME.test(name)) return undefined;
      const area = options.private ? PRIVATE_KEY_PREFIX : '';
      const keys = options.width ? [area + sizeNameOf(name, options.width), area + name] : [area + name];
      for (const key of keys) {
        const found = await objects.get(key);
        if (found) return { ...found, contentType: contentTypeOf(key) };
      }
      return undefined;
    },
    async makePrivate(url) {
      const file = storedFileOf(url) ?? (url && STORED_NAME.test(url) ? { name: url, private: false } : undefined);
      if (!file || file.private) return url;
      const privateKeys = keysOf(file.name, true);
      for (const [i, key] of keysOf(file.name, false).entries()) {
        const found = await objects.get(key);
        if (!found) continue;
        // Replaced, not refused, when there: a move stopped between its copy and its delete runs again.
        await objects.put(privateKeys[i]!, await bytesOf(found.body), contentTypeOf(key), { replace: true });
        await objects.delete(key);
      }
      return PRIVATE_UPLOADS_URL_PREFIX + file.name;
    },
    check: () => objects.check(),
  };
}

/** Files under `root` (DATA_DIR/uploads): private ones in its `private/` folder. */
export function createLocalStorage(root: string): FileStorage {
  return imageStorage({
    async put(key, bytes, _contentType, options = {}) {
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: options.replace ? 'w' : 'wx' });
    },
    async get(key) {
      const handle = await open(path.join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    },
    async delete(key) {
      await rm(path.join(root, key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  });
}
