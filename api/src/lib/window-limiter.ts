/**
 * Counts hits per key in fixed windows (one instance, in memory): the GraphQL twin of the REST
 * shim's per-address limits, so a costly mutation is limited whichever API it is called through.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; returns the seconds to wait when the key is over `limit` in this window. */
  hit(key: string, limit: number): number | undefined {
    const t = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= t) {
      if (this.windows.size >= 10_000) this.prune(t);
      window = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit ? Math.max(1, Math.ceil((window.resetAt - t) / 1000)) : undefined;
  }

  private prune(t: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= t) this.windows.delete(key);
    // Still full of live windows (an address flood): start over rather than grow without bound.
    if (this.windows.size >= 10_000) this.windows.clear();
  }
}
