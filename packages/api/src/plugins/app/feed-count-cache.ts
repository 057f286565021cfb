import { Generation, type CacheCounts } from '../../lib/lru';

// A feed's `count`, kept per feed and window (./feed): recounted by one request at a time while
// the others answer the previous count, and moved at once by posts added or removed.

interface CountEntry {
  n: number;
  /** When it was counted (undefined: not yet, its first count is pending). */
  at?: number;
  /** A recount under way (one at a time per count). */
  pending?: Promise<number>;
  /** Counted again at the next request (posts were added or removed since). */
  stale?: boolean;
}

/**
 * Counts kept per key. A missing count is counted once however many requests want it at once;
 * an old or stale one is answered while one request counts it again.
 */
export function createCountCache(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<string, CountEntry>();
  const generation = new Generation();
  // An old or stale count answered while it is counted again is a hit: nobody waited for it.
  const counts = { hits: 0, misses: 0 };

  function refresh(key: string, entry: CountEntry | undefined, load: () => Promise<number>): Promise<number> {
    if (entry?.pending) return entry.pending;
    const seen = generation.current;
    const pending = load().then(
      (n) => {
        // Posts added meanwhile may be missing from this count: keep it, but count again.
        const stale = !generation.unchangedSince(seen);
        if (entries.size > 10_000) entries.clear();
        entries.set(key, { n, at: clock(), stale });
        return n;
      },
      (error: unknown) => {
        const current = entries.get(key);
        if (current?.pending === pending) current.pending = undefined;
        throw error;
      },
    );
    if (entry) entry.pending = pending;
    else entries.set(key, { n: 0, pending });
    return pending;
  }

  return {
    counts: counts as CacheCounts,
    async get(key: string, load: () => Promise<number>): Promise<number> {
      const entry = entries.get(key);
      if (entry?.at === undefined) {
        counts.misses += 1;
        return refresh(key, entry, load);
      }
      counts.hits += 1;
      if (entry.stale || clock() - entry.at >= ttlMs) void refresh(key, entry, load).catch(() => {});
      return entry.n;
    },
    /** Moves the counts whose key matches by `delta` now, and has them counted again. */
    adjust(match: (key: string) => boolean, delta: number): void {
      generation.bump();
      for (const [key, entry] of entries) {
        if (!match(key)) continue;
        entry.n = Math.max(0, entry.n + delta);
        entry.stale = true;
      }
    },
    clear(): void {
      generation.bump();
      entries.clear();
    },
  };
}
