/** Counts hits per key in fixed windows (one instance, in memory), with a bounded number of keys. */
export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit: the key's count in this window and when the window ends (ms since the epoch). */
  count(key: string): { count: number; resetAt: number } {
    const t = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= t) {
      if (this.windows.size >= 10_000) this.prune(t);
      window = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }

  private prune(t: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= t) this.windows.delete(key);
    // Still full of live windows (an address flood): start over rather than grow without bound.
    if (this.windows.size >= 10_000) this.windows.clear();
  }
}
