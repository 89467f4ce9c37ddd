/** A small map whose entries expire after `ttlMs`; the oldest entry goes when it is full. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * The value for `key`, computed by `compute` when absent. The promise itself is kept, so that
   * requests arriving while it is computed wait for it instead of computing it again (a popular
   * query that expires would otherwise send every concurrent visitor to the database at once).
   * A failure is not kept.
   */
  getOrCompute<T>(this: TtlCache<Promise<T>>, key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached) return cached;
    const computing = compute();
    this.set(key, computing);
    computing.catch(() => {
      if (this.entries.get(key)?.value === computing) this.entries.delete(key);
    });
    return computing;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How many answers each cache holds at most: a few MB at the default page size, ~25 MB if all were 100 books. */
const MAX_ANSWERS = 500;
/** How many counts (a number each). */
const MAX_COUNTS = 5000;
/**
 * Counts live this many times longer than answers (a minute by default): a count a minute old is
 * still a fair "about N results", a short page counts itself exactly anyway, and capped counts are
 * the costliest part of an uncached search (up to 1000 matches read from the table).
 */
const COUNT_TTL_FACTOR = 12;

/**
 * Short-lived copies of browse results (promises, so concurrent identical requests share one query), one per app
 * (book-services.ts): whole answers for guests (identical queries) and capped counts (which do not depend on
 * the caller's point, the order or the page, so one count serves every visitor searching the same
 * words). Derived data: a book write through this process clears them; other API instances see
 * the change within the time to live (BROWSE_CACHE_SECONDS for answers, COUNT_TTL_FACTOR times
 * that for counts).
 */
export class BrowseCache {
  readonly answers: TtlCache<Promise<unknown>>;
  readonly counts: TtlCache<Promise<number>>;

  constructor(ttlMs: number, now?: () => number) {
    this.answers = new TtlCache(ttlMs, MAX_ANSWERS, now);
    this.counts = new TtlCache(ttlMs * COUNT_TTL_FACTOR, MAX_COUNTS, now);
  }

  clear(): void {
    this.answers.clear();
    this.counts.clear();
  }
}
