import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { cacheVariant } from '../../domain/identity/user-state.types';
import {
  pageRequest,
  pathOf,
  type PageRequest,
  type UserVariant,
} from '../../domain/routing/page-request';
import { ROUTES } from '../../domain/routing/route-table';
import { hostName, siteTable } from '../../domain/site/site-lookup';
import type { Site } from '../../domain/site/site.types';
import { userStateOf } from './user-state.request';

/** How many (host, URL) pairs `RequestEdge` keeps anonymous page requests for, and the longest URL. */
export const RECENT_KEYS_KEPT = 1024;
const LONGEST_KEPT_URL = 1024;

/** What the edge has read of one raw request, kept on it for every later reader. */
const READ = Symbol('magazine.edge');

interface EdgeRead {
  site?: Site | null;
  page?: PageRequest;
}

type WithRead = IncomingMessage & { [READ]?: EdgeRead };

function readOf(request: IncomingMessage): EdgeRead {
  const raw = request as WithRead;
  let read = raw[READ];
  if (read === undefined) {
    read = {};
    raw[READ] = read;
  }
  return read;
}

/**
 * The edge of the server (ADR 26): the one place a request's site and page request are read,
 * once per request, whoever asks first (the cache-hit fast path, the site plugin, the page route
 * or the error handler for a request that never reached a route).
 *
 * - The site comes from the Host header through the one table of every site's hosts.
 * - A page request is `pageRequest` of the site, the URL as sent and the reader's variant.
 *   The anonymous ones of recent URLs are remembered (docs/adr/0018-prebuilt-cache-hits.md): a
 *   bounded map from the raw Host header and URL, so a hit on a URL asked for recently neither
 *   parses its query nor normalises its path again. They are pure functions of the site and the
 *   URL, so a remembered one is the one. Hosts of no site and URLs longer than 1 KiB are never
 *   kept; past `limit` pairs the one asked for least recently is dropped.
 */
export class RequestEdge {
  private readonly lookup: (host: string | undefined) => Site | null;
  private readonly indexHosts: ReadonlySet<string>;
  private readonly recent: LRUCache<string, PageRequest>;

  constructor(
    sites: readonly Site[],
    siteIndexHosts: readonly string[] = [],
    limit = RECENT_KEYS_KEPT,
  ) {
    this.lookup = siteTable(sites);
    this.indexHosts = new Set(siteIndexHosts);
    this.recent = new LRUCache({ max: limit });
  }

  /** How many anonymous page requests are remembered. */
  get size(): number {
    return this.recent.size;
  }

  /** The site whose host the request names; null for a host no site lists. */
  site(request: IncomingMessage): Site | null {
    const read = readOf(request);
    if (read.site === undefined) read.site = this.lookup(request.headers.host);
    return read.site;
  }

  /** Whether the request's host serves the index of all sites. */
  isSiteIndexHost(request: IncomingMessage): boolean {
    return this.indexHosts.has(hostName(request.headers.host));
  }

  /** Whether the request asks for the home of the host that serves the index of all sites. */
  isSiteIndexHome(request: IncomingMessage): boolean {
    return this.isSiteIndexHost(request) && pathOf(request.url ?? '/') === ROUTES.home.path;
  }

  /**
   * The page request of a request for the reader variant; null when its host names no site.
   * Built once per request and variant.
   */
  page(request: IncomingMessage, variant: UserVariant): PageRequest | null {
    const read = readOf(request);
    if (read.page?.variant === variant) return read.page;
    const site = this.site(request);
    if (site === null) return null;
    const url = request.url ?? '/';
    const page = variant === 'anonymous' ? this.anonymous(request.headers.host, site, url) : null;
    read.page = page ?? pageRequest(site, url, variant);
    return read.page;
  }

  private anonymous(host: string | undefined, site: Site, url: string): PageRequest {
    if (host === undefined || url.length > LONGEST_KEPT_URL) {
      return pageRequest(site, url, 'anonymous');
    }
    const id = `${host} ${url}`;
    const known = this.recent.get(id);
    if (known !== undefined) return known;
    const made = pageRequest(site, url, 'anonymous');
    this.recent.set(id, made);
    return made;
  }
}

/** The user-state variant of the cached HTML, from the request's verified user state. */
export function userVariant(request: FastifyRequest): UserVariant {
  return cacheVariant(userStateOf(request));
}
