import { LRUCache } from 'lru-cache';
import { isSiteWideKey } from '../../domain/content-changes/surrogate-keys.rules';
import {
  isFresh,
  keyString,
  retentionMs,
  surrogateKeysOf,
  type CachedResponse,
  type CacheHit,
  type CacheKey,
  type PurgeScope,
  type ResponseCachePort,
} from '../../ports/response-cache.port';
import { SurrogateKeyIndex } from './surrogate-key.index';

export interface LruResponseCacheOptions {
  /** Byte budget for all bodies of all entries. */
  readonly maxBytes: number;
  /** Wall clock in epoch milliseconds (entries expire at storedAt + retention). */
  readonly now?: () => number;
}

function sizeOf(entry: CachedResponse): number {
  const { identity, gzip, br } = entry.bodies;
  return Math.max(1, identity.length + (gzip?.length ?? 0) + (br?.length ?? 0) + 512);
}

function prefixesOf(scope: Exclude<PurgeScope, { kind: 'keys' }>): readonly string[] | null {
  switch (scope.kind) {
    case 'paths':
      return scope.paths.map((path) => `${scope.siteId}|${path}|`);
    case 'site':
      return [`${scope.siteId}|`];
    case 'all':
      return null;
  }
}

/**
 * The first level: an in-process LRU bounded by bytes, each entry kept for its retention, with an
 * index of the surrogate keys its entries hold (ADR 21).
 */
export class LruResponseCache implements ResponseCachePort {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly index = new SurrogateKeyIndex();
  private readonly now: () => number;

  constructor(options: LruResponseCacheOptions) {
    this.now = options.now ?? (() => Date.now());
    this.entries = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      sizeCalculation: sizeOf,
      // Evicted, expired, replaced or deleted: the index forgets it (a replacement is indexed
      // again by `set`).
      dispose: (_entry, id) => {
        this.index.remove(id);
      },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Distinct surrogate keys indexed (site-wide keys are not). */
  get indexedKeys(): number {
    return this.index.keys;
  }

  get(key: CacheKey): Promise<CacheHit | null> {
    return Promise.resolve(this.peek(key));
  }

  peek(key: CacheKey): CacheHit | null {
    const id = keyString(key);
    const entry = this.entries.get(id);
    if (entry === undefined) return null;
    if (this.now() >= entry.storedAt + retentionMs(entry)) {
      this.entries.delete(id);
      return null;
    }
    return { entry, level: 'memory' };
  }

  set(key: CacheKey, entry: CachedResponse): Promise<void> {
    if (sizeOf(entry) <= this.entries.maxSize) this.store(keyString(key), key, entry);
    return Promise.resolve();
  }

  private store(id: string, key: CacheKey, entry: CachedResponse): void {
    this.entries.set(id, entry);
    // `set` disposed of the entry it replaced (and its index lines) before this.
    if (this.entries.has(id)) {
      const keys = surrogateKeysOf(entry).filter((surrogateKey) => !isSiteWideKey(surrogateKey));
      this.index.add(id, key, keys);
    }
  }

  purge(scope: PurgeScope): Promise<readonly CacheKey[]> {
    if (scope.kind === 'keys') return Promise.resolve(this.makeStale(scope.siteId, scope.keys));
    const prefixes = prefixesOf(scope);
    if (prefixes === null) {
      this.entries.clear();
      this.index.clear();
      return Promise.resolve([]);
    }
    const dropped: CacheKey[] = [];
    for (const id of [...this.entries.keys()]) {
      if (!prefixes.some((prefix) => id.startsWith(prefix))) continue;
      const key = this.index.keyOf(id);
      if (key !== null) dropped.push(key);
      this.entries.delete(id);
    }
    return Promise.resolve(dropped);
  }

  /**
   * Entries holding any of the keys become stale (not dropped): they are served while they are
   * rendered again, and when the origin fails. A site-wide key makes the whole site stale.
   */
  private makeStale(siteId: string, keys: readonly string[]): readonly CacheKey[] {
    const siteWide = keys.some(isSiteWideKey);
    const ids = siteWide
      ? [...this.entries.keys()].filter((id) => id.startsWith(`${siteId}|`))
      : [...this.index.idsOf(keys)];
    const found: CacheKey[] = [];
    for (const id of ids) {
      const entry = this.entries.peek(id);
      const key = this.index.keyOf(id);
      if (entry === undefined || key === null) continue;
      found.push(key);
      if (isFresh(entry, this.now())) this.store(id, key, staleCopy(entry, this.now()));
    }
    return found;
  }
}

/**
 * The same response, no longer fresh: it keeps its stale windows from now on, so it is served
 * stale while it is revalidated and, when the origin fails, for as long as it would have been.
 */
function staleCopy(entry: CachedResponse, now: number): CachedResponse {
  const age = now - entry.storedAt;
  return { ...entry, freshMs: Math.min(entry.freshMs, Math.max(0, age)) };
}
