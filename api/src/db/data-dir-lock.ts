import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { StartupError } from '../lib/errors.js';

/*
 * One process at a time on an embedded database directory. PGlite has no lock of its own, and two
 * processes writing one data directory corrupt it beyond repair: neither can open it afterwards.
 *
 * The lock is an operating-system file lock (POSIX fcntl, LockFileEx on Windows) that SQLite, which
 * is built into Node, holds on `<dir>.lock` inside an open exclusive transaction. The kernel releases
 * it when the process ends, however it ends (kill -9, a crash, an out-of-memory kill), so the file
 * left behind never blocks the next start: there is no stale lock to detect and nothing to delete by
 * hand. A PID file checked with `process.kill(pid, 0)` cannot promise that: PIDs are reused, and two
 * containers sharing a volume each have their own PID 1. A file lock works across containers on one
 * host (one kernel); on a network file system it depends on the server's lock support (NFSv4 has it).
 * The npm packages that wrap flock() are native addons built with node-gyp, which this project does not
 * take (STACK.md).
 *
 * `<dir>.lock.json` names the holder (process, host, command, since when) for the refusal's message.
 * It is information only: the file lock is the lock. Never delete `<dir>.lock` while a process runs:
 * the next one would lock a new file beside the old one's.
 */

export const DATA_DIR_IN_USE = 'DATA_DIR_IN_USE';

/** Another process holds the directory: the message names it, in one line that starts with the code. */
export class DataDirInUseError extends StartupError {
  readonly code = DATA_DIR_IN_USE;
  constructor(message: string) {
    super(`${DATA_DIR_IN_USE}: ${message}`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly dir: string;
  /** Lets the next process in. Call it once the database has closed; calling it again does nothing. */
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

/** SQLITE_BUSY: another connection (this process's or another's) holds the lock. */
function isBusy(error: unknown): boolean {
  const e = error as { errcode?: unknown; message?: unknown };
  return e.errcode === 5 || (typeof e.message === 'string' && e.message.includes('database is locked'));
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function describe(holder: Holder | undefined): string {
  if (!holder) return 'another process';
  return `process ${holder.pid} on ${holder.host} (${holder.command}, since ${holder.since})`;
}

/**
 * Locks `dir` (an embedded database's directory) for this process, or throws DataDirInUseError naming
 * the holder. Never waits: a second process must refuse at once.
 */
export function lockDataDir(dir: string): DataDirLock {
  const target = path.resolve(dir);
  mkdirSync(path.dirname(target), { recursive: true });
  const holderFile = `${target}.lock.json`;
  const connection = new DatabaseSync(`${target}.lock`, { timeout: 0 });
  try {
    connection.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    connection.close();
    if (!isBusy(error)) throw error;
    throw new DataDirInUseError(
      `the embedded database in ${target} is in use by ${describe(readHolder(holderFile))}: stop that process ` +
        'first (two processes on one embedded database destroy it); several instances need a PostgreSQL server ' +
        '(DATABASE_URL)',
    );
  }
  const holder: Holder = {
    pid: process.pid,
    host: hostname(),
    command: path.basename(process.argv[1] ?? process.title),
    since: new Date().toISOString(),
  };
  writeFileSync(holderFile, JSON.stringify(holder) + '\n');
  let released = false;
  return {
    dir: target,
    release() {
      if (released) return;
      released = true;
      // Removed while still held, so it can never remove the next holder's note.
      rmSync(holderFile, { force: true });
      // Closing the connection ends its transaction, and with it the file lock.
      connection.close();
    },
  };
}
