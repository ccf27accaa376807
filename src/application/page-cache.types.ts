import type { CachedBodies, CachedResponse, CacheLevel } from '../ports/response-cache.port';

/** A response as the page route produced it, before it is cached. */
export interface ProducedResponse {
  readonly status: number;
  /** Lower-case header names; `set-cookie` makes it uncacheable. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Freshness windows by status class. */
export interface CacheWindows {
  readonly freshMs: number;
  readonly staleWhileRevalidateMs: number;
  readonly staleIfErrorMs: number;
}

export interface CachePolicy {
  readonly page: CacheWindows;
  /** 404s are cached briefly. */
  readonly notFound: CacheWindows;
}

export const DEFAULT_CACHE_POLICY: CachePolicy = {
  page: { freshMs: 60_000, staleWhileRevalidateMs: 300_000, staleIfErrorMs: 86_400_000 },
  notFound: { freshMs: 30_000, staleWhileRevalidateMs: 30_000, staleIfErrorMs: 300_000 },
};

/** How a request was served, for `Cache-Status` (RFC 9211) and `Age`. */
export type CacheResult =
  | { readonly kind: 'hit'; readonly level: CacheLevel }
  | {
      readonly kind: 'stale';
      readonly level: CacheLevel;
      readonly reason: 'stale-while-revalidate' | 'stale-if-error';
    }
  | { readonly kind: 'miss'; readonly stored: boolean }
  /** Served from the origin because the request said so (purge=cache): stored afresh. */
  | { readonly kind: 'refresh'; readonly stored: boolean }
  /** Never looked up nor stored (preview, cacheClear). */
  | { readonly kind: 'bypass' };

export interface ServedResponse {
  readonly response: CachedResponse;
  readonly result: CacheResult;
}

/** A served response and the moment it was served (for `Age` and the `ttl` of Cache-Status). */
export interface ServedAt extends ServedResponse {
  readonly servedAt: number;
}

/** Encodes a body once at store time (identity, gzip, brotli); an adapter does the bytes. */
export interface BodyEncoder {
  encode(body: string): Promise<CachedBodies>;
  plain(body: string): CachedBodies;
}

export type { CacheMode } from '../domain/routing/page-request';
