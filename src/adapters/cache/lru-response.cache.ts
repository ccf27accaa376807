import { LRUCache } from 'lru-cache';
import {
  keyString,
  retentionMs,
  type CachedResponse,
  type CacheHit,
  type CacheKey,
  type PurgeScope,
  type ResponseCachePort,
} from '../../ports/response-cache.port';

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

function prefixesOf(scope: PurgeScope): readonly string[] | null {
  switch (scope.kind) {
    case 'paths':
      return scope.paths.map((path) => `${scope.siteId}|${path}|`);
    case 'site':
      return [`${scope.siteId}|`];
    case 'all':
      return null;
  }
}

/** The first level: an in-process LRU bounded by bytes, each entry kept for its retention. */
export class LruResponseCache implements ResponseCachePort {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly now: () => number;

  constructor(options: LruResponseCacheOptions) {
    this.now = options.now ?? (() => Date.now());
    this.entries = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      sizeCalculation: sizeOf,
    });
  }

  get size(): number {
    return this.entries.size;
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
    if (sizeOf(entry) <= this.entries.maxSize) this.entries.set(keyString(key), entry);
    return Promise.resolve();
  }

  purge(scope: PurgeScope): Promise<void> {
    const prefixes = prefixesOf(scope);
    if (prefixes === null) {
      this.entries.clear();
      return Promise.resolve();
    }
    for (const id of [...this.entries.keys()]) {
      if (prefixes.some((prefix) => id.startsWith(prefix))) this.entries.delete(id);
    }
    return Promise.resolve();
  }
}
