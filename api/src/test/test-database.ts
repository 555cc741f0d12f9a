import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyMigrations, migrationsFolder, openDatabase } from '../db/client.js';

/**
 * A new, empty database named `<prefix>_<random>` on the Postgres server at `serverUrl`, and a way
 * to drop it once its last connections are gone.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // A closed pool's last connections may still be saying goodbye; forcing them off now would
        // hand their client an error event with no listener left. Give them a moment first.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A fresh database per test file: an in-memory PGlite, or (TEST_DB=postgres) a new database on the
 * server named by TEST_DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const database = await createPostgresDatabase(serverUrl, 'aibex_test');
  return { databaseUrl: database.url, drop: database.drop };
}

/** The migrations and the PGlite build a template was made from: a change to either makes a new one. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const name of (await readdir(folder)).filter((n) => n.endsWith('.sql')).sort())
    hash.update(name).update(await readFile(path.join(folder, name)));
  hash.update(await readFile(path.join(folder, 'meta', '_journal.json')));
  const pgliteDist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  hash.update(await readFile(path.join(pgliteDist, '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/**
 * An empty, migrated embedded database as a dump, made once per set of migrations and PGlite build and
 * kept in the temp folder: each test file's in-memory PGlite loads it (about 0.3 s) instead of running
 * initdb and every migration (about 1.5 s). Made by whichever test file needs it first.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `aibex-pglite-template-${await templateKey()}.tar`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return new Blob([stored]);
    const handle = await openDatabase({});
    if (handle.kind !== 'pglite') throw new Error('the template is an embedded database');
    await applyMigrations(handle);
    const dump = await handle.pglite.dumpDataDir('none');
    await handle.close();
    // Written aside and renamed: a test file starting meanwhile reads the whole file or none.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return template;
}
