import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
