// A bounded in-memory cache: once `max` is reached, entries not read since they were last passed
// over go first (second chance, an approximation of least recently used), and every entry expires
// `ttlMs` after it was stored (a safety net: the caches built on it are invalidated by messages,
// and a lost message must not keep an entry forever).
//
// A read only marks its entry: the hot read paths (a feed page reads 40 entries) cost a Map lookup
// each, where moving the entry to the end of the Map on every read (exact LRU) cost a delete and an
// insert, 9 % of a cached feed page's CPU.

/** How often a cache answered from memory (hits) and how often it had to read (misses). */
export interface CacheCounts {
  readonly hits: number;
  readonly misses: number;
}

/** The read caches of one app by name: each cache adds itself, GET /api/metrics reads them all. */
export interface ReadCaches {
  add(name: string, counts: CacheCounts): void;
}

interface Entry<V> {
  value: V;
  expires: number;
  /** Read since it was stored or last passed over by an eviction. */
  read: boolean;
}

export class Lru<K, V> implements CacheCounts {
  private readonly entries = new Map<K, Entry<V>>();
  /** Reads that found a live entry, and reads that did not (GET /api/metrics reports both). */
  hits = 0;
  misses = 0;

  constructor(
    readonly max: number,
    readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (entry.expires <= this.clock()) {
      this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    entry.read = true;
    this.hits += 1;
    return entry.value;
  }

  set(key: K, value: V, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.clock() + ttlMs, read: false });
    this.evict(key);
  }

  /**
   * Drops the oldest entries until `max` hold, never `stored` (the entry just stored). An entry
   * read since it was last passed over gets a second chance: it moves to the end, unmarked, so
   * the oldest of the entries not read since goes.
   */
  private evict(stored: K): void {
    while (this.entries.size > Math.max(1, this.max)) {
      const [key, entry] = this.entries.entries().next().value as [K, Entry<V>];
      this.entries.delete(key);
      if (key === stored || entry.read) {
        entry.read = false;
        this.entries.set(key, entry);
      }
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(match: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A counter of invalidations. A reader notes it before reading the database and stores what it
 * read only if no invalidation came meanwhile: otherwise a read that began before a write (in
 * any process) could put the old value back after the write's invalidation cleared it.
 */
export class Generation {
  private n = 0;

  get current(): number {
    return this.n;
  }

  bump(): void {
    this.n += 1;
  }

  unchangedSince(seen: number): boolean {
    return this.n === seen;
  }
}
