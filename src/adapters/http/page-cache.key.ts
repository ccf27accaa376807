import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CacheMode } from '../../application/page-cache.types';
import {
  allowedQuery,
  isPreviewRequest,
  pageNumber,
  parseQueryString,
} from '../../domain/routing/query.rules';
import { cacheRuleOf } from '../../domain/routing/route-table';
import { cacheVariant } from '../../domain/identity/user-state.types';
import type { Site } from '../../domain/site/site.types';
import type { CacheKey, UserVariant } from '../../ports/response-cache.port';
import { userStateOf } from './user-state.request';

type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** One spelling per path: percent-escapes decoded where safe and re-encoded upper-case. */
export function normalisePath(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  }
  return encodeURI(decoded);
}

/**
 * The allowed query as a sorted `a=1&b=2` string (allowedQuery sorts the keys), with `page` as
 * the number it is read as (`page=01`, `page=abc` and no page are one entry), so varying its
 * spelling cannot force a render per request.
 */
export function queryString(query: RawQuery): string {
  const allowed: Record<string, string> = { ...allowedQuery(query) };
  if (allowed.page !== undefined) {
    const page = pageNumber(allowed.page);
    if (page === 1) delete allowed.page;
    else allowed.page = String(page);
  }
  return new URLSearchParams(allowed).toString();
}

/** The user-state variant of the cached HTML, from the request's verified user state. */
export function userVariant(request: FastifyRequest): UserVariant {
  return cacheVariant(userStateOf(request));
}

export function pageCacheKey(
  site: Site,
  path: string,
  query: RawQuery,
  variant: UserVariant,
): CacheKey {
  return { siteId: site.id, path: normalisePath(path), query: queryString(query), variant };
}

/**
 * What the route table says of the path (`cacheRuleOf` in `src/domain/routing/route-table.ts`):
 * personal pages (account and admin screens and areas) and other routes' paths (assets, APIs,
 * calculators, health, SEO files) never touch the cache, so no level is asked for them (the
 * cache-hit fast path sees every GET); neither do preview/cacheClear requests. `purge=cache`
 * drops the key and re-renders.
 */
export function cacheMode(path: string, query: RawQuery): CacheMode {
  if (cacheRuleOf(path) !== 'shared') return 'bypass';
  if (isPreviewRequest(path, allowedQuery(query))) return 'bypass';
  const purge = query.purge;
  const values = typeof purge === 'string' ? [purge] : (purge ?? []);
  return values.includes('cache') ? 'refresh' : 'use';
}

/** What a request URL of a site's host means to the shared cache: its key, or null (not cached). */
export interface PageKeyOfUrl {
  readonly site: Site;
  /** The anonymous variant's key, or null when the URL never uses the shared cache. */
  readonly key: CacheKey | null;
}

/** The anonymous key of a raw request URL (path and query as sent), or null when not cacheable. */
export function anonymousKeyOfUrl(site: Site, url: string): CacheKey | null {
  // The router ends the path at a `#` too; browsers never send one, so Fastify has it.
  if (url.includes('#')) return null;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  // The router's own parser (app.ts), so the key is the page route's for the same URL.
  const query = parseQueryString(mark === -1 ? '' : url.slice(mark + 1));
  // Only what the route table sends to the page route's shared cache (cacheMode).
  if (cacheMode(path, query) !== 'use') return null;
  return pageCacheKey(site, path, query, 'anonymous');
}

/** How many (host, URL) pairs `RecentPageKeys` keeps by default, and the longest URL it keeps. */
export const RECENT_KEYS_KEPT = 1024;
const LONGEST_KEPT_URL = 1024;

/**
 * The keys of recently requested URLs (docs/adr/0018-prebuilt-cache-hits.md): a bounded map from
 * the raw Host header and URL to the site and `anonymousKeyOfUrl`, so a hit on a URL asked for
 * recently neither parses its query nor runs `cacheMode` and `pageCacheKey` again. Keys are pure
 * functions of the site and the URL, so a remembered key is the key. Hosts of no site and URLs
 * longer than 1 KiB are never kept; past `limit` pairs the one asked for least recently is dropped.
 */
export class RecentPageKeys {
  private readonly known: LRUCache<string, PageKeyOfUrl>;

  constructor(
    private readonly siteOf: (host: string | undefined) => Site | null,
    limit = RECENT_KEYS_KEPT,
  ) {
    this.known = new LRUCache({ max: limit });
  }

  get size(): number {
    return this.known.size;
  }

  /** The site and key of a request, or null when its host names no site. */
  of(host: string | undefined, url: string): PageKeyOfUrl | null {
    if (host === undefined || url.length > LONGEST_KEPT_URL) return this.fresh(host, url);
    const id = `${host} ${url}`;
    const known = this.known.get(id);
    if (known !== undefined) return known;
    const found = this.fresh(host, url);
    if (found === null) return null;
    this.known.set(id, found);
    return found;
  }

  private fresh(host: string | undefined, url: string): PageKeyOfUrl | null {
    const site = this.siteOf(host);
    return site === null ? null : { site, key: anonymousKeyOfUrl(site, url) };
  }
}
