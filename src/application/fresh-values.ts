import type { BoundedMap, BoundedMaps } from '../ports/bounded-map.port';

interface Entry<T> {
  value: T | null;
  expiresAt: number;
  pending: Promise<T | null> | null;
}

export interface FreshValuesOptions {
  readonly now: () => number;
  /** At most this many keys are kept; the key used least recently makes way for a new one. */
  readonly limit: number;
  /** Where the keys are kept (`lru-cache` in the product). */
  readonly maps: BoundedMaps;
}

/**
 * Values loaded from elsewhere, kept by key for a freshness each caller names. After it, the value
 * is reloaded in the background while callers keep getting the last good one
 * (stale-while-revalidate); one load per key runs at a time, and a failed or empty load keeps the
 * last good value. Only the first caller of a key waits for it.
 */
export class FreshValues<T> {
  private readonly entries: BoundedMap<Entry<T>>;

  constructor(private readonly options: FreshValuesOptions) {
    this.entries = options.maps(options.limit);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The last good value of `key` when one is in memory, else null; never loads. */
  peek(key: string): T | null {
    return this.entries.get(key)?.value ?? null;
  }

  /** The value of `key`: from memory while fresh, else from `load` (in the background once known). */
  get(key: string, freshnessMs: number, load: () => Promise<T | null>): Promise<T | null> {
    const entry = this.entryOf(key);
    if (entry.value !== null && entry.expiresAt > this.options.now())
      return Promise.resolve(entry.value);
    entry.pending ??= load()
      .then((value) => {
        if (value !== null) {
          entry.value = value;
          entry.expiresAt = this.options.now() + freshnessMs;
        }
        return entry.value;
      })
      .catch(() => entry.value)
      .finally(() => {
        entry.pending = null;
      });
    return entry.value === null ? entry.pending : Promise.resolve(entry.value);
  }

  /**
   * Loads `key` again now, whatever its freshness (its source changed), and resolves once the new
   * value is kept; a load already running is not waited for (it may hold the old value). A failed
   * or empty load keeps the last good value.
   */
  async reload(key: string, freshnessMs: number, load: () => Promise<T | null>): Promise<void> {
    const entry = this.entryOf(key);
    const reloading = load()
      .then((value) => {
        if (value !== null) {
          entry.value = value;
          entry.expiresAt = this.options.now() + freshnessMs;
        }
        return entry.value;
      })
      .catch(() => entry.value);
    entry.pending = reloading;
    await reloading;
    if (entry.pending === reloading) entry.pending = null;
  }

  private entryOf(key: string): Entry<T> {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const entry: Entry<T> = { value: null, expiresAt: 0, pending: null };
    this.entries.set(key, entry);
    return entry;
  }
}
