import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../api/src/test/test-app.js';
import { signIn } from '../../api/src/test/factories.js';
import { appHost, register } from './app-process.js';

/*
 * The embedded database's backup and restore (README, "Backups"), as an operator runs them: a backup of
 * a data directory with data, taken with the app stopped (refused while it runs: the lock), restored
 * into a new directory, and the app started there finds the data and the uploads.
 * A PostgreSQL server is backed up with pg_dump instead: nothing to run on that project.
 */

const ADMIN = { ADMIN_EMAIL: 'backup.admin@example.com', ADMIN_PASSWORD: 'admin-password-1' };
const CLI = 'api/src/db/backup-cli.ts';

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup and npm run restore', () => {
  let source: Awaited<ReturnType<typeof appHost>>;
  let target: Awaited<ReturnType<typeof appHost>>;
  let backups: string;
  beforeAll(async () => {
    source = await appHost(ADMIN);
    target = await appHost(ADMIN);
    backups = await mkdtemp(path.join(tmpdir(), 'aibex-backups-'));
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    if (backups) await rm(backups, { recursive: true, force: true });
  });

  it('backs up a data directory with the app stopped, and the app started on its restore finds the data', async () => {
    const email = `kept.${Date.now()}@example.com`;
    const upload = `${randomBytes(16).toString('hex')}.png`;
    const image = randomBytes(64);
    const backup = path.join(backups, 'nightly');

    const app = await source.start();
    try {
      expect(await register(app.url, email)).toBe(201);
      await mkdir(path.join(source.dataDir, 'uploads'), { recursive: true });
      await writeFile(path.join(source.dataDir, 'uploads', upload), image);

      // While the app runs, the backup is refused: it would copy a database being written.
      const refused = await source.runTool(CLI, ['backup', backup]);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/^DATA_DIR_IN_USE: the embedded database in .+ is in use by process /);
      expect(existsSync(backup)).toBe(false);
      expect(await source.stop(app)).toEqual({ code: 0, signal: null });
    } finally {
      await source.kill(app);
    }

    const taken = await source.runTool(CLI, ['backup', backup]);
    expect(taken.code, taken.output).toBe(0);
    expect(existsSync(path.join(backup, 'database.tar.gz'))).toBe(true);
    expect(existsSync(path.join(backup, 'files', 'uploads', upload))).toBe(true);

    const restored = await target.runTool(CLI, ['restore', backup]);
    expect(restored.code, restored.output).toBe(0);
    // A restore never overwrites a database.
    const again = await target.runTool(CLI, ['restore', backup]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/^BACKUP_REFUSED: .+ holds a database already/);

    const restoredApp = await target.start();
    try {
      const admin = new HttpClient(restoredApp.url);
      await signIn(admin, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const found = await admin.gql<{ adminParticipants: { items: Array<{ email: string }> } }>(
        'query($search: String) { adminParticipants(search: $search) { items { email } } }',
        { search: email },
      );
      expect(found.errors).toBeUndefined();
      expect(found.data!.adminParticipants.items.map((p) => p.email)).toEqual([email]);
      const served = await fetch(restoredApp.url + '/uploads/' + upload);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    } finally {
      await target.kill(restoredApp);
    }
  }, 300_000);
});
