import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../domain/routing/route-table';
import type { HttpDeps } from './http-deps';

/** Liveness and readiness: alive, and ready once config and the render build are loaded. */
export function healthRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get(ROUTES.liveness.path, { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(ROUTES.readiness.path, { logLevel: 'warn' }, async (_request, reply) => {
    const ready = deps.renderer.isReady() && deps.config.sites.length > 0;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: ready ? 'ready' : 'starting',
        sites: deps.config.sites.length,
        renderer: deps.renderer.isReady(),
      });
  });
}
