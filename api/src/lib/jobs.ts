import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client.js';
import type { Logger } from './logger.js';

export type Jobs = PgBoss;

/**
 * The durable queue lives in the same database as the data, on both drivers. With `workers: false`
 * the instance only queues jobs and others run them (RUN_WORKERS=false: web-only instances).
 */
export async function startJobs(
  handle: DatabaseHandle,
  logger: Logger,
  options: { workers: boolean } = { workers: true },
): Promise<Jobs> {
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: handle.url, max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  if (!options.workers) {
    // Queues, schedules and sends stay; nothing is fetched here.
    boss.work = (async () => 'not run on this instance') as unknown as PgBoss['work'];
  }
  return boss;
}

/**
 * Creates a queue (if missing) and reads it once, outside any transaction. pg-boss caches queue
 * metadata and reads a missing entry on its own connection; were that first read to happen while a
 * service enqueues inside a transaction on PGlite (one connection), it would wait for that very
 * transaction, forever. A worker's start warms the cache too, but instances without workers
 * (RUN_WORKERS=false) enqueue all the same.
 */
export async function ensureQueue(jobs: Jobs, name: string, options: Parameters<Jobs['createQueue']>[1] = {}) {
  await jobs.createQueue(name, options);
  await jobs.findJobs(name, { id: '00000000-0000-0000-0000-000000000000' });
}

/** Job options that insert the job in the caller's transaction: it exists once that commits, or never. */
export function inTransaction(tx: Executor) {
  return { db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql) };
}
