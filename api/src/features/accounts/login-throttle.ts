import { eq, or, sql } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import type { Database, Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { waitInWords } from '../../lib/rate-limits/rate-limits.js';
import { loginThrottle } from './account.table.js';

/**
 * Sign-in throttling after the OWASP Authentication Cheat Sheet and its device-cookie scheme.
 *
 * A browser or client that signed in to the account before presents its device cookie and is counted
 * on that cookie alone: guesses made anywhere else never slow it down or lock it out, and a stolen
 * cookie still allows only a few guesses before it is locked.
 *
 * Every other (unknown) client is counted three ways:
 * - one address guessing one account is stopped tightly (a person mistypes a few times);
 * - one account guessed from many addresses is slowed loosely with growing delays, so a distributed
 *   guesser gets few tries a day;
 * - one address trying many accounts (credential stuffing) is stopped per address.
 *
 * Every attempt is reserved before the password is checked and settled after, so concurrent requests
 * can never evaluate more guesses than the limits allow, whichever API they arrive through; an
 * attempt that would exceed a limit only because others are still being checked waits for them
 * instead of being refused, so every correct password signs in.
 */
const RULES = {
  pair: { limit: 5, windowMinutes: 15 },
  device: { limit: 5, windowMinutes: 15 },
  account: { limit: 20, windowMinutes: 24 * 60, growingDelay: { maxSeconds: 15 * 60 } },
  address: { limit: 30, windowMinutes: 15 },
} as const;

type Kind = keyof typeof RULES;

/** A reservation not settled within this time (its process died) no longer holds anyone back. */
const IN_FLIGHT_SECONDS = 30;
/** How long an attempt waits for the ones ahead of it before it is refused. */
const WAIT_LIMIT_MS = 10_000;
/** Waits are woken by a settlement on this instance, and look again at this pace for other instances. */
const POLL_MS = 100;
/**
 * Attempts that may wait on one counter on this instance: a flood of guesses at one account is
 * refused at once past it, instead of holding connections and polling the database.
 */
const MAX_WAITING = 16;

/** The counters one sign-in attempt is counted on. */
export type ThrottleKeys =
  { trusted: false; pair: string; account: string; address: string } | { trusted: true; device: string };

function accountKey(email: string): string {
  // Well-formed, as the database stores text: a lone surrogate would be saved as U+FFFD and the row
  // would never be found again under the key that created it.
  return `account:${email
    .trim()
    .toLowerCase()
    .replace(/[\uD800-\uDFFF]/gu, '\uFFFD')}`;
}

/** The counters of an unknown client: this account, this address, and the two together. */
export function throttleKeys(email: string, ip: string | undefined): ThrottleKeys {
  const account = accountKey(email);
  const address = `ip:${ip ?? 'unknown'}`;
  // A space never occurs in a valid e-mail address, so the pair key cannot collide.
  return { trusted: false, pair: `pair:${account} ${address}`, account, address };
}

/** The counter of a device this account knows (see trusted-devices.ts). */
export function deviceKeys(deviceId: string): ThrottleKeys {
  return { trusted: true, device: `device:${deviceId}` };
}

/** Counters that hold an attempt back while it is checked, and the one that only counts failures. */
function kindsOf(keys: ThrottleKeys): { held: Kind[]; watched: Kind[] } {
  return keys.trusted ? { held: ['device'], watched: [] } : { held: ['pair', 'account'], watched: ['address'] };
}

function keyOf(keys: ThrottleKeys, kind: Kind): string {
  return (keys as unknown as Record<Kind, string>)[kind];
}

type Counter = typeof loginThrottle.$inferSelect;

/** The counter as it stands at `now`: a finished window starts afresh, a stale reservation is dropped. */
function current(kind: Kind, row: Counter, now: Date): Counter {
  const rule = RULES[kind];
  const windowOver = row.windowStartedAt.getTime() + rule.windowMinutes * 60_000 <= now.getTime();
  const fresh = windowOver ? { ...row, failures: 0, windowStartedAt: now, lockedUntil: null } : row;
  const stale = !fresh.inFlightUntil || fresh.inFlightUntil <= now;
  return stale && fresh.inFlight ? { ...fresh, inFlight: 0, inFlightUntil: null } : fresh;
}

/** When a counter that has just counted a failure next allows an attempt. */
function lockAfterFailure(kind: Kind, row: Counter, now: Date): Date | null {
  const rule = RULES[kind];
  if ('growingDelay' in rule) {
    // Past the free allowance, each further guess waits twice as long as the one before.
    const over = row.failures - rule.limit;
    return over >= 0 ? new Date(now.getTime() + Math.min(2 ** over, rule.growingDelay.maxSeconds) * 1000) : null;
  }
  return row.failures >= rule.limit ? new Date(row.windowStartedAt.getTime() + rule.windowMinutes * 60_000) : null;
}

/**
 * Locks the counters of `kinds` in key order (creating missing ones in the same statement, so a
 * counter swept meanwhile is simply made again), lets `change` compute their new state, and writes it.
 */
async function withCounters<T>(
  db: Database,
  keys: ThrottleKeys,
  kinds: Kind[],
  now: Date,
  change: (rows: Map<Kind, Counter>) => { write: Map<Kind, Counter>; result: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    const ordered = [...kinds].sort((a, b) => (keyOf(keys, a) < keyOf(keys, b) ? -1 : 1));
    const rows = await tx
      .insert(loginThrottle)
      .values(ordered.map((kind) => ({ key: keyOf(keys, kind), failures: 0, windowStartedAt: now })))
      .onConflictDoUpdate({ target: loginThrottle.key, set: { key: sql`excluded.key` } })
      .returning();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const { write, result } = change(
      new Map(ordered.map((kind) => [kind, current(kind, byKey.get(keyOf(keys, kind))!, now)])),
    );
    for (const row of write.values()) {
      const { key, ...fields } = row;
      await tx.update(loginThrottle).set(fields).where(eq(loginThrottle.key, key));
    }
    return result;
  });
}

/** Settlements on this instance wake the attempts waiting on the same counters at once. */
const waiting = new Map<string, Set<() => void>>();

function wake(keys: string[]): void {
  for (const key of keys) for (const resolve of waiting.get(key) ?? []) resolve();
}

function settledOrPoll(keys: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const key of keys) {
        const set = waiting.get(key);
        set?.delete(done);
        if (set?.size === 0) waiting.delete(key);
      }
      resolve();
    };
    for (const key of keys) waiting.set(key, (waiting.get(key) ?? new Set()).add(done));
    void delay(POLL_MS).then(done);
  });
}

function tooMany(blockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
  return new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `Too many failed sign-in attempts. Try again in ${waitInWords(seconds)}, or reset your password.`,
    [],
    seconds,
  );
}

type Decision = { outcome: 'reserved' } | { outcome: 'blocked'; until: Date } | { outcome: 'busy' };

/**
 * Reserves one attempt on the counters of `keys` before the password is checked, or refuses it with
 * TOO_MANY_REQUESTS and the seconds until the earliest allowed retry. An attempt that only the
 * attempts still being checked stand in the way of waits for them (up to WAIT_LIMIT_MS).
 */
export async function reserveAttempt(db: Database, keys: ThrottleKeys, clock: () => Date): Promise<void> {
  const { held, watched } = kindsOf(keys);
  const started = Date.now();
  for (;;) {
    const now = clock();
    const decision = await withCounters<Decision>(db, keys, [...held, ...watched], now, (rows) => {
      const blocked = [...rows.values()]
        .map((row) => row.lockedUntil)
        .filter((until): until is Date => until !== null && until > now)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (blocked) return { write: new Map(), result: { outcome: 'blocked', until: blocked } };
      const busy = held.some((kind) => {
        const row = rows.get(kind)!;
        return row.inFlight > 0 && row.failures + row.inFlight >= RULES[kind].limit;
      });
      if (busy) return { write: new Map(), result: { outcome: 'busy' } };
      const until = new Date(now.getTime() + IN_FLIGHT_SECONDS * 1000);
      const write = new Map<Kind, Counter>();
      for (const kind of held) {
        const row = rows.get(kind)!;
        write.set(kind, { ...row, inFlight: row.inFlight + 1, inFlightUntil: until });
      }
      // Counters are written whenever a window restarted, so the next look does not restart it again.
      for (const kind of watched) write.set(kind, rows.get(kind)!);
      return { write, result: { outcome: 'reserved' } };
    });
    if (decision.outcome === 'reserved') return;
    if (decision.outcome === 'blocked') throw tooMany(decision.until, now);
    const counters = held.map((kind) => keyOf(keys, kind));
    const crowded = counters.some((key) => (waiting.get(key)?.size ?? 0) >= MAX_WAITING);
    if (crowded || Date.now() - started > WAIT_LIMIT_MS) throw tooMany(new Date(now.getTime() + 1000), now);
    await settledOrPoll(counters);
  }
}

/**
 * Settles a reserved attempt. A failure counts on every counter of the attempt (and may lock them); a
 * success starts the attempt's own counters afresh, leaving the address's alone.
 */
export async function settleAttempt(
  db: Database,
  keys: ThrottleKeys,
  outcome: 'success' | 'failure',
  now: Date,
): Promise<void> {
  const { held, watched } = kindsOf(keys);
  const kinds = outcome === 'success' ? held : [...held, ...watched];
  await withCounters(db, keys, kinds, now, (rows) => {
    const write = new Map<Kind, Counter>();
    for (const [kind, row] of rows) {
      const inFlight = held.includes(kind) ? Math.max(0, row.inFlight - 1) : row.inFlight;
      if (outcome === 'success') {
        write.set(kind, { ...row, inFlight, failures: 0, windowStartedAt: now, lockedUntil: null });
        continue;
      }
      const failed = { ...row, inFlight, failures: row.failures + 1 };
      write.set(kind, { ...failed, lockedUntil: lockAfterFailure(kind, failed, now) ?? row.lockedUntil });
    }
    return { write, result: undefined };
  });
  wake(held.map((kind) => keyOf(keys, kind)));
}

/** A password reset proves ownership: every counter of the account starts afresh. */
export async function clearAccountThrottle(db: Executor, email: string): Promise<void> {
  const account = accountKey(email);
  await db
    .delete(loginThrottle)
    .where(or(eq(loginThrottle.key, account), sql`starts_with(${loginThrottle.key}, ${`pair:${account} `})`));
}
