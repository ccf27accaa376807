import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { apiRoutes } from './api.routes';
import { errorHandler } from './error-handler';
import { healthRoutes } from './health.routes';
import type { HttpDeps } from './http-deps';
import { notFoundHandler, pagesRoutes } from './pages.routes';
import { sitePlugin } from './site.plugin';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Builds the Fastify app (no listen): the driving adapter of the hexagon. */
export async function buildApp(
  deps: HttpDeps,
  logger: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: deps.config.production,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    deps.metrics.observeHttp(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  await app.register(sitePlugin, {
    sites: deps.config.sites,
    siteIndexHosts: deps.config.siteIndexHosts,
  });
  await app.register(fastifyStatic, {
    root: join(deps.config.distDir, 'client', 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
    preCompressed: false,
  });
  healthRoutes(app, deps);
  apiRoutes(app, deps);
  pagesRoutes(app, deps);
  notFoundHandler(app, deps);
  errorHandler(app, deps);
  return app;
}
