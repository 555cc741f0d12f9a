import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { waitInWords } from '../../lib/rate-limits/rate-limits.js';
import { loginThrottle } from './account.table.js';

/**
 * Sign-in throttling after the OWASP Authentication Cheat Sheet, in three counters:
 * - one address guessing one account is stopped tightly (a person mistypes a few times);
 * - one account guessed from many addresses is slowed loosely with growing delays, so a distributed
 *   guesser gets few tries a day while the owner, from an address that has not failed, still gets in
 *   (a hard lock per account would let anyone lock the owner out);
 * - one address trying many accounts (credential stuffing) is stopped per address.
 * Every attempt is reserved atomically before the password is checked, so concurrent requests can
 * never evaluate more guesses than the limits allow, whichever API (REST, GraphQL, WebSocket) they
 * arrive through.
 */
const RULES = {
  pair: { failures: 5, windowMinutes: 15 },
  account: { freeFailures: 20, windowMinutes: 24 * 60, maxDelaySeconds: 15 * 60 },
  address: { failures: 30, windowMinutes: 15 },
} as const;

export interface ThrottleKeys {
  pair: string;
  account: string;
  address: string;
}

export function throttleKeys(email: string, ip: string | undefined): ThrottleKeys {
  // Well-formed, as the database stores text: a lone surrogate would be saved as U+FFFD and the row
  // would never be found again under the key that created it.
  const account = `account:${email
    .trim()
    .toLowerCase()
    .replace(/[\uD800-\uDFFF]/gu, '\uFFFD')}`;
  const address = `ip:${ip ?? 'unknown'}`;
  // A space never occurs in a valid e-mail address, so the pair key cannot collide.
  return { pair: `pair:${account} ${address}`, account, address };
}

type Counter = typeof loginThrottle.$inferSelect;
type Kind = keyof ThrottleKeys;

/** When this key next allows an attempt, and its counter after counting one more. */
function next(kind: Kind, row: Counter, now: Date): { row: Counter; blockedUntil: Date | null } {
  const rule = RULES[kind];
  const windowOver = row.windowStartedAt.getTime() + rule.windowMinutes * 60_000 <= now.getTime();
  const current = windowOver ? { ...row, failures: 0, windowStartedAt: now, lockedUntil: null } : row;
  if (current.lockedUntil && current.lockedUntil > now) return { row: current, blockedUntil: current.lockedUntil };
  const failures = current.failures + 1;
  let lockedUntil: Date | null = null;
  if ('freeFailures' in rule) {
    // Past the free allowance, each further guess waits twice as long as the one before.
    const over = failures - rule.freeFailures;
    if (over >= 0) lockedUntil = new Date(now.getTime() + Math.min(2 ** over, rule.maxDelaySeconds) * 1000);
  } else if (failures >= rule.failures) {
    lockedUntil = new Date(current.windowStartedAt.getTime() + rule.windowMinutes * 60_000);
  }
  return { row: { ...current, failures, lockedUntil }, blockedUntil: null };
}

/**
 * Locks the counters of `kinds` (creating them), lets `decide` look at their next state, and writes
 * the ones it asks for. Rows are created and locked in key order, so concurrent sign-ins queue
 * instead of deadlocking.
 */
async function withCounters(
  db: Database,
  keys: ThrottleKeys,
  kinds: Kind[],
  now: Date,
  decide: (decisions: { kind: Kind; row: Counter; blockedUntil: Date | null }[]) => Kind[],
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const ordered = [...kinds].sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
    await tx
      .insert(loginThrottle)
      .values(ordered.map((kind) => ({ key: keys[kind], failures: 0, windowStartedAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(loginThrottle)
      .where(
        inArray(
          loginThrottle.key,
          ordered.map((kind) => keys[kind]),
        ),
      )
      .orderBy(loginThrottle.key)
      .for('update');
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const decisions = ordered.map((kind) => ({ kind, ...next(kind, byKey.get(keys[kind])!, now) }));
    const blocked = decisions
      .map((d) => d.blockedUntil)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (blocked) return blocked;
    const write = new Set(decide(decisions));
    for (const { kind, row } of decisions) {
      if (!write.has(kind)) continue;
      await tx
        .update(loginThrottle)
        .set({ failures: row.failures, windowStartedAt: row.windowStartedAt, lockedUntil: row.lockedUntil })
        .where(eq(loginThrottle.key, row.key));
    }
    return null;
  });
}

/**
 * Counts this attempt against the account and the (account, address) pair before the password is
 * checked (success takes it back), or refuses it with TOO_MANY_REQUESTS and the seconds until the
 * earliest allowed retry. The address alone only refuses once locked: it counts real failures, after
 * the check, so many people signing in at once behind one address never lock it.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  const blockedUntil = await withCounters(db, keys, ['pair', 'account', 'address'], now, () => ['pair', 'account']);
  if (blockedUntil) {
    const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
    throw new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      `Too many failed sign-in attempts. Try again in ${waitInWords(seconds)}, or reset your password.`,
      [],
      seconds,
    );
  }
}

/** A wrong password (or an unknown account): one more failure from this address. */
export async function recordFailure(db: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  await withCounters(db, keys, ['address'], now, () => ['address']);
}

/** The right password: the account and this address's attempts on it start afresh. */
export async function recordSuccess(db: Executor, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.pair, keys.account]));
}

/** A password reset proves ownership: every counter of the account starts afresh. */
export async function clearAccountThrottle(db: Executor, email: string): Promise<void> {
  const { account } = throttleKeys(email, '');
  await db
    .delete(loginThrottle)
    .where(or(eq(loginThrottle.key, account), sql`starts_with(${loginThrottle.key}, ${`pair:${account} `})`));
}
