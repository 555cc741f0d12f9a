import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database per test file: an in-memory PGlite, or (TEST_DB=postgres) a new database on the
 * server named by TEST_DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `aibex_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
