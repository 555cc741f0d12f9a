import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_DIR_IN_USE, DataDirInUseError, lockDataDir } from './data-dir-lock.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'aibex-lock-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder at once with the first one named, and lets the next in after release', () => {
    const dir = path.join(root, 'db');
    const lock = lockDataDir(dir);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as DataDirInUseError).code).toBe(DATA_DIR_IN_USE);
    expect((refusal as Error).message).toContain(`${dir} is in use by process ${process.pid} on `);
    expect((refusal as Error).message).not.toContain('\n');

    lock.release();
    lock.release();
    expect(existsSync(`${dir}.lock.json`)).toBe(false);
    const next = lockDataDir(dir);
    next.release();
  });

  it('is not the lock file: one left behind locks nothing (a kill -9 is tested in tests/reliability)', () => {
    const dir = path.join(root, 'db');
    lockDataDir(dir).release();
    expect(existsSync(`${dir}.lock`)).toBe(true);
    lockDataDir(dir).release();
  });
});
