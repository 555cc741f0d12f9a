import { and, isNull, lt, or } from 'drizzle-orm';
import { loginThrottle } from '../features/accounts/account.table.js';
import { purgeExpiredIdempotencyKeys } from '../lib/idempotency/idempotency-keys.js';
import { ensureQueue, type Jobs } from '../lib/jobs.js';
import type { Logger } from '../lib/logger.js';
import { sweepPartialWrites } from '../lib/storage.js';
import { rateLimitCounters } from '../lib/rate-limits/rate-limit.table.js';
import type { Database, DatabaseHandle } from './client.js';

const MAINTENANCE_QUEUE = 'db.maintenance';
const SWEEP_QUEUE = 'db.sweep-counters';
/** Longer than any throttle window, so no live count is lost. */
const THROTTLE_ROWS_KEPT_MS = 2 * 86_400_000;

/**
 * Rate-limit and sign-in counters get one row per address and account they ever saw: rows whose
 * window ended long ago are removed, on either database.
 */
export async function sweepCounters(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, new Date(now.getTime() - THROTTLE_ROWS_KEPT_MS)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    );
}

/**
 * PGlite runs no autovacuum: without this, planner statistics go stale and index-only scans keep
 * visiting the table. A Postgres server does this by itself, so only the embedded database needs it.
 */
export async function vacuumEmbedded(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') await handle.pglite.exec('vacuum analyze');
}

/**
 * Hourly: the counters' sweep and the Idempotency-Keys past their 24 hours on either database, the temporary files of upload writes a crash cut short
 * (`uploadsRoot`: the uploads folder, when uploads are kept on disk), and the embedded database's vacuum.
 */
export async function scheduleMaintenance(
  handle: DatabaseHandle,
  jobs: Jobs,
  logger: Logger,
  { uploadsRoot }: { uploadsRoot?: string | undefined } = {},
): Promise<void> {
  await ensureQueue(jobs, SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 900 });
  await jobs.schedule(SWEEP_QUEUE, '41 * * * *');
  await jobs.work(SWEEP_QUEUE, async () => {
    await sweepCounters(handle.db);
    await purgeExpiredIdempotencyKeys(handle.db);
    const removed = uploadsRoot ? await sweepPartialWrites(uploadsRoot) : 0;
    if (removed) logger.info({ removed }, 'temporary files of unfinished upload writes removed');
  });
  if (handle.kind !== 'pglite') return;
  await ensureQueue(jobs, MAINTENANCE_QUEUE, { retryLimit: 0, expireInSeconds: 900 });
  await jobs.schedule(MAINTENANCE_QUEUE, '17 * * * *');
  await jobs.work(MAINTENANCE_QUEUE, async () => {
    const started = Date.now();
    await vacuumEmbedded(handle);
    logger.info({ ms: Date.now() - started }, 'embedded database vacuumed and analysed');
  });
}
