import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, noRoute } from '../api/api.errors';
import { parseFacets } from '../api/search.rules';
import { siteContext } from '../api/site-context';
import { serializeTeasers } from '../api/teaser.serializer';
import { MAX_PER_PAGE } from '../api/with-includes.parser';
import { paginate } from '../api/wp-shapes.serializer';
import type { SandboxStore } from '../store/sandbox.store';
import { applyFacets, searchFacets } from './search-facets';
import { SearchIndexRegistry } from './search-index.registry';

interface SearchParams {
  readonly siteId: string;
  readonly q: string;
  readonly perPage: string;
  readonly page: string;
  readonly facets?: string;
}

/**
 * `GET app/search/query/{q}/per_page/{n}/page/{n}[/facets/{json}]` over a real index per site:
 * folded words, ranked by field and rarity, faceted by category and type, paginated.
 */
export function registerSearchRoutes(app: FastifyInstance, store: SandboxStore): void {
  const registry = new SearchIndexRegistry();
  const search = (request: FastifyRequest<{ Params: SearchParams }>) => {
    const context = siteContext(store, request);
    const { q, perPage: rawPerPage, page: rawPage, facets } = request.params;
    if (!/^\d+$/.test(rawPerPage) || !/^\d+$/.test(rawPage)) throw noRoute();
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(rawPerPage)));
    const page = Math.max(1, Number(rawPage));
    const selection = parseFacets(facets);
    if (selection === null) {
      throw new ApiError(
        400,
        'rest_invalid_param',
        'Invalid parameter(s): facets (a JSON object of arrays)',
      );
    }
    const hits = registry.for(context.site).hits(q);
    const paged = paginate(applyFacets(context.site, hits, selection), page, perPage);
    return {
      data: serializeTeasers(paged.items, context),
      meta: { facets: searchFacets(context.site, hits, selection), pagination: paged.pagination },
    };
  };
  const base = '/:siteId/wp-json/app/search/query/:q/per_page/:perPage/page/:page';
  app.get<{ Params: SearchParams }>(base, search);
  app.get<{ Params: SearchParams }>(`${base}/facets/:facets`, search);
}
