import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { loginThrottle } from './account.table.js';

const WINDOW_MINUTES = 15;
const LOCK_MINUTES = 15;
/** Failures allowed in a window: a person mistypes a few times; a script tries thousands. */
const LIMITS = { account: 5, ip: 30 } as const;

export interface ThrottleKeys {
  account: string;
  ip: string;
}

export function throttleKeys(email: string, ip: string | undefined): ThrottleKeys {
  return { account: `account:${email.trim().toLowerCase()}`, ip: `ip:${ip ?? 'unknown'}` };
}

/** Refuses a sign-in while the account or the client address is locked out. */
export async function assertNotLocked(db: Executor, keys: ThrottleKeys, now: Date): Promise<void> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.account, keys.ip]));
  const until = rows
    .map((r) => r.lockedUntil)
    .filter((d): d is Date => d !== null && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) {
    const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
    throw new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s), or reset your password.`,
      [],
      seconds,
    );
  }
}

async function recordFailure(db: Executor, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  // One statement, so concurrent failures from several instances all count.
  await db.execute(sql`
    insert into ${loginThrottle} (key, failures, window_started_at, locked_until)
    values (${key}, 1, ${now}, ${limit <= 1 ? lockUntil : null})
    on conflict (key) do update set
      failures = case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end,
      window_started_at = case when ${loginThrottle.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end,
      locked_until = case
        when ${loginThrottle.windowStartedAt} >= ${windowStart} and ${loginThrottle.failures} + 1 >= ${limit} then ${lockUntil}
        else ${loginThrottle.lockedUntil} end`);
}

export async function recordLoginFailure(db: Executor, keys: ThrottleKeys, now: Date): Promise<void> {
  await recordFailure(db, keys.account, LIMITS.account, now);
  await recordFailure(db, keys.ip, LIMITS.ip, now);
}

export async function clearAccountThrottle(db: Executor, email: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [throttleKeys(email, '').account]));
}
