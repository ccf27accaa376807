import type { FastifyInstance } from 'fastify';
import type { SiteIndexViewModel } from '../../domain/page/view-model.types';
import type { HttpDeps } from './http-deps';
import { sendPage } from './render-reply';

const PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400';
const NOT_FOUND_CACHE = 'public, max-age=30';

function siteIndex(deps: HttpDeps): SiteIndexViewModel {
  return {
    kind: 'site-index',
    sites: deps.config.sites.map((site) => ({
      id: site.id,
      brandName: site.brandName,
      brandCode: site.brandCode,
      market: site.market,
      locale: site.locale,
      url: `${site.siteDomain}/`,
    })),
  };
}

/** The catch-all page route: every site path goes through the resolve-page use case. */
export function pagesRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get('/*', async (request, reply) => {
    const site = request.site;
    const path = request.url.split('?')[0] ?? '/';
    if (site === null) {
      if (request.isSiteIndexHost && path === '/') {
        return sendPage(deps, request, reply, siteIndex(deps), 200, 'no-cache');
      }
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('No site is configured for this host.');
    }
    const outcome = await deps.resolvePage.execute({
      site,
      path,
      query: request.query as Record<string, string | string[] | undefined>,
    });
    if (outcome.kind === 'redirect') {
      return reply.header('cache-control', PAGE_CACHE).redirect(outcome.location, outcome.status);
    }
    return sendPage(
      deps,
      request,
      reply,
      outcome.viewModel,
      outcome.status,
      outcome.status === 200 ? PAGE_CACHE : NOT_FOUND_CACHE,
    );
  });
}

/** Unmatched methods and routes answer with the site's not-found page (spec 8). */
export function notFoundHandler(app: FastifyInstance, deps: HttpDeps): void {
  app.setNotFoundHandler(async (request, reply) => {
    const site = request.site;
    if (site === null || request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({ error: 'NOT_FOUND', message: 'This page could not be found' });
    }
    const outcome = await deps.resolvePage.notFound(site, false);
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, outcome.status);
    return sendPage(deps, request, reply, outcome.viewModel, 404, NOT_FOUND_CACHE);
  });
}
