import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The project's migrations, as the server applies them at start-up. */
export const MIGRATIONS = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * A database as it was before the migration `tag`: every migration up to the one before applied, in a
 * fresh PGlite. `migrateRest` then applies the rest, as a start-up of the new version does, to rows a
 * test wrote meanwhile. `close` drops both.
 */
export async function databaseBefore(tag: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'aibex-migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index <= 0) throw new Error(`databaseBefore: no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  const pglite = await PGlite.create({ extensions: { btree_gist } });
  await migrate(drizzle(pglite), { migrationsFolder: dir });
  return {
    pglite,
    migrateRest: () => migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS }),
    close: async () => {
      await pglite.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
