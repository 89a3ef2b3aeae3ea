/**
 * The content rows a page render reads (its page row, or that there is none, and the site's
 * chrome), kept in memory between requests: reading them was a third of an uncached start
 * page's time on PGlite (docs/performance.md). Every change to public content empties it on
 * every instance (the same `public_content_changed` notification as the page cache), and an
 * entry lives `ttlMs` at most, which bounds what a missed notification can cost. A read that
 * was under way when the content changed is not stored. Entries are frozen: they are shared
 * by every request that reads them.
 */
export class ContentRowCache {
  private readonly entries = new Map<string, { value: unknown; storedAt: number }>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.ttlMs) return entry.value as T;
    const generation = this.generation;
    const value = deepFreeze(await load());
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { value, storedAt: this.now() });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Freezes a value and everything in it; a value already frozen is taken as frozen through. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
