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
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';
import { SchemaTooNewError, schemaState, type RawQuery, type SchemaState } from './schema-version.js';

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
  // Taken before PGlite reads the directory and let go only once it has closed: a second process on
  // the same directory would destroy it (data-dir-lock.ts).
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      // Into a directory: only an empty one (a restore); PGlite refuses to load over a database.
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { btree_gist },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(pglite, { schema, ...(logger ? { logger } : {}) }) as unknown as Database;
  const close = async () => {
    await pglite.close();
    // Not after a failed close: PGlite may still hold files open; the lock goes with the process.
    lock?.release();
  };
  return { kind: 'pglite', db, pglite, close: once(close) };
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

/**
 * Applies pending migrations. On a server, an advisory lock keeps concurrent instances in line.
 * Refuses (SchemaTooNewError) a database a newer release has migrated: this code does not know its
 * schema, and drizzle's migrator would silently apply nothing.
 */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    const state = await schemaState(rawQuery(handle), folder);
    if (state.kind === 'newer') throw new SchemaTooNewError(state);
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: folder });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // Under the lock: an instance of the newer release may be migrating at this very moment.
    const state = await schemaState((text) => client.query(text).then((result) => result.rows), folder);
    if (state.kind === 'newer') throw new SchemaTooNewError(state);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** Statements on the driver itself: not in Drizzle's query log (tests count the services' queries). */
export function rawQuery(handle: DatabaseHandle): RawQuery {
  if (handle.kind === 'pglite') return (text) => handle.pglite.query<Record<string, unknown>>(text).then((r) => r.rows);
  return (text) => handle.pool.query<Record<string, unknown>>(text).then((r) => r.rows);
}

/**
 * The schema's state against this release, for a running instance: `newer` once another release has
 * migrated the database under it (the instance then stops taking work, see server.ts).
 */
export async function currentSchemaState(handle: DatabaseHandle): Promise<SchemaState> {
  return schemaState(rawQuery(handle), migrationsFolder());
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL statement; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = await exec.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
