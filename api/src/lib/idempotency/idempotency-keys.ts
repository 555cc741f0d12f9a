import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError, ErrorCode, httpStatusOf } from '../errors.js';
import { idempotencyKeys } from './idempotency.table.js';

/**
 * Idempotency keys as Stripe has them: a client sends `Idempotency-Key: <its own unique value>` with a
 * changing request; the first request with a key runs and its answer is kept for 24 hours; the same
 * request sent again with that key (a double click, a retry after a lost answer) gets the kept answer
 * instead of running again. The same key with another request is refused: a key names one request.
 * The HTTP side (GraphQL mutations, the REST shim's changing routes) is http/idempotency.ts.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a replay of the one kept for the key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEPT_MS = 24 * 3_600_000;
/** An attempt that neither answered nor let its key go in this time died with its process: a retry takes over. */
const ABANDONED_AFTER_MS = 60_000;
/** How long the same request sent while the first still runs waits for the first's answer. */
const WAIT_FOR_FIRST_MS = 3_000;
const WAIT_STEP_MS = 50;
/** What a request refused as still running is told to wait before sending again. */
const RETRY_AFTER_SECONDS = 1;

/** A key as clients send it (Stripe's rule): 1 to 255 visible ASCII characters, a UUID being best. */
export function parseIdempotencyKey(value: string): string {
  if (!/^[\x21-\x7e]{1,255}$/.test(value))
    throw AppError.badInput([
      { path: IDEMPOTENCY_HEADER, msg: 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is best)' },
    ]);
  return value;
}

/** Whose key it is: keys of different callers never meet. An anonymous caller's are its address's. */
export function keyScopeOf(userId: string | undefined, ip: string | undefined): string {
  return userId ? `user:${userId}` : `ip:${ip ?? 'unknown'}`;
}

/** JSON with every object's keys sorted: the same body however its fields were ordered. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
    );
  }
  return value;
}

/** What makes two requests the same request: method, path (with its query string) and body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method.toUpperCase(), path, canonical(body ?? null)]))
    .digest('hex');
}

/**
 * Whether an answer with this HTTP status is kept for replays. Not kept (Stripe's rule), so the key
 * can be used again for the corrected or later request: a request refused before it started (invalid
 * input 400, no usable sign-in 401, a body too large 413 or of the wrong type 415, a rate limit 429),
 * and a failure on the server's side (5xx), which a retry may get past.
 */
export function isKeptStatus(status: number): boolean {
  return status < 500 && ![400, 401, 413, 415, 429].includes(status);
}

/** The HTTP status an error code stands for, for codes of GraphQL's own too (parse and validation: 400). */
export function statusOfCode(code: unknown): number {
  if (typeof code !== 'string') return 500;
  if (code in httpStatusOf) return httpStatusOf[code as ErrorCode];
  return code.startsWith('GRAPHQL_') || code === 'BAD_REQUEST' ? 400 : 500;
}

export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The key is this attempt's to run with (`attempt` stores or lets go), or the earlier answer to replay. */
export type Claim = { kind: 'run'; attempt: string } | { kind: 'replay'; answer: KeptAnswer };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class IdempotencyKeys {
  constructor(private readonly db: Database) {}

  /**
   * Takes the key for a request, or answers what the key already stands for. One statement decides
   * who runs: a new key is inserted; a key past its 24 hours, or whose attempt was abandoned with the
   * same request, is taken over; any other key is left as it is and read. The same request sent while
   * the first still runs waits a moment for its answer, then is refused (CONFLICT with Retry-After).
   * Another request with the key is refused (CONFLICT) whatever the key's state.
   */
  async claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = new Date();
      const attempt = randomUUID();
      const fresh = {
        fingerprint,
        attempt,
        startedAt: now,
        completedAt: null,
        statusCode: null,
        headers: null,
        body: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + KEPT_MS),
      };
      const taken = await this.db
        .insert(idempotencyKeys)
        .values({ scope, key, ...fresh })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: fresh,
          setWhere: or(
            lte(idempotencyKeys.expiresAt, now),
            and(
              isNull(idempotencyKeys.completedAt),
              lte(idempotencyKeys.startedAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
              eq(idempotencyKeys.fingerprint, fingerprint),
            ),
          ),
        })
        .returning({ attempt: idempotencyKeys.attempt });
      if (taken.length) return { kind: 'run', attempt };
      const [row] = await this.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      // Let go between the two statements (its request was refused before it started): try again.
      if (!row) continue;
      if (row.fingerprint !== fingerprint)
        throw new AppError(
          ErrorCode.CONFLICT,
          'This Idempotency-Key was used with a different request: use a new key for a new request',
          [{ path: IDEMPOTENCY_HEADER, msg: 'Already used for another request (another path or body)' }],
        );
      if (row.completedAt && row.statusCode !== null) {
        return {
          kind: 'replay',
          answer: { status: row.statusCode, headers: row.headers ?? {}, body: row.body ?? Buffer.alloc(0) },
        };
      }
      if (Date.now() >= deadline)
        throw new AppError(
          ErrorCode.CONFLICT,
          'A request with this Idempotency-Key is still running: send it again in a moment to get its answer',
          [],
          RETRY_AFTER_SECONDS,
        );
      await sleep(WAIT_STEP_MS);
    }
  }

  /** Keeps the attempt's answer for replays (for the rest of the key's 24 hours). */
  async complete(scope: string, key: string, attempt: string, answer: KeptAnswer): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ completedAt: new Date(), statusCode: answer.status, headers: answer.headers, body: answer.body })
      .where(this.heldBy(scope, key, attempt));
  }

  /** Lets the key go (its answer is not kept): the same key may be sent again with any request. */
  async release(scope: string, key: string, attempt: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(this.heldBy(scope, key, attempt));
  }

  private heldBy(scope: string, key: string, attempt: string) {
    return and(
      eq(idempotencyKeys.scope, scope),
      eq(idempotencyKeys.key, key),
      eq(idempotencyKeys.attempt, attempt),
      isNull(idempotencyKeys.completedAt),
    );
  }
}

/** Removes keys past their 24 hours (maintenance, hourly); answers how many went. */
export async function purgeExpiredIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
