import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, noRoute } from '../api/api.errors';
import { facetSelection, parseFacets, type FacetSelection } from '../api/search.rules';
import { queryValue, siteContext, type Query } from '../api/site-context';
import { serializeCategory } from '../api/term.serializer';
import { parseIncludes } from '../api/with-includes.parser';
import { MAX_PER_PAGE } from '../api/with-includes.parser';
import type { SerializeContext } from '../api/wp-shapes.serializer';
import type { SandboxStore } from '../store/sandbox.store';
import type { ArticleRecord } from '../store/site-model.types';
import { applyFacets, facetFields, searchFacets } from './search-facets';
import { searchPagination, serializeSearchHit } from './search-hit.serializer';
import { SearchIndexRegistry } from './search-index.registry';

interface SearchParams {
  readonly siteId: string;
  readonly q: string;
  readonly perPage: string;
  readonly page: string;
  readonly facets?: string;
}

interface SearchRequest {
  readonly query: string;
  readonly page: number;
  readonly perPage: number;
  readonly selection: FacetSelection;
  /** Newest first instead of by relevance (`sorting` names a date field). */
  readonly byDate: 'asc' | 'desc' | null;
  /** `with=category`: each hit carries its category include. */
  readonly withCategory?: boolean;
}

/**
 * Which search routes the sandbox has: both (the newer API), `post` only (the 2022 API, whose GET
 * route answers `rest_no_route`) or `none` (an API without search). `SANDBOX_SEARCH_ROUTES`.
 */
export type SearchRoutes = 'both' | 'post' | 'none';

export function isSearchRoutes(value: string): value is SearchRoutes {
  return value === 'both' || value === 'post' || value === 'none';
}

const invalid = (what: string): ApiError =>
  new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${what}`);

function clampPerPage(value: number): number {
  return Math.min(MAX_PER_PAGE, Math.max(1, value));
}

/** `sorting: {"published_at": "desc"}` (any date-like field) sorts by date; else relevance. */
function dateOrder(sorting: unknown): 'asc' | 'desc' | null {
  if (typeof sorting !== 'object' || sorting === null) return null;
  for (const [field, direction] of Object.entries(sorting)) {
    if (/publish|date/i.test(field))
      return String(direction).toLowerCase() === 'asc' ? 'asc' : 'desc';
  }
  return null;
}

/** The POST body `{ query, page, per_page, facets, sorting }`; `null` when there is none. */
function fromBody(body: unknown): SearchRequest | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { query, page, per_page: perPage, facets, sorting } = body as Record<string, unknown>;
  const whole = (value: unknown, fallback: number): number => {
    const number = typeof value === 'string' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : fallback;
  };
  const selection = facetSelection(facets);
  if (selection === null) throw invalid('facets (an object of arrays)');
  return {
    query: typeof query === 'string' ? query : '',
    page: whole(page, 1),
    perPage: clampPerPage(whole(perPage, 10)),
    selection,
    byDate: dateOrder(sorting),
  };
}

function answer(registry: SearchIndexRegistry, search: SearchRequest, context: SerializeContext) {
  const fields = facetFields(context.site);
  let hits: readonly ArticleRecord[] = registry.for(context.site).hits(search.query);
  if (search.byDate !== null) {
    const sign = search.byDate === 'asc' ? 1 : -1;
    hits = [...hits].sort((a, b) => sign * a.publishedAt.localeCompare(b.publishedAt));
  }
  const selected = applyFacets(fields, hits, search.selection);
  const start = (search.page - 1) * search.perPage;
  return {
    data: selected.slice(start, start + search.perPage).map((hit) => {
      const serialized = serializeSearchHit(hit, search.query, context);
      const category = context.site.category(hit.categoryId);
      if (search.withCategory === true && category !== undefined)
        serialized.category = {
          data: serializeCategory(category, new Map(), context),
        };
      return serialized;
    }),
    meta: {
      // Without hits the search service sends no facet buckets at all.
      facets: hits.length === 0 ? [] : searchFacets(fields, hits, search.selection),
      pagination: searchPagination(selected.length, search.perPage, search.page),
    },
  };
}

/**
 * The search over a real index per site (folded words, ranked by field and rarity, faceted by
 * top category and editorial type): `GET app/search/query/{q}/per_page/{n}/page/{n}[/facets/
 * {json}][?with=category]` (the newer API's route; `with=category` adds each hit's category) and
 * `POST app/search` with
 * `{ query, page, per_page, facets, sorting }` (upstream's). Both answer
 * `{ data: Hit[], meta: { facets, pagination } }`.
 */
export function registerSearchRoutes(
  app: FastifyInstance,
  store: SandboxStore,
  routes: SearchRoutes = 'both',
): void {
  const registry = new SearchIndexRegistry();
  const viaPath = (request: FastifyRequest<{ Params: SearchParams }>) => {
    const context = siteContext(store, request);
    const { q, perPage, page, facets } = request.params;
    if (!/^\d+$/.test(perPage) || !/^\d+$/.test(page)) throw noRoute();
    const selection = parseFacets(facets);
    if (selection === null) throw invalid('facets (a JSON object of arrays)');
    return answer(
      registry,
      {
        query: q,
        page: Math.max(1, Number(page)),
        perPage: clampPerPage(Number(perPage)),
        selection,
        byDate: null,
        withCategory: parseIncludes(queryValue(request.query as Query, 'with')).has('category'),
      },
      context,
    );
  };
  const base = '/:siteId/wp-json/app/search/query/:q/per_page/:perPage/page/:page';
  if (routes === 'both') {
    app.get<{ Params: SearchParams }>(base, viaPath);
    app.get<{ Params: SearchParams }>(`${base}/facets/:facets`, viaPath);
  }
  if (routes === 'none') return;

  app.post('/:siteId/wp-json/app/search', async (request, reply) => {
    const context = siteContext(store, request);
    const search = fromBody(request.body);
    if (search === null) {
      return reply.code(422).send({
        code: 'unprocessable_entity',
        message: 'No request body was submitted',
        data: { status: 422 },
      });
    }
    return answer(registry, search, context);
  });
}
