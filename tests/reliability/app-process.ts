import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../../api/src/db/client.js';
import { createTestDatabase } from '../../api/src/test/test-database.js';

/*
 * The app as a child process, for tests that kill it for real: SIGKILL, so no shutdown code runs, then
 * a new process on the same database (a Postgres database of its own, or a PGlite data folder).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

const { isApiBuildCurrent } = (await import(path.join(ROOT, 'scripts/lib.mjs'))) as {
  isApiBuildCurrent: () => boolean;
};

/** Whether the API's build is current (`npm test` builds first), asked once per test file. */
let builtIsCurrent: boolean | undefined;

/**
 * How Node runs an API entry point (`api/src/main.ts`): its build, as `npm start` runs it, when the build
 * is current; else from source through tsx (a test run on edited sources without a build). The build
 * starts in a fraction of the time tsx takes to compile the app again on every start, and these tests
 * start it many times.
 */
function nodeArgsFor(entry: string): string[] {
  builtIsCurrent ??= isApiBuildCurrent();
  const built = path.join(ROOT, entry.replace(/^api\/src\//, 'api/dist/').replace(/\.ts$/, '.js'));
  return builtIsCurrent && existsSync(built)
    ? ['--enable-source-maps', built]
    : ['--import', 'tsx', path.join(ROOT, entry)];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** What it wrote so far (standard output and error), when started with `capture`. */
  output(): string;
  /** How it ended: its exit code, or the signal that ended it. */
  exited: Promise<Exit>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The process's end, whenever it comes (also when it has come already). */
function exitOf(child: ChildProcess): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * Whether this project runs the process tests whose behaviour does not depend on the database (a drain
 * on SIGTERM, a refusal to start): they run once, on PostgreSQL when the suite has it (its processes
 * start faster), else on the embedded database.
 */
export const runsDatabaseAgnosticTests = process.env.TEST_DB === 'postgres' || !process.env.TEST_DATABASE_URL;

/** A visitor's registration for the expo, as the form sends it. */
export const registration = (email: string) =>
  JSON.stringify({ first_name: 'Ada', last_name: 'Obi', email, phone: '+234 801 234 5678', country: 'Nigeria' });

/** Registers a visitor on the app at `url`; answers the HTTP status (201 when registered). */
export async function register(url: string, email: string): Promise<number> {
  const res = await fetch(url + '/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: registration(email),
  });
  await res.body?.cancel();
  return res.status;
}

/** One database and data folder, and the processes started on them one after another. */
export async function appHost(baseEnv: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-crash-'));
  const database = await createTestDatabase();

  /**
   * An entry point of the API (its build, or its source through tsx: nodeArgsFor) with this host's environment.
   * `capture` keeps what it writes (see AppProcess.output); otherwise standard error is shown.
   */
  function spawnEntry(entry: string, args: string[], env: Record<string, string>, capture: boolean) {
    const child = spawn(process.execPath, [...nodeArgsFor(entry), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: path.join(ROOT, 'api/tsconfig.json'),
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        JWT_SECRET: 'crash-test-secret-that-is-long-enough-1234',
        // The tests build their own data; demo tools and accounts would change what they find.
        DEMO_DATA: 'false',
        LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'silent',
        RATE_LIMIT_SCALE: '50',
        ...baseEnv,
        ...env,
      },
      stdio: capture
        ? ['ignore', 'pipe', 'pipe']
        : ['ignore', process.env.CRASH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
    return { child, output: () => output, exited: exitOf(child) };
  }

  /**
   * The app as `npm start` runs it, on this host's database and data folder; resolves
   * once /health answers 200.
   */
  async function start(env: Record<string, string> = {}, options: { capture?: boolean } = {}): Promise<AppProcess> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const app = spawnEntry('api/src/main.ts', [], { PORT: String(port), ...env }, options.capture ?? false);
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (app.child.exitCode !== null) throw new Error(`the app exited with ${app.child.exitCode}\n${app.output()}`);
      if (
        await fetch(url + '/health').then(
          (r) => r.ok,
          () => false,
        )
      )
        return { url, ...app };
      if (Date.now() > deadline) throw new Error('the app did not become healthy');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /**
   * Starts the app where it must refuse to start: resolves with how it ended and what it wrote. One that
   * becomes healthy instead is stopped, and the test fails.
   */
  async function startRefused(env: Record<string, string> = {}): Promise<Exit & { output: string }> {
    const port = await freePort();
    const app = spawnEntry('api/src/main.ts', [], { PORT: String(port), ...env }, true);
    const deadline = Date.now() + 90_000;
    while (app.child.exitCode === null && app.child.signalCode === null) {
      if (
        await fetch(`http://127.0.0.1:${port}/health`).then(
          () => true,
          () => false,
        )
      ) {
        app.child.kill('SIGKILL');
        await app.exited;
        throw new Error(`the app started although it had to refuse:\n${app.output()}`);
      }
      if (Date.now() > deadline) throw new Error('the app neither started nor refused');
      await Promise.race([app.exited, new Promise((r) => setTimeout(r, 200))]);
    }
    return { ...(await app.exited), output: app.output() };
  }

  /** A command-line tool of the API (db/backup-cli.ts) on this host's data folder, to its end. */
  async function runTool(entry: string, args: string[], env: Record<string, string> = {}) {
    const tool = spawnEntry(entry, args, env, true);
    return { ...(await tool.exited), output: tool.output() };
  }

  /** SIGTERM (or another signal), then waits for the process to end: how it ended. */
  async function stop(app: AppProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill(signal);
    return app.exited;
  }

  /** Waits for the process to be gone (it may already be: killed from elsewhere). */
  async function kill(app: AppProcess): Promise<void> {
    if (app.child.exitCode !== null || app.child.signalCode !== null) return;
    const exited = new Promise((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGKILL');
    await exited;
  }

  /**
   * Statements run while no app holds the database (PGlite allows one process at a time, and its lock
   * refuses this while an app runs); answers the rows of the last one.
   */
  async function sqlWhileStopped<T = Record<string, unknown>>(...statements: string[]): Promise<T[]> {
    let rows: T[] = [];
    if (database.databaseUrl) {
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      try {
        for (const statement of statements) rows = (await client.query(statement)).rows as T[];
      } finally {
        await client.end();
      }
      return rows;
    }
    const lite = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      for (const statement of statements) rows = await queryRows<T>(lite.db, sql.raw(statement));
    } finally {
      await lite.close();
    }
    return rows;
  }

  async function close(): Promise<void> {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { dataDir, start, startRefused, runTool, stop, kill, sqlWhileStopped, close };
}

export type AppHost = Awaited<ReturnType<typeof appHost>>;

/**
 * A money step killed between the processor and our commit: `dying` is killed while the processor's
 * stand-in (Stripe's, Paystack's) carries out the next request that `matches`, which `act` makes the
 * app send (its answer may never come). Then, with no process running, the jobs `dueJobs` (SQL on
 * pgboss.job) that finish the step are made due now, as if their retry delay had passed. The caller
 * starts the next process.
 */
export async function killDuring<R>(
  host: AppHost,
  dying: AppProcess,
  processor: { dropAnswerAfter(matches: (r: R) => boolean, then: () => unknown): Promise<void> },
  matches: (r: R) => boolean,
  act: () => Promise<unknown>,
  dueJobs: string,
): Promise<void> {
  const dropped = processor.dropAnswerAfter(matches, () => host.kill(dying));
  await act().catch(() => undefined);
  await dropped;
  await host.kill(dying);
  await host.sqlWhileStopped(
    `update pgboss.job set state = 'retry', start_after = now() where state in ('created', 'retry', 'active') and ${dueJobs}`,
  );
}

/** Reads until `done` says so (30 s at most), for what the next process finishes on its own. */
export async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
