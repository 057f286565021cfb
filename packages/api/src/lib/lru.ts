// A bounded in-memory cache: least recently used entries go first once `max` is reached, and
// every entry expires `ttlMs` after it was stored (a safety net: the caches built on it are
// invalidated by messages, and a lost message must not keep an entry forever).

export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

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
    if (!entry) return undefined;
    if (entry.expires <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: moving the entry to the end marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.clock() + ttlMs });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
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
