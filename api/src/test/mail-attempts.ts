import { sql } from 'drizzle-orm';
import { EMAIL_QUEUE } from '../features/outbox/outbox.service.js';
import type { TestApp } from './test-app.js';

/**
 * The outbox's delivery attempts waiting in pg-boss, for tests that drive time: a test does not wait
 * out the backoff between attempts (minutes, then hours); it reads when each attempt is due and makes
 * it due now, as if that time had passed.
 */
export interface PendingAttempt {
  /** The outbox message. */
  id: string;
  /** Seconds until the attempt is due, as scheduled (0 when due already). */
  dueInSeconds: number;
  /** When its message is given up (the job's `until`), when the job says. */
  until: string | null;
}

const waiting = sql`state in ('created', 'retry')`;

/** The attempts not yet started for these messages (every message of the queue without ids). */
export async function pendingAttempts(app: TestApp, ids?: string[]): Promise<PendingAttempt[]> {
  type Row = { id: string; due_in: number | string; until: string | null };
  const result = await app.database.db.execute(sql`
    select data->>'id' as id, data->>'until' as until,
           greatest(0, extract(epoch from start_after - now()))::float8 as due_in
    from pgboss.job where name = ${EMAIL_QUEUE} and ${waiting}`);
  // Both drivers answer { rows }; Drizzle types the result per driver.
  return (result as unknown as { rows: Row[] }).rows
    .filter((row) => !ids || ids.includes(row.id))
    .map((row) => ({ id: row.id, dueInSeconds: Number(row.due_in), until: row.until }));
}

/** Makes the waiting attempts of these messages due now. */
export async function makeAttemptsDue(app: TestApp, ids: string[]): Promise<void> {
  await app.database.db.execute(sql`
    update pgboss.job set start_after = now() - interval '1 second'
    where name = ${EMAIL_QUEUE} and ${waiting} and data->>'id' in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** Moves the end of these messages' lifetime (their waiting attempts' `until`) to `until`. */
export async function setAttemptsUntil(app: TestApp, ids: string[], until: Date): Promise<void> {
  await app.database.db.execute(sql`
    update pgboss.job set data = jsonb_set(data, '{until}', to_jsonb(${until.toISOString()}::text))
    where name = ${EMAIL_QUEUE} and ${waiting} and data->>'id' in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
