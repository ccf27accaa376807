import { firstValue } from '../routing/query.rules';

/**
 * The search page's query: the term in `s`, the page in `page` (10 per page,
 * page 1 by default), and facet selections carried by the allowed parameters `categories`
 * (category facet) and `post_type` (type facet), each a comma-separated list.
 */
export const SEARCH_PER_PAGE = 10;

/** Longest term sent on (longer input is cut): a search box, not a document. */
export const MAX_TERM_LENGTH = 200;
/** At most this many values per facet, each at most `MAX_FACET_VALUE_LENGTH` characters. */
export const MAX_FACET_VALUES = 20;
export const MAX_FACET_VALUE_LENGTH = 100;

/**
 * A term worth sending upstream: not blank, not dots only (`..` would be read as a path step in
 * the content API's GET route, whatever the encoding).
 */
export function isSearchable(term: string): boolean {
  return !/^[\s.]*$/.test(term);
}

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

function listOf(raw: unknown): string[] {
  return (firstValue(raw) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_FACET_VALUE_LENGTH)
    .slice(0, MAX_FACET_VALUES);
}

function pageOf(raw: unknown): number {
  const value = firstValue(raw);
  if (value === undefined || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The term of `s`: trimmed, cut to `MAX_TERM_LENGTH` characters; '' when absent or not text. */
export function searchTerm(raw: unknown): string {
  const term = (firstValue(raw) ?? '').trim();
  if (term.length <= MAX_TERM_LENGTH) return term;
  // Cut by code points, so that no half of a surrogate pair is left at the end.
  return Array.from(term.slice(0, MAX_TERM_LENGTH * 2))
    .slice(0, MAX_TERM_LENGTH)
    .join('')
    .trim();
}

/**
 * Reads the query as the router parsed it: a repeated parameter (an array) counts with its first
 * value, anything that is not text is left out, so that no input makes this throw.
 */
export function searchPageQuery(query: Readonly<Record<string, unknown>>): SearchPageQuery {
  const facets: Record<string, readonly string[]> = {};
  for (const [field, param] of Object.entries(FACET_PARAMS)) {
    const values = listOf(query[param]);
    if (values.length > 0) facets[field] = values;
  }
  return { term: searchTerm(query.s), page: pageOf(query.page), facets };
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
