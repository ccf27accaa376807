import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES } from '../../domain/routing/route-table';
import { pathOf } from '../../domain/routing/page-request';
import { QuietLog } from '../logging/quiet.log';
import type { ReaderMarkupPort } from '../../ports/reader-markup.port';
import type { RequestEdge } from './request-edge';

/** Seconds a client is asked to wait when the process is overloaded. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * A page request that arrived under overload: it is answered from the cache when it can be (a
 * fresh or stale copy), and only a miss, which would need a render, gets the overload page.
 */
const shedMisses = new WeakMap<FastifyRequest, (reply: FastifyReply) => FastifyReply>();

/** Thrown by a page's producer instead of rendering while the process is overloaded. */
export class MissShed extends Error {
  constructor() {
    super('overloaded: a page miss is not rendered');
    this.name = 'MissShed';
  }
}

/**
 * How to answer this request's miss while the process is overloaded (the static overload page);
 * undefined when it is not. A page route renders only when this is undefined.
 */
export function overloadedMiss(
  request: FastifyRequest,
): ((reply: FastifyReply) => FastifyReply) | undefined {
  return shedMisses.get(request);
}

/** Requests answered whatever the load: probes (an overloaded pod is alive and may be ready). */
const NEVER_SHED: ReadonlySet<string> = new Set([ROUTES.liveness.path, ROUTES.readiness.path]);

/**
 * Overload protection (ADR 6): when the event loop lags past `maxEventLoopDelayMs`, new requests
 * that need work get a static 503 with Retry-After instead of queueing up
 * (@fastify/under-pressure). The page is static on purpose: rendering is what an overloaded
 * process cannot afford; it is written once per language (`ReaderMarkupPort`) and chosen by the
 * request's site. Never shed: the probes (Kubernetes would otherwise restart or unroute every pod at once)
 * and pages the cache holds (a hit costs less than the refusal); a page miss is shed where it
 * would render (`overloadedMiss`). One log line a second says how many were shed.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  options: {
    readonly maxEventLoopDelayMs: number;
    /** The request's site, for the language of the page (English for a host of no site). */
    readonly edge: RequestEdge;
    readonly markup: Pick<ReaderMarkupPort, 'overloadPage'>;
    readonly lines?: QuietLog;
  },
): Promise<void> {
  const { maxEventLoopDelayMs, edge, markup } = options;
  const lines = options.lines ?? new QuietLog();
  if (maxEventLoopDelayMs <= 0) return;
  const refuse = (request: FastifyRequest, reply: FastifyReply, type: string): FastifyReply => {
    lines.note(`overload ${type}`, (shedSinceLastLine) => {
      request.log.warn({ type, shedSinceLastLine }, 'overloaded: answering 503');
    });
    const json = request.url.startsWith('/api/');
    return reply
      .status(503)
      .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type(json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
      .send(
        json
          ? { error: 'OVERLOADED', message: 'The server is too busy right now' }
          : markup.overloadPage(edge.site(request.raw)?.language ?? 'en'),
      );
  };
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    exposeStatusRoute: false,
    pressureHandler: (request, reply, type) => {
      // Returning without answering lets the request go on.
      if (NEVER_SHED.has(pathOf(request.url))) return;
      if (request.method === 'GET' && request.routeOptions.url === ROUTES.page.path) {
        shedMisses.set(request, (answer) => refuse(request, answer, type));
        return;
      }
      void refuse(request, reply, type);
    },
  });
}
