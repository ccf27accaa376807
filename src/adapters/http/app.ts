import { join } from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import { ValidationError } from '../../domain/errors/app-errors';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { parseQueryString } from '../../domain/routing/query.rules';
import { ROUTES } from '../../domain/routing/route-table';
import { lazyChildLoggerFactory, writesLevel } from '../logging/lazy-request.logger';
import { NO_SITE } from '../metrics/prometheus.metrics';
import { registerAccounts } from './account.plugin';
import { cacheHitFastPath, fastPathServerFactory, requestIdOf } from './cache-hit.fast-path';
import { answeredFromCache } from './cached-reply';
import { apiRoutes } from './api.routes';
import { teaserListRoutes } from './teaser-list.routes';
import { cachePurgeRoutes } from './cache-purge.routes';
import { arrivedOverHttps, proxyTrust, securityHeaderSets } from './security-headers';
import { HTTP_TIMEOUTS } from './cache-hit.fast-path';
import { registerCsrf } from './csrf';
import { errorReplies } from './error-handler';
import { DrainState, healthRoutes } from './health.routes';
import type { HttpDeps } from './http-deps';
import { registerOverloadProtection } from './overload.plugin';
import { notFoundHandler, pagesRoutes } from './pages.routes';
import { searchRoutes } from './search.routes';
import { newsletterRoutes } from './newsletter.routes';
import { calculatorRoutes } from './calculator.routes';
import { sitemapRoutes } from './sitemap.routes';
import { sitePlugin } from './site.plugin';
import { RequestEdge } from './request-edge';

const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** Builds the Fastify app (no listen): the driving adapter of the hexagon. */
/**
 * The longest address (path and query) the product reads: a search term (200 characters) with
 * every facet (20 values of 100 characters in each of two parameters) fits, an 8 KB path does not.
 */
export const MAX_URL_LENGTH = 6144;

export async function buildApp(
  deps: HttpDeps,
  logger: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const security = securityHeaderSets(deps.config.sites, deps.markup.inlineScripts);
  const trusts = proxyTrust(deps.config.trustProxy);
  // The one place a request's site and page request are read (ADR 26).
  const edge = new RequestEdge(deps.config.sites, deps.config.siteIndexHosts);
  const errors = errorReplies(deps, edge, security, trusts);
  const { trustProxy } = deps.config;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    // One access line per uncached request (below) instead of Fastify's two, and a request logger
    // that costs nothing until a line is written (a cache hit, fresh or stale, writes none).
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // Fresh in-process hits for anonymous readers are answered before Fastify (ADR 6).
    serverFactory: fastPathServerFactory(
      cacheHitFastPath({
        edge,
        pageCache: deps.pageCache,
        metrics: deps.metrics,
        security,
        trustProxy: trusts,
      }),
    ),
    // Forwarded headers only from the proxies TRUST_PROXY names (none by default).
    trustProxy:
      trustProxy === false
        ? false
        : typeof trustProxy === 'number'
          ? (_address: string, hop: number) => hop < trustProxy
          : [...trustProxy],
    return503OnClosing: true,
    // A URL Fastify cannot decode, an overlong path parameter: the same answers as any error.
    frameworkErrors: errors.framework,
    // Slow and idle clients are cut off (HTTP_TIMEOUTS); bodies are small forms and JSON.
    requestTimeout: HTTP_TIMEOUTS.requestMs,
    connectionTimeout: HTTP_TIMEOUTS.idleMs,
    keepAliveTimeout: HTTP_TIMEOUTS.keepAliveMs,
    bodyLimit: HTTP_TIMEOUTS.bodyLimitBytes,
    routerOptions: {
      ignoreTrailingSlash: false,
      maxParamLength: 500,
      // The cache-hit fast path parses with the same function: one query, one cache key.
      querystringParser: parseQueryString,
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    // Every answer carries the security headers: pages, JSON, errors, redirects.
    void reply.headers(arrivedOverHttps(request.raw, trusts) ? security.https : security.http);
    done();
  });
  // While draining before a stop, each answer asks its client to reconnect (to another replica).
  const drain = new DrainState();
  app.decorate('drain', drain);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    deps.metrics.observeHttp(
      request.site?.id ?? NO_SITE,
      request.method,
      route,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    // An answer from the cache, fresh or stale, writes no line (as a hit of the fast path): in an
    // outage every reader gets a stale page, and the metrics count them (`answeredFromCache`).
    if (writesLevel(logger, 'info') && !answeredFromCache(request)) {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          host: request.host,
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
          cacheStatus: reply.getHeader('cache-status'),
        },
        'request completed',
      );
    }
    done();
  });

  // Before any plugin: a scope copies the error handler its parent has when it is registered, so
  // one set later would never see the errors of the account, newsletter or calculator routes.
  app.setErrorHandler(errors.handler);
  await registerOverloadProtection(app, {
    maxEventLoopDelayMs: deps.config.maxEventLoopDelayMs,
    edge,
    markup: deps.markup,
  });
  await app.register(sitePlugin, { edge });
  // No page has an address this long: answered in the site's language before any service is
  // asked (an upstream would refuse it, and that would count as an outage).
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.length > MAX_URL_LENGTH ? new ValidationError('URL_TOO_LONG') : undefined);
  });
  // Plain HTML forms work without JavaScript (sign-in, newsletter, calculators): one parser,
  // with a form's size limit; every state-changing route checks CSRF (csrf.ts).
  await app.register(fastifyFormbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });
  await registerCsrf(app);
  await app.register(fastifyStatic, {
    root: join(deps.config.distDir, 'client', 'assets'),
    // The table's `/assets/*`: this prefix and the wildcard route the plugin adds under it.
    prefix: ROUTES.assets.path.slice(0, -1),
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies (scripts/precompress-assets.mjs): a browser that takes
    // them gets the stylesheet that blocks its first paint at a fifth of its size.
    preCompressed: true,
  });
  await registerAccounts(app, { http: deps, ...deps.accounts });
  healthRoutes(app, deps, drain);
  apiRoutes(app, deps);
  searchRoutes(app, deps.search);
  teaserListRoutes(app, deps.teaserListPage);
  await newsletterRoutes(app, deps, deps.newsletter);
  await calculatorRoutes(app, deps, deps.calculatorPage);
  sitemapRoutes(app, deps.sitemaps);
  cachePurgeRoutes(app, deps);
  pagesRoutes(app, deps, edge);
  notFoundHandler(app, deps);
  return app;
}
