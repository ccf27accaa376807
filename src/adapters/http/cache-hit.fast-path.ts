import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerOptions } from 'fastify';
import type { LookedUp, PageCache } from '../../application/page-cache.service';
import { ROUTES } from '../../domain/routing/route-table';
import type { ServedAt } from '../../application/page-cache.types';
import type { PrometheusMetrics } from '../metrics/prometheus.metrics';
import type { HistogramSeries } from '../metrics/scrape-fold.metrics';
import { PrebuiltHits } from './cached-reply';
import { arrivedOverHttps, type ProxyTrust, type SecurityHeaderSets } from './security-headers';
import type { RequestEdge } from './request-edge';
import { ACCESS_COOKIE, ID_COOKIE, REFRESH_COOKIE } from './session.cookies';

export const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request id a reply carries: the caller's `x-request-id` when well-formed, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

const SESSION_COOKIES = [ID_COOKIE, ACCESS_COOKIE, REFRESH_COOKIE].map((name) => `${name}=`);

/** What the fast path already looked up for a request it hands to Fastify (see `lookedUpFor`). */
const LOOKED_UP = Symbol('magazine.lookedUp');

type WithLookup = IncomingMessage & { [LOOKED_UP]?: LookedUp };

/** The levels the fast path already asked for this request, so the page route does not ask again. */
export function lookedUpFor(request: IncomingMessage): LookedUp | undefined {
  return (request as WithLookup)[LOOKED_UP];
}

export type FastPath = (
  request: IncomingMessage,
  response: ServerResponse,
) => boolean | Promise<boolean>;

/** The route label the page route reports in `http_request_duration_seconds`. */
const PAGE_ROUTE = ROUTES.page.path;

export interface FastPathDeps {
  /** Where the request's site and page request are read, once (`request-edge.ts`). */
  readonly edge: RequestEdge;
  readonly pageCache: PageCache;
  readonly metrics: Pick<PrometheusMetrics, 'httpRequests'>;
  /** The same security headers the Fastify routes send (`security-headers.ts`). */
  readonly security?: SecurityHeaderSets;
  /** Whether the direct peer's `X-Forwarded-Proto` is believed (as Fastify's `trustProxy`). */
  readonly trustProxy?: ProxyTrust;
}

/**
 * Answers a fresh in-process cache hit for an anonymous reader before the request enters
 * Fastify: the same key, headers (Age, Cache-Status, Vary, negotiated encoding) and metrics as the
 * page route, without its hook pipeline (session, site, overload, request logger). Anything else
 * (a session cookie, a stale or missing entry, a bypass or purge query, another method) returns
 * false and goes through Fastify as usual. Under overload a hit is still the cheapest answer.
 * What a hit repeats is done once (docs/adr/0018-prebuilt-cache-hits.md): the page request of a
 * recent URL is remembered (`RequestEdge`), the header list of an entry is built on its first hit
 * (`PrebuiltHits`), and the request histogram's series is kept per site and status.
 */
export function cacheHitFastPath(deps: FastPathDeps): FastPath {
  const { edge } = deps;
  const hits = new PrebuiltHits(deps.security);
  const trusts = deps.trustProxy ?? (() => false);
  const seriesBySite = new Map<string, Map<number, HistogramSeries>>();
  const seriesOf = (siteId: string, status: number): HistogramSeries => {
    let byStatus = seriesBySite.get(siteId);
    if (byStatus === undefined) {
      byStatus = new Map();
      seriesBySite.set(siteId, byStatus);
    }
    let series = byStatus.get(status);
    if (series === undefined) {
      series = deps.metrics.httpRequests(siteId, 'GET', PAGE_ROUTE, status);
      byStatus.set(status, series);
    }
    return series;
  };
  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    served: ServedAt,
    started: number,
    siteId: string,
  ): true => {
    const wire = hits.wire(
      served,
      request.headers['accept-encoding'],
      deps.security !== undefined && arrivedOverHttps(request, trusts),
      requestIdOf(request.headers['x-request-id']),
    );
    // writeHead reads the list at once; the list is reused by the next hit of the entry.
    response.writeHead(wire.status, wire.headers as string[]);
    response.end(wire.body);
    seriesOf(siteId, wire.status).observe((performance.now() - started) / 1000);
    return true;
  };
  return (request, response) => {
    if (request.method !== 'GET') return false;
    const cookie = request.headers.cookie;
    if (cookie !== undefined && SESSION_COOKIES.some((name) => cookie.includes(name))) return false;
    // The router ends a path at `#`, which browsers never send: such a URL goes to Fastify.
    if (request.url === undefined || request.url.includes('#')) return false;
    const started = performance.now();
    const page = edge.page(request, 'anonymous');
    if (page?.mode !== 'use') return false;
    const { key, site } = page;
    const served = deps.pageCache.freshHit(key);
    if (served !== null) return send(request, response, served, started, site.id);
    if (!deps.pageCache.hasSharedLevel) return false;
    // Not fresh in memory: ask every level once (Redis); a fresh hit is answered here too, and
    // anything else goes to Fastify with what was found, so the levels are not asked twice.
    return deps.pageCache.lookUp(key).then(({ served: shared, looked }) => {
      if (shared !== null) return send(request, response, shared, started, site.id);
      (request as WithLookup)[LOOKED_UP] = looked;
      return false;
    });
  };
}

/**
 * The limits of every server the product runs (pages, and the metrics listener): a request's
 * headers must arrive within 10 s and the whole request within 30 s, an idle socket is closed
 * after 60 s and a kept-alive one after 5 s, and a body is at most 64 KiB unless a route says less.
 */
export const HTTP_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  bodyLimitBytes: 64 * 1024,
} as const;

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make with the options it was given
 * (`requestTimeout`, `connectionTimeout`, `keepAliveTimeout`), headers limited to
 * `HTTP_TIMEOUTS.headersMs`, with the cache-hit fast path in front of Fastify's handler.
 */
export function fastPathServerFactory(
  fastPath: FastPath,
): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, options) => {
    // Timeouts are checked once a second (Node's default is every 30 s).
    const serverOptions: ServerOptions = {
      connectionsCheckingInterval: 1_000,
      ...(options.http ?? {}),
    };
    const server: Server = createServer(serverOptions, (request, response) => {
      const answered = fastPath(request, response);
      if (answered === true) return;
      if (answered === false) {
        handler(request, response);
        return;
      }
      answered.then(
        (done) => {
          if (!done) handler(request, response);
        },
        () => {
          handler(request, response);
        },
      );
    });
    server.keepAliveTimeout = numberOr(options.keepAliveTimeout, HTTP_TIMEOUTS.keepAliveMs);
    server.requestTimeout = numberOr(options.requestTimeout, HTTP_TIMEOUTS.requestMs);
    server.headersTimeout = Math.min(HTTP_TIMEOUTS.headersMs, server.requestTimeout || Infinity);
    server.setTimeout(numberOr(options.connectionTimeout, HTTP_TIMEOUTS.idleMs));
    const perSocket = numberOr(options.maxRequestsPerSocket, 0);
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}
