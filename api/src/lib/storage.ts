import { randomBytes } from 'node:crypto';
import { access, constants, link, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { encodeImage, IMAGE_WIDTHS, type ImageUse, type ImageWidth, type IncomingFile } from './image-encoding.js';
import { CONTENT_TYPE_BY_EXT } from './image-type.js';
import { PRIVATE_UPLOADS_URL_PREFIX, type SignedUploadUrls } from './signed-upload-urls.js';

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
  /**
   * Fails when the store cannot be used: with StorageUnreachable when it cannot be reached now (it may
   * come back by itself), with another error when it refuses us (a bucket that does not exist, no
   * permission: a setting to fix). Run at start and by readiness probes.
   */
  check(): Promise<void>;
}

/** The store cannot be reached now (network, the service down, a mount gone): it may come back by itself. */
export class StorageUnreachable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnreachable';
  }
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

/**
 * The signed address of a private image (its stored reference, or a bare stored name), valid for 30
 * to 60 minutes from `now`: give it only to whom may see the image. Anything not of ours answers an
 * address that serves nothing, whatever it says.
 */
export function signedImageUrl(urls: SignedUploadUrls, image: string, now = new Date()): string {
  const name = storedFileOf(image)?.name ?? (STORED_NAME.test(image) ? image : undefined);
  return name ? urls.urlOf(name, now) : `${PRIVATE_UPLOADS_URL_PREFIX}missing`;
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
      // Every write is waited for, failed or not, before the written ones are removed: a write still under
      // way when another failed would otherwise land after the clean-up and stay.
      const outcomes = await Promise.allSettled(
        files.map(({ key, bytes }) => objects.put(key, bytes, contentTypeOf(key))),
      );
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) {
        const written = files.filter((_, i) => outcomes[i]!.status === 'fulfilled');
        await Promise.all(written.map(({ key }) => objects.delete(key).catch(() => undefined)));
        throw failed.reason;
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

/** Errors of a folder the app may not write (a setting or a permission to fix, not an outage). */
const REFUSED_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST']);

/** File systems without hard links (some network and FUSE mounts) answer link() with these. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK']);

/**
 * Where the file system has no hard links: a rename once the name is seen to be free (a clash between the
 * look and the rename stays possible there; names are 128 random bits).
 */
async function moveWithoutLink(error: NodeJS.ErrnoException, temporary: string, file: string): Promise<void> {
  if (!error.code || !NO_HARD_LINKS.has(error.code)) throw error;
  const taken = await access(file).then(
    () => true,
    () => false,
  );
  if (taken) throw Object.assign(new Error(`EEXIST: file already exists, ${file}`), { code: 'EEXIST' });
  await rename(temporary, file);
}

/** How old a temporary file must be before a sweep removes it: no write takes this long. */
const PARTIAL_WRITE_MAX_AGE_MS = 60 * 60_000;

/**
 * Removes the temporary files of writes a crash cut short, in the uploads folder `root` and its private
 * folder: a process killed between writing a file and naming it never ran the write's own clean-up.
 * Only those older than an hour: another instance may be writing one now. Answers how many it removed.
 */
export async function sweepPartialWrites(root: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const folder of [root, path.join(root, PRIVATE_KEY_PREFIX)]) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.partial'))) {
      const file = path.join(folder, name);
      const stats = await stat(file).catch(() => undefined);
      if (!stats?.isFile() || now - stats.mtimeMs < PARTIAL_WRITE_MAX_AGE_MS) continue;
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Files under `root` (DATA_DIR/uploads): private ones in its `private/` folder. A file is written under a
 * temporary name beside its own and then given its name, so that no reader ever sees part of it and a
 * write that fails (a full disk) leaves nothing: its temporary file is removed.
 */
export function createLocalStorage(root: string): FileStorage {
  return imageStorage({
    async put(key, bytes, _contentType, options = {}) {
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Not a STORED_NAME: never served, even while it exists.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        if (options.replace) await rename(temporary, file);
        // A link, unlike a rename, refuses a name that exists (EEXIST): a clash of names must fail.
        else
          await link(temporary, file).catch((error: NodeJS.ErrnoException) => moveWithoutLink(error, temporary, file));
      } finally {
        await rm(temporary, { force: true });
      }
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
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (error) {
        const { code, message } = error as NodeJS.ErrnoException;
        if (code && REFUSED_CODES.has(code)) {
          throw new Error(
            `DATA_DIR: the uploads folder ${root} cannot be written (${code}). Give the user the app runs as ` +
              'write access to DATA_DIR, or set S3_BUCKET to keep uploads in a bucket.',
            { cause: error },
          );
        }
        throw new StorageUnreachable(`DATA_DIR: the uploads folder ${root} cannot be used now: ${message}`, {
          cause: error,
        });
      }
    },
  });
}
