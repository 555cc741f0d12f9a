import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './tcp-gate.js';

/*
 * The app as a child process whose output the test reads: its standard output line by line (the JSON
 * log), its standard error, and its exit. From the source (tsx, as the reliability suite runs it) or
 * from a built folder (node api/dist/main.js, as the image runs it), optionally as another user.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AppChild {
  url: string;
  child: ChildProcess;
  /** Lines written to standard output so far. */
  stdout: string[];
  stderr: string[];
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  /** Polls `path` until it answers 200; fails at once when the process exits first. */
  waitForStatus(pathname: string, status?: number, timeoutMs?: number): Promise<Response>;
  /** Waits for `count` lines of standard output that match. */
  waitForLines(match: (line: string) => boolean, count?: number, timeoutMs?: number): Promise<string[]>;
  /** SIGTERM, then SIGKILL when it is still there after 15 s; resolves once it is gone. */
  stop(): Promise<void>;
}

function linesOf(stream: NodeJS.ReadableStream | null, into: string[]) {
  let partial = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!;
    into.push(...parts);
  });
  stream?.on('end', () => {
    if (partial) into.push(partial);
  });
}

export async function spawnApp(options: {
  /** `source`: api/src/main.ts through tsx from the repository; else a folder holding api/dist/main.js. */
  from: 'source' | { folder: string };
  env: Record<string, string>;
  /** Inherit this process's environment (the reliability suite does); a built folder gets only `env` and PATH. */
  inheritEnv?: boolean;
  user?: { uid: number; gid: number };
}): Promise<AppChild> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fromSource = options.from === 'source';
  const cwd = options.from === 'source' ? ROOT : options.from.folder;
  const args = fromSource
    ? ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')]
    : ['--enable-source-maps', 'api/dist/main.js'];
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...(options.inheritEnv ? process.env : { PATH: process.env.PATH ?? '/usr/bin:/bin' }),
      ...(fromSource ? { TSX_TSCONFIG_PATH: path.join(ROOT, 'api/tsconfig.json') } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user ?? {}),
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  linesOf(child.stdout, stdout);
  linesOf(child.stderr, stderr);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const tail = () => `\n--- stderr:\n${stderr.slice(-20).join('\n')}\n--- stdout:\n${stdout.slice(-10).join('\n')}`;

  return {
    url,
    child,
    stdout,
    stderr,
    exited,
    async waitForStatus(pathname, status = 200, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (gone)
          throw new Error(`the app exited with ${child.exitCode} before ${pathname} answered ${status}${tail()}`);
        const res = await fetch(url + pathname).catch(() => undefined);
        if (res?.status === status) return res;
        await res?.body?.cancel();
        if (Date.now() > deadline) throw new Error(`${pathname} did not answer ${status} in time${tail()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async waitForLines(match, count = 1, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = stdout.filter(match);
        if (found.length >= count) return found;
        if (gone || Date.now() > deadline)
          throw new Error(`${count} matching lines were not written (found ${found.length})${tail()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The lines of `lines` that are not one JSON object each (the log must be JSON lines). */
export const notJsonLines = (lines: readonly string[]) =>
  lines.filter((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return typeof parsed !== 'object' || parsed === null;
    } catch {
      return true;
    }
  });
