/**
 * The search page's query (spec 7 "Search"): the term in `s`, the page in `page` (10 per page,
 * page 1 by default), and facet selections carried by the allowed parameters `categories`
 * (category facet) and `post_type` (type facet), each a comma-separated list.
 */
export const SEARCH_PER_PAGE = 10;

export const FACET_PARAMS: Readonly<Record<string, string>> = {
  category: 'categories',
  type: 'post_type',
};

export type FacetSelection = Readonly<Record<string, readonly string[]>>;

export interface SearchPageQuery {
  readonly term: string;
  readonly page: number;
  readonly facets: FacetSelection;
}

function listOf(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function pageOf(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function searchPageQuery(
  query: Readonly<Record<string, string | undefined>>,
): SearchPageQuery {
  const facets: Record<string, readonly string[]> = {};
  for (const [field, param] of Object.entries(FACET_PARAMS)) {
    const values = listOf(query[param]);
    if (values.length > 0) facets[field] = values;
  }
  return { term: (query.s ?? '').trim(), page: pageOf(query.page), facets };
}

/** `/search?s=…[&categories=…][&post_type=…][&page=N]` for a query (page 1 is left out). */
export function searchHref(query: SearchPageQuery): string {
  const params = new URLSearchParams({ s: query.term });
  for (const [field, param] of Object.entries(FACET_PARAMS)) {
    const values = query.facets[field] ?? [];
    if (values.length > 0) params.set(param, values.join(','));
  }
  if (query.page > 1) params.set('page', String(query.page));
  return `/search?${params.toString()}`;
}

/** The query with one facet value switched on or off, back on page 1. */
export function toggleFacet(query: SearchPageQuery, field: string, value: string): SearchPageQuery {
  const current = query.facets[field] ?? [];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  const facets = Object.fromEntries(
    [
      ...Object.entries(query.facets).filter(([name]) => name !== field),
      [field, next] as const,
    ].filter(([, values]) => values.length > 0),
  );
  return { term: query.term, page: 1, facets };
}
