import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../api/src/test/test-app.js';
import { waitUntil } from '../../api/src/test/wait.js';

/*
 * Jobs start when they are due, also in a burst: a registration burst queues a confirmation per
 * visitor, a busy marketplace many message e-mails at once. A worker that takes one job per polling
 * interval (pg-boss's default: one every 2 s) would run such a backlog minutes late. Every queue the
 * app works is checked (read from pg-boss, so a new queue is checked from its first job); the
 * queues run on a schedule (reminders, maintenance) take one job per run and are left out.
 */

const BACKLOG = 40;
/** A backlog of BACKLOG due jobs on every queue at once must all have started within this time. */
const WITHIN_MS = 15_000;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Data for any of the app's jobs, naming records that do not exist: each handler looks and finds nothing. */
const nothing = () => ({
  id: randomUUID(),
  bookingId: randomUUID(),
  userId: randomUUID(),
  paymentId: randomUUID(),
  payoutId: randomUUID(),
  disputeId: randomUUID(),
  campaignId: randomUUID(),
  email: `nobody.${randomUUID()}@example.com`,
  action: 'expire',
});

describe('jobs on time', () => {
  it(`starts a backlog of ${BACKLOG} due jobs on every queue the app works within seconds`, async () => {
    const jobs = app.services.jobs;
    const scheduled = new Set((await jobs.getSchedules()).map((s) => s.name));
    const queues = (await jobs.getQueues()).map((q) => q.name).filter((name) => !scheduled.has(name));
    expect(queues).toEqual(
      expect.arrayContaining(['email.send', 'message.email', 'booking.refund', 'booking.hold-expiry']),
    );

    for (const queue of queues) {
      // Each its own singleton key: queues that keep one job per key (message e-mails) keep them all.
      await jobs.insert(
        queue,
        Array.from({ length: BACKLOG }, () => ({ data: nothing(), singletonKey: randomUUID() })),
      );
    }
    const started = Date.now();
    const waiting = async () => {
      const result = await app.database.db.execute(sql`
        select name, count(*)::int as n from pgboss.job where state = 'created' and start_after <= now()
        group by name`);
      const rows = (result as unknown as { rows: { name: string; n: number }[] }).rows;
      return rows.filter((r) => queues.includes(r.name) && r.n > 0);
    };
    await waitUntil(async () => (await waiting()).length === 0, WITHIN_MS, 'every backlog to start').catch(async () => {
      throw new Error(
        `after ${WITHIN_MS} ms still not started: ${(await waiting()).map((r) => `${r.name} ${r.n}`).join(', ')}`,
      );
    });
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
  }, 60_000);
});
