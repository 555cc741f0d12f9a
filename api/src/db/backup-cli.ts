import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config.js';
import { StartupError } from '../lib/errors.js';
import { BACKUP_REFUSED, backupDataDir, restoreDataDir } from './backup.js';

/*
 * `npm run backup -- <new folder>` and `npm run restore -- <backup folder>` (from a build:
 * `node api/dist/db/backup-cli.js backup|restore <folder>`), on the embedded database of DATA_DIR, with
 * the app stopped. See backup.ts for what a backup holds, and README ("Backups").
 */

const USAGE =
  'usage: backup <new folder> | restore <backup folder>   (DATA_DIR names the data directory, ./data by default)';

async function main(): Promise<number> {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      `${BACKUP_REFUSED}: DATABASE_URL is set, so the data is on a PostgreSQL server: use pg_dump and ` +
        'pg_restore (README, "Backups")',
    );
    return 1;
  }
  if (command === 'backup') {
    const manifest = await backupDataDir(config.dataDir, folder);
    console.log(`Backed up ${manifest.dataDir} into ${path.resolve(folder)}`);
  } else {
    const manifest = await restoreDataDir(folder, config.dataDir);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${path.resolve(config.dataDir)}: start the app with this DATA_DIR`,
    );
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  // The operator's mistakes (the app still running, a folder not empty) in one line; the rest with its stack.
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
