import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/** Seconds a client is asked to wait when the process is overloaded. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;

const OVERLOAD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title>
</head><body><main><h1>We are very busy right now</h1><p>Please try again in a few seconds.</p><p><a href="/">Home</a></p></main>
</body></html>`;

/**
 * Overload protection (ADR 6): when the event loop lags past `maxEventLoopDelayMs`, new
 * requests get a static 503 with Retry-After instead of queueing up (@fastify/under-pressure).
 * The page is static on purpose: rendering is what an overloaded process cannot afford.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  maxEventLoopDelayMs: number,
): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    exposeStatusRoute: false,
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ type, value }, 'overloaded: answering 503');
      const json = request.url.startsWith('/api/');
      void reply
        .status(503)
        .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type(json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
        .send(
          json
            ? { error: 'OVERLOADED', message: 'The server is too busy right now' }
            : OVERLOAD_PAGE,
        );
    },
  });
}
