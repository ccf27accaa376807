import { PATHS } from '../../domain/routing/route-paths';
import type { SearchResults } from '../../domain/content/content.types';
import { FACET_PARAMS, type SearchPageQuery } from '../../domain/search/search-query.rules';

export const SEARCH_RESULTS_PATH = PATHS.searchResults;

export function searchResultsUrl(query: SearchPageQuery): string {
  const params = new URLSearchParams({ s: query.term, page: String(query.page) });
  for (const [field, param] of Object.entries(FACET_PARAMS)) {
    const values = query.facets[field] ?? [];
    if (values.length > 0) params.set(param, values.join(','));
  }
  return `${SEARCH_RESULTS_PATH}?${params.toString()}`;
}

function isResults(value: unknown): value is SearchResults {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { teasers?: unknown }).teasers) &&
    typeof (value as { pagination?: unknown }).pagination === 'object'
  );
}

/** One page of search results as JSON (the load-more step of the search page). */
export async function fetchSearchResults(query: SearchPageQuery): Promise<SearchResults> {
  const response = await fetch(searchResultsUrl(query), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`search answered ${String(response.status)}`);
  const body: unknown = await response.json();
  if (!isResults(body)) throw new Error('search answered an unexpected shape');
  return body;
}
