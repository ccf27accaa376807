import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError, ProgrammerError } from '../../domain/errors/app-errors';
import { routerEntry, type RouterEntry } from '../../domain/routing/route-table';
import type { Site } from '../../domain/site/site.types';
import type { RequestEdge } from './request-edge';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site chosen by Host; null for an unknown host. Handlers read it with `siteOf`. */
    site: Site | null;
    /** True when the host serves the index of all sites. */
    isSiteIndexHost: boolean;
  }
  interface FastifyContextConfig {
    /** The route's entry in the route table (`src/domain/routing/route-table.ts`). */
    route?: RouterEntry;
  }
}

export interface SitePluginOptions {
  /** Where the request's site is read, once (`request-edge.ts`). */
  readonly edge: RequestEdge;
}

/**
 * The message of a request to a route the route table does not hold (registered where the table's
 * check could not see it): answered 500, logged at error.
 */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

function methodsOf(method: string | readonly string[]): readonly string[] {
  return typeof method === 'string' ? [method] : method;
}

/**
 * Host → Site on every request (ADR 3), and the one answer for a host no site lists: a site route
 * (`needsSite` in the route table) answers it with `UNKNOWN_SITE` (404) through the error handler
 * before its handler runs, so handlers read the site with `siteOf`, which always has one. Routes
 * for any host (the page route, health, assets, webhooks) run as usual and see `request.site`
 * null. Every route must be in the route table: registering one that is not fails at start.
 */
export const sitePlugin = fp<SitePluginOptions>(
  (app: FastifyInstance, options) => {
    const { edge } = options;
    app.decorateRequest('site', null);
    app.decorateRequest('isSiteIndexHost', false);
    app.addHook('onRoute', (route) => {
      const entries = methodsOf(route.method).map((method) => routerEntry(method, route.url));
      const entry = entries[0];
      if (entry === null || entry === undefined || entries.some((other) => other !== entry)) {
        throw new Error(
          `${methodsOf(route.method).join(',')} ${route.url} is not in the route table ` +
            '(ROUTES in src/domain/routing/route-table.ts)',
        );
      }
      route.config = { ...route.config, route: entry };
    });
    app.addHook('onRequest', (request, _reply, done) => {
      // A matched route that runs without its table entry has none of the entry's rules (site,
      // cache, guards): a server error, never an answer without them.
      if (
        request.routeOptions.url !== undefined &&
        request.routeOptions.config.route === undefined
      ) {
        done(new ProgrammerError(UNKNOWN_MIDDLEWARE));
        return;
      }
      const site = edge.site(request.raw);
      request.site = site;
      if (site === null) {
        request.isSiteIndexHost = edge.isSiteIndexHost(request.raw);
        done(
          request.routeOptions.config.route?.needsSite === true
            ? new NotFoundError('UNKNOWN_SITE')
            : undefined,
        );
        return;
      }
      request.log = request.log.child({ site: site.id });
      done();
    });
  },
  { name: 'site' },
);

/**
 * The site of a request to a site route. The plugin's guard has answered an unknown host before
 * the handler runs; on a route for any host, an unknown host is answered the same way here.
 */
export function siteOf(request: FastifyRequest): Site {
  const site = request.site;
  if (site === null) throw new NotFoundError('UNKNOWN_SITE');
  return site;
}

/** Who a request on a route for any host is for: a site, the index of all sites, or nobody. */
export type RequestHost =
  | { readonly kind: 'site'; readonly site: Site }
  | { readonly kind: 'site-index' }
  | { readonly kind: 'unknown' };

export function hostOf(request: FastifyRequest): RequestHost {
  const site = request.site;
  if (site !== null) return { kind: 'site', site };
  return request.isSiteIndexHost ? { kind: 'site-index' } : { kind: 'unknown' };
}
