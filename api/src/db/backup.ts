import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../lib/errors.js';
import { openDatabase, rawQuery } from './client.js';
import { newestAppliedMigration } from './schema-version.js';

/*
 * Backup and restore of the embedded database (PGlite) and the files beside it, while the app is
 * stopped. Both hold the data directory's lock (data-dir-lock.ts) from start to end: a backup cannot
 * be taken while the app writes (it is refused with the lock's message, naming the app's process), and
 * the app cannot start on a restore that is half written.
 *
 * A backup is a folder:
 *   database.tar.gz  PGlite's own dump of its data directory (dumpDataDir), loadable by PGlite alone;
 *   files/           everything else DATA_DIR holds: uploads/, and jwt-secret when it was generated;
 *   backup.json      when, from where, and the newest migration applied (the release it belongs to).
 * A PostgreSQL server is backed up with pg_dump instead (README, "Backups").
 */

export const BACKUP_REFUSED = 'BACKUP_REFUSED';

/** A backup or restore that would lose or mix data: refused with what to do, one line. */
export class BackupRefusedError extends StartupError {
  readonly code = BACKUP_REFUSED;
  constructor(message: string) {
    super(`${BACKUP_REFUSED}: ${message}`);
    this.name = 'BackupRefusedError';
  }
}

const DATABASE_FILE = 'database.tar.gz';
const FILES_DIR = 'files';
const MANIFEST = 'backup.json';

/** What DATA_DIR holds besides the database: the database's folder and its lock are not files to copy. */
const isDatabaseEntry = (name: string) => name === 'db' || name.startsWith('db.lock');

export interface BackupManifest {
  createdAt: string;
  dataDir: string;
  /** drizzle's `created_at` of the newest migration applied: restore with the release that knows it. */
  newestMigration: number | undefined;
}

/** Writes a backup of `dataDir` into `target` (a new or empty folder). */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupManifest> {
  const source = path.resolve(dataDir);
  if (!existsSync(path.join(source, 'db', 'PG_VERSION')))
    throw new BackupRefusedError(`no embedded database in ${path.join(source, 'db')}: check DATA_DIR`);
  if (existsSync(target) && (await readdir(target)).length > 0)
    throw new BackupRefusedError(`${path.resolve(target)} is not empty: name a new folder for the backup`);
  const handle = await openDatabase({ dataDir: path.join(source, 'db') });
  try {
    if (handle.kind !== 'pglite') throw new Error('a backup of the embedded database needs PGlite');
    const applied = await newestAppliedMigration(rawQuery(handle));
    const dump = await handle.pglite.dumpDataDir('gzip');
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
    // Copied while the lock is held: no process of the app can add or remove an upload meanwhile.
    for (const entry of await readdir(source)) {
      if (isDatabaseEntry(entry)) continue;
      await cp(path.join(source, entry), path.join(target, FILES_DIR, entry), { recursive: true });
    }
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      dataDir: source,
      newestMigration: applied?.createdAt,
    };
    await writeFile(path.join(target, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    return manifest;
  } finally {
    await handle.close();
  }
}

/**
 * Restores a backup into `dataDir`, which must hold no database: a restore never overwrites one (move
 * it aside first). Files already in `dataDir` are kept; the backup's are added beside them.
 */
export async function restoreDataDir(backup: string, dataDir: string): Promise<BackupManifest> {
  const manifestFile = path.join(backup, MANIFEST);
  if (!existsSync(manifestFile) || !existsSync(path.join(backup, DATABASE_FILE)))
    throw new BackupRefusedError(`${path.resolve(backup)} is not a backup (no ${MANIFEST} and ${DATABASE_FILE})`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  const target = path.resolve(dataDir);
  const dbDir = path.join(target, 'db');
  if (existsSync(dbDir) && (await readdir(dbDir)).length > 0)
    throw new BackupRefusedError(
      `${dbDir} holds a database already: a restore never overwrites one; move it aside (or delete it) first`,
    );
  const dump = new Blob([await readFile(path.join(backup, DATABASE_FILE))]);
  // The lock is taken before PGlite unpacks the dump, and the files are copied before it is let go.
  const handle = await openDatabase({ dataDir: dbDir, loadDataDir: dump });
  try {
    // Reading it proves the dump unpacked into a database PGlite can open, the one the backup describes.
    const applied = await newestAppliedMigration(rawQuery(handle));
    if (applied?.createdAt !== manifest.newestMigration)
      throw new Error(`the restored database does not match ${manifestFile} (its newest migration differs)`);
    const files = path.join(backup, FILES_DIR);
    if (existsSync(files)) await cp(files, target, { recursive: true, force: false, errorOnExist: false });
  } finally {
    await handle.close();
  }
  return manifest;
}
