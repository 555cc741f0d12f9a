/** Spaces calls evenly at `perSecond`, across concurrent callers (one instance; not shared). */
export function createRateLimiter(perSecond: number, now: () => number = Date.now) {
  const interval = 1000 / perSecond;
  let next = 0;
  return async function take(): Promise<void> {
    const t = now();
    const at = Math.max(t, next);
    next = at + interval;
    if (at > t) await new Promise((resolve) => setTimeout(resolve, at - t));
  };
}
