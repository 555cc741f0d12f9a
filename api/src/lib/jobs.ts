import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client.js';
import type { Logger } from './logger.js';

export type Jobs = PgBoss;

/** The durable queue lives in the same database as the data, on both drivers. */
export async function startJobs(handle: DatabaseHandle, logger: Logger): Promise<Jobs> {
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: handle.url, max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Job options that insert the job in the caller's transaction: it exists once that commits, or never. */
export function inTransaction(tx: Executor) {
  return { db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql) };
}
