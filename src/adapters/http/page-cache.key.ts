import type { FastifyRequest } from 'fastify';
import type { CacheMode } from '../../application/page-cache.types';
import { allowedQuery, isPreviewRequest, pageNumber } from '../../domain/routing/query.rules';
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
