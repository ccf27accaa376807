import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parse } from 'node:querystring';
import type { FastifyServerOptions } from 'fastify';
import type { PageCache } from '../../application/page-cache.service';
import { siteTable } from '../../domain/site/site-lookup';
import type { Site } from '../../domain/site/site.types';
import type { PrometheusMetrics } from '../metrics/prometheus.metrics';
import { servedParts } from './cached-reply';
import { cacheMode, pageCacheKey } from './page-cache.key';
import { ACCESS_COOKIE, ID_COOKIE, REFRESH_COOKIE } from './session.cookies';

export const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request id a reply carries: the caller's `x-request-id` when well-formed, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

const SESSION_COOKIES = [ID_COOKIE, ACCESS_COOKIE, REFRESH_COOKIE].map((name) => `${name}=`);

/** The route label the page route reports in `http_request_duration_seconds`. */
const PAGE_ROUTE = '/*';

export interface FastPathDeps {
  readonly sites: readonly Site[];
  readonly pageCache: PageCache;
  readonly metrics: Pick<PrometheusMetrics, 'observeHttp'>;
}

/**
 * Answers a fresh in-process cache hit for an anonymous reader before the request enters
 * Fastify: the same key, headers (Age, Cache-Status, Vary, negotiated encoding) and metrics as the
 * page route, without its hook pipeline (session, site, overload, request logger). Anything else
 * (a session cookie, a stale or missing entry, a bypass or purge query, another method) returns
 * false and goes through Fastify as usual. Under overload a hit is still the cheapest answer.
 */
export function cacheHitFastPath(
  deps: FastPathDeps,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const lookup = siteTable(deps.sites);
  return (request, response) => {
    if (request.method !== 'GET') return false;
    const cookie = request.headers.cookie;
    if (cookie !== undefined && SESSION_COOKIES.some((name) => cookie.includes(name))) return false;
    const site = lookup(request.headers.host);
    if (site === null) return false;
    const started = performance.now();
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const query = mark === -1 ? {} : parse(url.slice(mark + 1));
    if (cacheMode(path, query) !== 'use') return false;
    const served = deps.pageCache.freshHit(pageCacheKey(site, path, query, 'anonymous'));
    if (served === null) return false;
    const parts = servedParts(served, request.headers['accept-encoding'], false);
    response.writeHead(parts.status, {
      ...parts.headers,
      'x-request-id': requestIdOf(request.headers['x-request-id']),
      'content-length': String(parts.body.byteLength),
    });
    response.end(parts.body);
    deps.metrics.observeHttp('GET', PAGE_ROUTE, parts.status, (performance.now() - started) / 1000);
    return true;
  };
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (same timeouts), with the
 * cache-hit fast path in front of Fastify's handler.
 */
export function fastPathServerFactory(
  fastPath: (request: IncomingMessage, response: ServerResponse) => boolean,
): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, options) => {
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      if (!fastPath(request, response)) handler(request, response);
    });
    // Fastify's own defaults when it makes the server (lib/server.js).
    server.keepAliveTimeout = numberOr(options.keepAliveTimeout, 72_000);
    server.requestTimeout = numberOr(options.requestTimeout, 0);
    server.setTimeout(numberOr(options.connectionTimeout, 0));
    const perSocket = numberOr(options.maxRequestsPerSocket, 0);
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}
