import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../domain/routing/route-table';
import type { HttpDeps } from './http-deps';

/**
 * The replica's stop (src/server.ts): once draining, readiness fails so balancers take the replica
 * out, while every other route still answers until the listener closes.
 */
export class DrainState {
  private drainingSince: number | null = null;

  start(now: number = Date.now()): void {
    this.drainingSince ??= now;
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The replica's drain before a stop (`DrainState`). */
    readonly drain: DrainState;
  }
}

/**
 * Liveness and readiness: alive, and ready once config and the render build are loaded and the
 * replica is not draining before a stop.
 */
export function healthRoutes(app: FastifyInstance, deps: HttpDeps, drain: DrainState): void {
  app.get(ROUTES.liveness.path, { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(ROUTES.readiness.path, { logLevel: 'warn' }, async (_request, reply) => {
    const ready = deps.renderer.isReady() && deps.config.sites.length > 0 && !drain.draining;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: ready ? 'ready' : drain.draining ? 'draining' : 'starting',
        sites: deps.config.sites.length,
        renderer: deps.renderer.isReady(),
      });
  });
}
