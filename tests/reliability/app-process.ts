import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { createTestDatabase } from '../../api/src/test/test-database.js';

/*
 * The app as a child process, for tests that kill it for real: SIGKILL, so no shutdown code runs, then
 * a new process on the same database (a Postgres database of its own, or a PGlite data folder).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

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
}

/** One database and data folder, and the processes started on them one after another. */
export async function appHost(baseEnv: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-crash-'));
  const database = await createTestDatabase();

  /** The app as `npm start` runs it (from source here), on this host's database and data folder. */
  async function start(env: Record<string, string> = {}): Promise<AppProcess> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: path.join(ROOT, 'api/tsconfig.json'),
        NODE_ENV: 'test',
        PORT: String(port),
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
      stdio: ['ignore', process.env.CRASH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
      if (
        await fetch(url + '/health').then(
          (r) => r.ok,
          () => false,
        )
      )
        return { url, child };
      if (Date.now() > deadline) throw new Error('the app did not become healthy');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Waits for the process to be gone (it may already be: killed from elsewhere). */
  async function kill(app: AppProcess): Promise<void> {
    if (app.child.exitCode !== null || app.child.signalCode !== null) return;
    const exited = new Promise((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGKILL');
    await exited;
  }

  /**
   * Statements run while no app holds the database (PGlite allows one process at a time); answers
   * the rows of the last one.
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
    const lite = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { btree_gist } });
    try {
      for (const statement of statements) rows = (await lite.query<T>(statement)).rows;
    } finally {
      await lite.close();
    }
    return rows;
  }

  async function close(): Promise<void> {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { start, kill, sqlWhileStopped, close };
}
