export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one call for `key` and says whether it may go through. */
  take(key: string): RateDecision;
}

/** Fixed-window limiter: `limit` calls per key per window (one minute by default). */
export function createRateLimiter(options: { limit: number; windowMs?: number; now?: () => number }): RateLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key) {
      const t = now();
      let win = windows.get(key);
      if (!win || t - win.start >= windowMs) {
        if (windows.size > 10_000) windows.clear();
        win = { start: t, count: 0 };
        windows.set(key, win);
      }
      if (win.count >= options.limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((win.start + windowMs - t) / 1000)) };
      }
      win.count += 1;
      return { allowed: true };
    },
  };
}
