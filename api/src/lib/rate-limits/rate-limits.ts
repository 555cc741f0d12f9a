import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../errors.js';
import { WindowLimiter } from '../window-limiter.js';
import { rateLimitCounters } from './rate-limit.table.js';

export interface Budget {
  /** Hits allowed per window (multiplied by RATE_LIMIT_SCALE for request budgets). */
  limit: number;
  windowSeconds: number;
  /**
   * Counted in the database, so every instance shares one count: for limits that protect other
   * people (messages they receive, mail sent to them). The others are counted per instance in memory.
   */
  shared: boolean;
  /** Whether RATE_LIMIT_SCALE applies (request budgets) or the limit is absolute (mail per recipient). */
  scaled: boolean;
}

/** Where a caller stands in a budget after one more hit. */
export interface Usage {
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** Seconds until the window ends and the budget is whole again. */
  resetSeconds: number;
  exceeded: boolean;
}

function usage(limit: number, windowSeconds: number, count: number, msLeft: number): Usage {
  return {
    limit,
    windowSeconds,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
    exceeded: count > limit,
  };
}

/** Who a request counts against: the signed-in user where there is one, the client address otherwise. */
export interface Subject {
  userId?: string | undefined;
  ip?: string | undefined;
}

export function subjectKey(subject: Subject): string {
  return subject.userId ? `user:${subject.userId}` : `ip:${subject.ip ?? 'unknown'}`;
}

/** The hits on shared counters waiting for the next statement: per counter key, how many and who waits. */
interface PendingHits {
  windowSeconds: number;
  waiters: Array<{ resolve: (count: { count: number; resetAt: number }) => void; reject: (error: unknown) => void }>;
}

/** Named budgets (see api/src/rate-budgets.ts) counted per key. */
export class RateLimits<Name extends string> {
  private readonly localByWindow = new Map<number, WindowLimiter>();
  private pending = new Map<string, PendingHits>();

  constructor(
    private readonly budgets: Record<Name, Budget>,
    private readonly db: Executor,
    private readonly scale: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one hit against `name` for `key`: how many are left in this window, and when it ends. */
  async count(name: Name, key: string): Promise<Usage> {
    const budget = this.budgets[name];
    const limit = budget.scaled ? Math.max(1, Math.round(budget.limit * this.scale)) : budget.limit;
    const counterKey = `${name}:${key}`;
    if (!budget.shared) {
      const { count, resetAt } = this.localLimiter(budget.windowSeconds).count(counterKey);
      return usage(limit, budget.windowSeconds, count, resetAt - this.now().getTime());
    }
    const { count, resetAt } = await this.countShared(counterKey, budget.windowSeconds);
    return usage(limit, budget.windowSeconds, count, resetAt - this.now().getTime());
  }

  /**
   * One hit on a counter in the database. The hits of one moment (a burst of requests, or one request's
   * several budgets) go as one statement, each counter once with its number of hits: a counter every
   * request hits (one client address behind a carrier's NAT) is locked and written once per statement
   * instead of once per request, and each hit still gets its own count.
   */
  private countShared(counterKey: string, windowSeconds: number): Promise<{ count: number; resetAt: number }> {
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) setImmediate(() => void this.flush());
      const hits = this.pending.get(counterKey) ?? { windowSeconds, waiters: [] };
      hits.waiters.push({ resolve, reject });
      this.pending.set(counterKey, hits);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    const now = this.now();
    // In key order: two instances' statements lock shared rows in the same order, so they cannot deadlock.
    const keys = [...batch.keys()].sort();
    const rows = keys.map((key) => {
      const { windowSeconds, waiters } = batch.get(key)!;
      return sql`(${key}, ${waiters.length}::integer, ${new Date(now.getTime() + windowSeconds * 1000)}::timestamptz)`;
    });
    try {
      // Concurrent hits on any instance each get their own count: the row is updated in place.
      const counted = await queryRows<{ key: string; count: number; reset_at: string | Date }>(
        this.db,
        sql`
        insert into ${rateLimitCounters} (key, count, reset_at) values ${sql.join(rows, sql`, `)}
        on conflict (key) do update set
          count = case when ${rateLimitCounters.resetAt} <= ${now} then excluded.count
                       else ${rateLimitCounters.count} + excluded.count end,
          reset_at = case when ${rateLimitCounters.resetAt} <= ${now} then excluded.reset_at
                          else ${rateLimitCounters.resetAt} end
        returning key, count, reset_at`,
      );
      for (const row of counted) {
        const { waiters } = batch.get(row.key)!;
        batch.delete(row.key);
        const resetAt = new Date(row.reset_at).getTime();
        // The counter now stands at `count` after these hits: they were its last `waiters.length`.
        const first = Number(row.count) - waiters.length + 1;
        waiters.forEach((waiter, i) => waiter.resolve({ count: first + i, resetAt }));
      }
      if (batch.size > 0) throw new Error(`rate limit counters not counted: ${[...batch.keys()].join(', ')}`);
    } catch (error) {
      for (const { waiters } of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  /** Counts one use of `key` (e.g. a recipient address); false when the budget is spent. */
  async allow(name: Name, key: string): Promise<boolean> {
    return !(await this.count(name, key.trim().toLowerCase())).exceeded;
  }

  private localLimiter(windowSeconds: number): WindowLimiter {
    let limiter = this.localByWindow.get(windowSeconds);
    if (!limiter) {
      limiter = new WindowLimiter(windowSeconds * 1000, () => this.now().getTime());
      this.localByWindow.set(windowSeconds, limiter);
    }
    return limiter;
  }
}

/** One budget a request counted against, and where the caller stands in it after that request. */
export interface BudgetUse {
  budget: string;
  usage: Usage;
}

/**
 * The IETF RateLimit header fields (draft 8) for the budgets a request counted against, one list
 * member per budget: `RateLimit-Policy` states each budget (q hits per w seconds), `RateLimit` what is
 * left of it (r) and when it is whole again (t seconds). REST and GraphQL answers both carry them,
 * so an integrator can pace itself before it is refused.
 */
export function rateLimitHeaderFields(uses: readonly BudgetUse[]): { 'RateLimit-Policy': string; RateLimit: string } {
  return {
    'RateLimit-Policy': uses
      .map(({ budget, usage }) => `"${budget}";q=${usage.limit};w=${usage.windowSeconds}`)
      .join(', '),
    RateLimit: uses.map(({ budget, usage }) => `"${budget}";r=${usage.remaining};t=${usage.resetSeconds}`).join(', '),
  };
}

/** "40 seconds", "15 minutes": how long to wait, as every refusal says it. */
export function waitInWords(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

export function tooManyRequests(waitSeconds: number): AppError {
  const message = `Too many requests. Please try again in ${waitInWords(waitSeconds)}.`;
  return new AppError(ErrorCode.TOO_MANY_REQUESTS, message, [], waitSeconds);
}
