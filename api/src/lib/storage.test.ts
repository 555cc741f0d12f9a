import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * A disk that fills up during an upload: the write fails with ENOSPC after part of the bytes went to
 * disk (as write(2) does). Nothing of the upload may stay behind, neither the part written nor the
 * image's other sizes. The fault is injected at the file-system layer, so this runs anywhere;
 * tests/reliability/transient-failures.api.test.ts fills a real tmpfs where it may mount one.
 */

const fault = vi.hoisted(() => ({ failAfterBytes: undefined as number | undefined }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (file, data, options) => {
    if (fault.failAfterBytes !== undefined && Buffer.isBuffer(data) && data.length > fault.failAfterBytes) {
      await fs.writeFile(file, data.subarray(0, fault.failAfterBytes), options);
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', errno: -28 });
    }
    return fs.writeFile(file, data, options);
  };
  return { ...fs, default: { ...fs, writeFile }, writeFile };
});

const { createLocalStorage, sweepPartialWrites } = await import('./storage.js');
const { transientFailureOf } = await import('./transient-errors.js');

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'aibex-storage-'));
});
afterEach(async () => {
  fault.failAfterBytes = undefined;
  await rm(root, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

async function picture(): Promise<Buffer> {
  return sharp({
    create: {
      width: 900,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

describe('local storage on a full disk', () => {
  it('leaves no part of an upload behind, and the failure reads as a passing one', async () => {
    const storage = createLocalStorage(root);
    await storage.check();
    const data = await picture();
    // The image itself is the largest file of the upload: its write is the one that fails, midway.
    fault.failAfterBytes = 64 * 1024;
    const failure = await storage
      .saveImage({ buffer: data, filename: 'big.png' }, { field: 'image', label: 'Picture' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ code: 'ENOSPC' });
    expect(transientFailureOf(failure)?.code).toBe('SERVICE_UNAVAILABLE');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('stores the image and its sizes under their own names once there is room', async () => {
    const storage = createLocalStorage(root);
    const url = await storage.saveImage(
      { buffer: await picture(), filename: 'big.png' },
      { field: 'image', label: 'Picture' },
    );
    const files = await filesUnder(root);
    expect(files).toContain(url.slice('/uploads/'.length));
    expect(files.every((file) => /^[a-f0-9]{32}(-\d+w\.webp|\.png)$/.test(file))).toBe(true);
  });
});

describe('the sweep of unfinished writes', () => {
  it('removes the temporary files a killed process left, an hour old or more, public and private, and nothing else', async () => {
    const name = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    await mkdir(path.join(root, 'private'));
    const files = {
      leftPublic: `${name}.png.0a1b2c3d4e5f.partial`,
      leftPrivate: `private/${name}.jpg.0a1b2c3d4e5f.partial`,
      beingWritten: `${name}-480w.webp.1a2b3c4d5e6f.partial`,
      stored: `${name}.png`,
    };
    for (const file of Object.values(files)) await writeFile(path.join(root, file), 'bytes');
    const now = Date.now();
    const twoHoursAgo = new Date(now - 2 * 3_600_000);
    for (const file of [files.leftPublic, files.leftPrivate, files.stored])
      await utimes(path.join(root, file), twoHoursAgo, twoHoursAgo);

    expect(await sweepPartialWrites(root, now)).toBe(2);
    expect((await filesUnder(root)).sort()).toEqual([files.beingWritten, files.stored].sort());
    // A folder that does not exist yet (no upload so far) is nothing to sweep.
    expect(await sweepPartialWrites(path.join(root, 'missing'), now)).toBe(0);
  });
});
