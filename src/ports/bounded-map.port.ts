/**
 * A map of at most `max` keys in memory: past it, the key used least recently makes way (`get`
 * and `set` are uses). The application keeps what it loaded in these (`FreshValues`, the
 * sitemaps); `lru-cache` answers it (`src/adapters/cache/lru-bounded-maps.ts`), given by the
 * composition root, so every bounded cache of the product has the one policy.
 */
export interface BoundedMap<V> {
  /** The value of `key`, counted as a use. */
  get(key: string): V | undefined;
  /** The value of `key`, not counted as a use. */
  peek(key: string): V | undefined;
  has(key: string): boolean;
  set(key: string, value: V): unknown;
  delete(key: string): unknown;
  readonly size: number;
  entries(): Iterable<[string, V]>;
}

/** A new, empty bounded map of at most `max` keys. */
export type BoundedMaps = <V extends object | string | number>(max: number) => BoundedMap<V>;
