import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHost, runsDatabaseAgnosticTests } from './app-process.js';

/*
 * An instance of an older release on a database a newer release has migrated failed mid-request
 * (`column "period_count" does not exist`). It must refuse to start, in one line that says why and
 * what to do. The newer release is simulated by a migration this code does not know, recorded in
 * drizzle's migrations table as the newer release's migrator would.
 */

let host: Awaited<ReturnType<typeof appHost>>;
beforeAll(async () => {
  if (runsDatabaseAgnosticTests) host = await appHost({});
});
afterAll(async () => {
  await host?.close();
});

// The check reads drizzle's migrations table, the same on both databases.
describe.runIf(runsDatabaseAgnosticTests)('an older release on a database migrated by a newer one', () => {
  it('refuses to start with one line naming the newer migration and what to do', async () => {
    await host.kill(await host.start());
    await host.sqlWhileStopped(
      `insert into drizzle.__drizzle_migrations (hash, created_at)
         select 'a-migration-of-a-newer-release', max(created_at) + 86400000 from drizzle.__drizzle_migrations`,
    );

    const refused = await host.startRefused();
    expect(refused.code).toBe(1);
    const lines = refused.output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^SCHEMA_TOO_NEW: the database was migrated by a newer release \(its newest migration is from /,
    );
    expect(lines[0]).toContain('restore the backup taken before the upgrade');

    // Nothing was applied or changed by the refused start.
    const [newest] = await host.sqlWhileStopped<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    expect(newest!.hash).toBe('a-migration-of-a-newer-release');
  }, 240_000);
});
