import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The driver-independent handle every service receives. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Services that can run inside a caller's transaction accept either. */
export type Executor = Database | Transaction;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; url: string; close(): Promise<void> };

/** `dataDir` undefined means an in-memory PGlite (tests). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An in-memory PGlite starts from this dump (tests: a migrated template, instead of initdb each time). */
  loadDataDir?: Blob | undefined;
  /**
   * Called with every SQL statement the services send and its parameters (tests count queries per
   * request; the bench replays a request's statements as its floor).
   */
  onQuery?: (query: string, params: unknown[]) => void;
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  const logger = options.onQuery
    ? { logQuery: (query: string, params: unknown[]) => options.onQuery!(query, params) }
    : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the
    // pool discards it and the next query opens a fresh one.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) }) as unknown as Database;
    return { kind: 'postgres', db, pool, url: options.databaseUrl, close: once(() => pool.end()) };
  }
  // PGlite does not create parent directories (STACK.md gotcha 2).
  if (options.dataDir) await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir && !options.dataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist },
  });
  const db = drizzlePglite(pglite, { schema, ...(logger ? { logger } : {}) }) as unknown as Database;
  return { kind: 'pglite', db, pglite, close: once(() => pglite.close()) };
}

/** Closing twice (a failed start, then shutdown) must not throw the second time. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export function migrationsFolder(): string {
  // Source runs (tsx, vitest) sit beside the folder; the compiled build reads it from the source tree.
  const candidates = [
    path.join(import.meta.dirname, 'migrations'),
    path.resolve(import.meta.dirname, '../../src/db/migrations'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

const MIGRATION_LOCK_KEY = 726_001;

/** Applies pending migrations. On a server, an advisory lock keeps concurrent instances in line. */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: folder });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL statement; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = await exec.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
