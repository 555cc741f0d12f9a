import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../lib/errors.js';

/*
 * Which release's schema the database has. Drizzle's migrator records each applied migration in
 * drizzle.__drizzle_migrations with the `when` of its journal entry (`created_at`), and applies only
 * the migrations newer than the newest recorded one. A database whose newest recorded migration is
 * newer than the newest this code knows was migrated by a later release: this code's queries may name
 * columns that are gone or renamed, so it must not serve it (it would fail mid-request, or write rows
 * the newer release does not expect). Migrations are additive first, removals a release later (see
 * docs/ARCHITECTURE.md), so the release before a migration keeps working while it runs; the one
 * before that is what this check stops.
 */

export const SCHEMA_TOO_NEW = 'SCHEMA_TOO_NEW';

export interface KnownMigration {
  tag: string;
  /** The journal's `when`: what drizzle records as `created_at`. */
  when: number;
}

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export type SchemaState =
  | { kind: 'current' }
  /** Migrations of this release are not applied yet (they are at start, before anything is served). */
  | { kind: 'behind'; applied: AppliedMigration | undefined; known: KnownMigration }
  | { kind: 'newer'; applied: AppliedMigration; known: KnownMigration };

/** The newest migration of the journal in `folder` (db/migrations). */
export function newestKnownMigration(folder: string): KnownMigration {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: KnownMigration[];
  };
  const newest = journal.entries.reduce<KnownMigration | undefined>(
    (best, entry) => (!best || entry.when > best.when ? entry : best),
    undefined,
  );
  if (!newest) throw new Error(`The migrations journal in ${folder} lists no migration`);
  return { tag: newest.tag, when: newest.when };
}

/**
 * Runs one statement on the driver itself (not through Drizzle, whose query log the tests count, nor in
 * a transaction): its rows.
 */
export type RawQuery = (text: string) => Promise<Array<Record<string, unknown>>>;

/** The newest migration recorded in the database; undefined on a database never migrated. */
export async function newestAppliedMigration(query: RawQuery): Promise<AppliedMigration | undefined> {
  const [table] = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!table?.present) return undefined;
  const [row] = await query(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  return row ? { hash: String(row.hash), createdAt: Number(row.created_at) } : undefined;
}

export async function schemaState(query: RawQuery, folder: string): Promise<SchemaState> {
  const known = newestKnownMigration(folder);
  const applied = await newestAppliedMigration(query);
  if (applied && applied.createdAt > known.when) return { kind: 'newer', applied, known };
  if (!applied || applied.createdAt < known.when) return { kind: 'behind', applied, known };
  return { kind: 'current' };
}

const dateOf = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** One line for the operator: what happened and what to do. */
export function schemaTooNewMessage(state: Extract<SchemaState, { kind: 'newer' }>): string {
  return (
    `the database was migrated by a newer release (its newest migration is from ${dateOf(state.applied.createdAt)}; ` +
    `this release knows migrations up to ${state.known.tag}, from ${dateOf(state.known.when)}): ` +
    'run the newer release, or restore the backup taken before the upgrade to run this one'
  );
}

/** Refuses to start on a newer schema: one line that starts with the code. */
export class SchemaTooNewError extends StartupError {
  readonly code = SCHEMA_TOO_NEW;
  constructor(state: Extract<SchemaState, { kind: 'newer' }>) {
    super(`${SCHEMA_TOO_NEW}: ${schemaTooNewMessage(state)}`);
    this.name = 'SchemaTooNewError';
  }
}

export interface SchemaWatch {
  /** Set once the database is found newer than this release; it stays set until the process restarts. */
  readonly newer: Extract<SchemaState, { kind: 'newer' }> | undefined;
  /** Looks now (readiness asks on every call); answers false once the schema is newer than this release. */
  check(): Promise<boolean>;
  stop(): void;
}

/**
 * Notices, while running, that another release has migrated the database: on readiness checks and every
 * `intervalMs`. `onNewer` runs once; the instance then stops taking work (server.ts) rather than failing
 * request after request on columns it does not know. A check that cannot reach the database says
 * nothing about the schema (the database's own check reports that).
 */
export function watchSchema(
  read: () => Promise<SchemaState>,
  options: { intervalMs: number; onNewer(state: Extract<SchemaState, { kind: 'newer' }>): void },
): SchemaWatch {
  let newer: Extract<SchemaState, { kind: 'newer' }> | undefined;
  const check = async () => {
    if (newer) return false;
    let state: SchemaState;
    try {
      state = await read();
    } catch {
      return true;
    }
    if (state.kind !== 'newer' || newer) return !newer;
    newer = state;
    options.onNewer(state);
    return false;
  };
  const timer = setInterval(() => void check(), options.intervalMs);
  timer.unref();
  return {
    get newer() {
      return newer;
    },
    check,
    stop: () => clearInterval(timer),
  };
}
