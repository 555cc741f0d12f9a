import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job, type JobResult } from 'pg-boss';
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

/** How a worker takes its queue's jobs (workEach). */
export interface WorkEachOptions {
  /** Jobs taken per fetch (10 unless said). */
  batchSize?: number;
  /** Jobs of one batch handled at once (5 unless said; 1 handles them one after the other). */
  concurrency?: number;
  /** The wait between fetches while the queue is empty or short, in seconds (1 unless said). */
  pollingIntervalSeconds?: number;
  /** Workers fetching for this queue in this process, each with its own batch (1 unless said). */
  workers?: number;
}

/**
 * Works a queue one job at a time in the handler's eyes, but fetches jobs in batches: pg-boss's
 * default (one job per fetch, a fetch every 2 seconds) runs at most half a job a second per queue,
 * so a backlog (a registration burst, many messages at once) ran minutes late. Here a worker takes up
 * to `batchSize` due jobs per fetch and fetches again at once while fetches come back full, so a
 * backlog drains as fast as the handlers run; an idle queue is looked at every second, so a job
 * starts within about a second of being due. Each job succeeds or fails on its own (a failure is
 * retried as its queue says, its neighbours are not), and a batch handles at most `concurrency` jobs
 * at once, so on the embedded database (one connection) requests still get their turn between them.
 */
export async function workEach<T extends object>(
  jobs: Jobs,
  queue: string,
  handler: (job: Job<T>) => Promise<unknown>,
  options: WorkEachOptions = {},
): Promise<string> {
  const { batchSize = 10, concurrency = 5, pollingIntervalSeconds = 1, workers = 1 } = options;
  return jobs.work<T>(
    queue,
    {
      batchSize,
      pollingIntervalSeconds,
      localConcurrency: workers,
      burstWhenBatchFull: true,
      perJobResults: true,
    },
    async (batch): Promise<JobResult[]> => {
      const results: JobResult[] = [];
      let next = 0;
      const lane = async () => {
        while (next < batch.length) {
          const job = batch[next++]!;
          try {
            await handler(job);
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            results.push({ id: job.id, status: 'failed', output: { message: errorMessage(error) } });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
      return results;
    },
  );
}

const errorMessage = (error: unknown) => String((error as Error | undefined)?.message ?? error);
