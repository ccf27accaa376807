import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import type { ArticleRecord } from '../store/site-model.types';
import { ApiError, noRoute } from './api.errors';
import { parseFacets, searchArticles, type FacetSelection } from './search.rules';
import { siteContext } from './site-context';
import { serializeTeasers } from './teaser.serializer';
import { MAX_PER_PAGE } from './with-includes.parser';
import { paginate, type SerializeContext } from './wp-shapes.serializer';

interface SearchParams {
  readonly siteId: string;
  readonly q: string;
  readonly perPage: string;
  readonly page: string;
  readonly facets?: string;
}

const CATEGORY_FIELD = 'category';

function categoryName(article: ArticleRecord, context: SerializeContext): string {
  return context.site.category(article.categoryId)?.name ?? '';
}

/** Category facet: counts over every hit of the query, `active` when selected. */
function categoryFacet(
  hits: readonly ArticleRecord[],
  selected: ReadonlySet<string>,
  context: SerializeContext,
) {
  const counts = new Map<string, number>();
  for (const hit of hits) {
    const name = categoryName(hit, context);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return {
    label: context.site.model.strings['search.facet.category'],
    field: CATEGORY_FIELD,
    data: [...counts.entries()]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .map(([label, count]) => ({ label, count, active: selected.has(label) })),
  };
}

function search(store: SandboxStore, request: FastifyRequest<{ Params: SearchParams }>) {
  const context = siteContext(store, request);
  const { q, perPage: rawPerPage, page: rawPage, facets } = request.params;
  if (!/^\d+$/.test(rawPerPage) || !/^\d+$/.test(rawPage)) throw noRoute();
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(rawPerPage)));
  const page = Math.max(1, Number(rawPage));
  const selection: FacetSelection | null = parseFacets(facets);
  if (selection === null) {
    throw new ApiError(
      400,
      'rest_invalid_param',
      'Invalid parameter(s): facets (a JSON object of arrays)',
    );
  }
  const hits = searchArticles(context.site, q);
  const selectedCategories = selection.get(CATEGORY_FIELD) ?? new Set<string>();
  const filtered =
    selectedCategories.size === 0
      ? hits
      : hits.filter((hit) => selectedCategories.has(categoryName(hit, context)));
  const paged = paginate(filtered, page, perPage);
  return {
    data: serializeTeasers(paged.items, context),
    meta: {
      facets: [categoryFacet(hits, selectedCategories, context)],
      pagination: paged.pagination,
    },
  };
}

/**
 * `GET app/search/query/{q}/per_page/{n}/page/{n}[/facets/{json}]`: simple matching over titles
 * and descriptions with a category facet (the full search index is a later issue).
 */
export function registerSearchRoutes(app: FastifyInstance, store: SandboxStore): void {
  const base = '/:siteId/wp-json/app/search/query/:q/per_page/:perPage/page/:page';
  app.get<{ Params: SearchParams }>(base, (request) => search(store, request));
  app.get<{ Params: SearchParams }>(`${base}/facets/:facets`, (request) => search(store, request));
}
