import { ensureQueue, type Jobs } from '../lib/jobs.js';
import type { Logger } from '../lib/logger.js';
import type { DatabaseHandle } from './client.js';

const MAINTENANCE_QUEUE = 'db.maintenance';

/**
 * PGlite runs no autovacuum: without this, planner statistics go stale and index-only scans keep
 * visiting the table. A Postgres server does this by itself, so only the embedded database needs it.
 */
export async function vacuumEmbedded(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') await handle.pglite.exec('vacuum analyze');
}

export async function scheduleMaintenance(handle: DatabaseHandle, jobs: Jobs, logger: Logger): Promise<void> {
  if (handle.kind !== 'pglite') return;
  await ensureQueue(jobs, MAINTENANCE_QUEUE, { retryLimit: 0, expireInSeconds: 900 });
  await jobs.schedule(MAINTENANCE_QUEUE, '17 * * * *');
  await jobs.work(MAINTENANCE_QUEUE, async () => {
    const started = Date.now();
    await vacuumEmbedded(handle);
    logger.info({ ms: Date.now() - started }, 'embedded database vacuumed and analysed');
  });
}
