/**
 * The response cache (ADR 6): rendered pages by key, in one or more levels (an in-process LRU,
 * then Redis). Entries carry their own freshness windows; the application decides what is fresh,
 * stale or too old. Implementations never throw: a broken level answers `null` and keeps going.
 */

export type { CacheKey, UserVariant } from '../domain/routing/page-request';
import type { CacheKey } from '../domain/routing/page-request';

/** One body in every encoding computed at store time. */
export interface CachedBodies {
  readonly identity: Uint8Array;
  readonly gzip: Uint8Array | null;
  readonly br: Uint8Array | null;
}

export interface CachedResponse {
  readonly status: number;
  /** Lower-case header names (content-type, cache-control, location...). */
  readonly headers: Readonly<Record<string, string>>;
  readonly bodies: CachedBodies;
  /** Epoch milliseconds when it was stored. */
  readonly storedAt: number;
  /** Fresh until storedAt + freshMs. */
  readonly freshMs: number;
  /** Served stale while one background revalidation runs, until storedAt + freshMs + swrMs. */
  readonly staleWhileRevalidateMs: number;
  /** Served stale when revalidation fails, until storedAt + freshMs + sieMs. */
  readonly staleIfErrorMs: number;
}

/** Which level answered, for metrics and the `Cache-Status` detail. */
export type CacheLevel = 'memory' | 'redis';

export interface CacheHit {
  readonly entry: CachedResponse;
  readonly level: CacheLevel;
}

import type { PurgeScope } from '../domain/events/domain-events';

export type { PurgeScope };

export interface ResponseCachePort {
  get(key: CacheKey): Promise<CacheHit | null>;
  /**
   * The in-process level only, synchronously (no I/O): what a fast path may answer without
   * waiting. Optional: a cache without an in-process level has nothing to peek at.
   */
  peek?(key: CacheKey): CacheHit | null;
  /** True when `get` may find what `peek` cannot (a shared level such as Redis). */
  readonly hasSharedLevel?: boolean;
  /** Stores until the end of the entry's longest stale window. */
  set(key: CacheKey, entry: CachedResponse): Promise<void>;
  /**
   * Drops what the scope names. Paths, sites and everything are dropped; entries holding a
   * surrogate key (`keys`) are made stale instead where a level can keep them (memory), so they
   * are served while they are rendered again and when the origin fails (ADR 21), and dropped
   * where it cannot (Redis). Answers the keys of the entries it found for a `keys` scope (other
   * scopes may answer fewer, or none), so they can be rendered again.
   */
  purge(scope: PurgeScope): Promise<readonly CacheKey[]>;
  /**
   * `purge` of this process's own level only: what a replica does for a purge another replica
   * asked for, which has purged the shared level already (and may have stored new copies there
   * since). Optional: a cache without a shared level purges everything it has with `purge`.
   */
  purgeLocal?(scope: PurgeScope): Promise<readonly CacheKey[]>;
}

/** The surrogate keys a stored response carries (its `surrogate-key` header), space separated. */
export function surrogateKeysOf(entry: CachedResponse): readonly string[] {
  const header = entry.headers['surrogate-key'];
  return header === undefined || header === '' ? [] : header.split(' ');
}

/** Whether an entry is still fresh at `now` (epoch milliseconds). */
export function isFresh(entry: CachedResponse, now: number): boolean {
  return now - entry.storedAt < entry.freshMs;
}

/** How long an entry is kept at most: fresh plus its longest stale window. */
export function retentionMs(entry: CachedResponse): number {
  return entry.freshMs + Math.max(entry.staleWhileRevalidateMs, entry.staleIfErrorMs);
}

/** One string per key, stable across replicas (`site|path|query|variant`). */
export function keyString(key: CacheKey): string {
  return `${key.siteId}|${key.path}|${key.query}|${key.variant}`;
}
