import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
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
