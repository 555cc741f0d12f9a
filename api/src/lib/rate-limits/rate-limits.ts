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

/** Named budgets (see api/src/rate-budgets.ts) counted per key. */
export class RateLimits<Name extends string> {
  private readonly localByWindow = new Map<number, WindowLimiter>();

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
    const now = this.now();
    if (!budget.shared) {
      const { count, resetAt } = this.localLimiter(budget.windowSeconds).count(counterKey);
      return usage(limit, budget.windowSeconds, count, resetAt - now.getTime());
    }
    const resetAt = new Date(now.getTime() + budget.windowSeconds * 1000);
    // One statement: concurrent hits on any instance each get their own count.
    const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
      this.db,
      sql`
      insert into ${rateLimitCounters} (key, count, reset_at) values (${counterKey}, 1, ${resetAt})
      on conflict (key) do update set
        count = case when ${rateLimitCounters.resetAt} <= ${now} then 1 else ${rateLimitCounters.count} + 1 end,
        reset_at = case when ${rateLimitCounters.resetAt} <= ${now} then ${resetAt} else ${rateLimitCounters.resetAt} end
      returning count, reset_at`,
    );
    return usage(limit, budget.windowSeconds, Number(row!.count), new Date(row!.reset_at).getTime() - now.getTime());
  }

  /** Counts a request; over the budget it is refused with TOO_MANY_REQUESTS and when to retry. */
  async take(name: Name, subject: Subject): Promise<Usage> {
    const used = await this.count(name, subjectKey(subject));
    if (used.exceeded) throw tooManyRequests(used.resetSeconds);
    return used;
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

/** "40 seconds", "15 minutes": how long to wait, as every refusal says it. */
export function waitInWords(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

export function tooManyRequests(waitSeconds: number): AppError {
  const message = `Too many requests. Please try again in ${waitInWords(waitSeconds)}.`;
  return new AppError(ErrorCode.TOO_MANY_REQUESTS, message, [], waitSeconds);
}
