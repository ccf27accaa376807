import type { UserStateKind } from '../identity/user-state.types';
import type { Site } from '../site/site.types';
import {
  allowedQuery,
  pageNumber,
  parseQueryString,
  previewOf,
  type AllowedQuery,
  type ParsedQuery,
  type Preview,
} from './query.rules';
import { appRouteOf, routeFor, type AppRoute, type RouteEntry } from './route-table';

/**
 * Who a cached page is for: `cacheVariant(userState)`. Per-reader data never goes into cached
 * HTML, only the variant.
 */
export type UserVariant = UserStateKind;

/** A page's key in the response cache: site + normalised path + allowed query + variant. */
export interface CacheKey {
  readonly siteId: string;
  /** The normalised path (see `normalisePath`). */
  readonly path: string;
  /** Allowed query parameters as a sorted `a=1&b=2` string ('' when none). */
  readonly query: string;
  readonly variant: UserVariant;
}

/** How a request asks to use the page cache. */
export type CacheMode = 'use' | 'refresh' | 'bypass';

/**
 * One page request as every part of the server reads it, built once at the edge by
 * `pageRequest`: the cache-hit fast path, the page route, resolve-page and the content adapter
 * take these fields and derive none of them again.
 */
export interface PageRequest {
  readonly site: Site;
  /** The path, percent-escapes in one spelling (`normalisePath`): the key's path. */
  readonly path: string;
  /**
   * The allow-listed query (`allowedQuery`), `page` as the number it is read as (no `page` for
   * page 1): the query the page is resolved with, and the key's query, so one key never holds
   * two pages.
   */
  readonly query: AllowedQuery;
  readonly preview: Preview;
  /** The route table's entry that answers a GET of the path; null when none does. */
  readonly route: RouteEntry | null;
  /** What resolve-page makes of the path (the table's app routes; anything else is content). */
  readonly app: AppRoute;
  /** The reader's variant: which cached copy the request reads and writes. */
  readonly variant: UserVariant;
  readonly key: CacheKey;
  /**
   * What the request asks of the page cache: `bypass` for paths the route table keeps out of
   * the shared cache and for drafts, `refresh` for `?purge=cache` (honoured only when the page
   * route authorises it), else `use`.
   */
  readonly mode: CacheMode;
}

/** The characters an escape is decoded to: those `encodeURI` leaves as they are, bar the reserved. */
const PLAIN = /^[A-Za-z0-9\-_.!~*'()]$/;

/**
 * One spelling per path: an escape of a plain character (`%41`, `%28`) is the character, every
 * other escape is written upper-case (`%c3%a6` is `%C3%A6`, `%2f` stays an escaped `/`), and text
 * a URL may not hold as it stands (a raw space, `æ`) is escaped. A `%` that starts no escape stays.
 */
export function normalisePath(path: string): string {
  return path.replace(/%[0-9a-fA-F]{2}|%|[^%]+/g, (part) => {
    if (part === '%') return part;
    if (part.startsWith('%')) {
      const char = String.fromCharCode(Number.parseInt(part.slice(1), 16));
      return PLAIN.test(char) ? char : part.toUpperCase();
    }
    try {
      return encodeURI(part);
    } catch {
      return part;
    }
  });
}

/** The normalised path of a request target (`/path?query`, as sent): the page request's `path`. */
export function pathOf(target: string): string {
  const mark = target.indexOf('?');
  return normalisePath(mark === -1 ? target : target.slice(0, mark));
}

/**
 * The allowed query with `page` as the number it is read as (`page=01`, `page=abc` and no page
 * are one query), so varying its spelling can neither force a render per request nor give one
 * key two pages.
 */
function canonicalQuery(query: ParsedQuery): AllowedQuery {
  const allowed: Record<string, string> = { ...allowedQuery(query) };
  if (allowed.page !== undefined) {
    const page = pageNumber(allowed.page);
    if (page === 1) delete allowed.page;
    else allowed.page = String(page);
  }
  return allowed;
}

function modeOf(route: RouteEntry | null, preview: Preview, query: ParsedQuery): CacheMode {
  if ((route?.cache ?? 'none') !== 'shared' || preview.draft) return 'bypass';
  const purge = query.purge;
  const values = typeof purge === 'string' ? [purge] : (purge ?? []);
  return values.includes('cache') ? 'refresh' : 'use';
}

/**
 * The page request of a request target (`/path?query`, as sent) on a site's host, for a reader
 * variant. The query is read with the router's own parser (`parseQueryString`), so a key built
 * here is the page route's key for the same URL.
 */
export function pageRequest(site: Site, target: string, variant: UserVariant): PageRequest {
  const mark = target.indexOf('?');
  const path = pathOf(target);
  const parsed = parseQueryString(mark === -1 ? '' : target.slice(mark + 1));
  const query = canonicalQuery(parsed);
  const preview = previewOf(path, query);
  const route = routeFor('GET', path);
  const queryText = new URLSearchParams(query).toString();
  return {
    site,
    path,
    query,
    preview,
    route,
    app: appRouteOf(path),
    variant,
    key: { siteId: site.id, path, query: queryText, variant },
    mode: modeOf(route, preview, parsed),
  };
}
