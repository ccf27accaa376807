import type { SearchResults } from '../../domain/content/content.types';
import type { Site } from '../../domain/site/site.types';
import type { SearchPort, SearchQuery, SearchRelayPort } from '../../ports/search.port';
import { readRequired } from '../http-client/upstream-http.types';
import { WordPressApi, type WordPressAdapterDeps } from './wordpress-api.client';
import { mapSearchResults } from './wordpress-search.mappers';
import { searchResponseSchema } from './wordpress-search.schemas';
import { readParsed } from '../http-client/upstream-schema.reading';
import { productFacetName, upstreamFacets } from './wordpress-search.facets';
import { contentApiUrl, withIncludes, withoutTrailingSlash } from './wordpress.routes';

/**
 * `SearchPort` over the content API's search route, or over the site's own `/api/search` when
 * the site has vertex search on (same response shape). Failures are logged and answer `null`.
 */
export class WordPressSearchAdapter implements SearchPort, SearchRelayPort {
  private readonly api: WordPressApi;

  constructor(deps: WordPressAdapterDeps) {
    this.api = new WordPressApi(deps);
  }

  /** A blank query answers no results without calling the upstream (its route needs a term). */
  async search(site: Site, query: SearchQuery): Promise<SearchResults | null> {
    const defaults = { page: query.page, perPage: query.perPage };
    if (!isSearchable(query.query)) {
      return {
        query: query.query,
        teasers: [],
        pagination: { page: query.page, perPage: query.perPage, total: 0, totalPages: 0 },
        facets: [],
      };
    }
    const vertex = site.vertexSearch;
    return this.api.get({
      site,
      ...(vertex
        ? { operation: 'vertex-search', route: 'api/search', url: vertexSearchUrl(site, query) }
        : { operation: 'search', ...contentSearchCall(site, query) }),
      read: (response, context) =>
        readRequired(response, (body) =>
          readParsed(searchResponseSchema, body, (results) =>
            mapSearchResults(query.query, results, defaults, context, (field) =>
              productFacetName(site.brandPrefix, field),
            ),
          ),
        ),
    });
  }

  /** The content API's answer as it came (validated), whatever the site's vertex flag says. */
  async relay(site: Site, query: SearchQuery): Promise<unknown> {
    if (!isSearchable(query.query)) return null;
    return this.api.get({
      site,
      operation: 'search-relay',
      ...contentSearchCall(site, query),
      read: (response) =>
        readRequired(response, (body) => readParsed(searchResponseSchema, body, () => body)),
    });
  }
}

/** The content API's search call: `GET app/search/query`, or `POST app/search` where configured. */
function contentSearchCall(
  site: Site,
  query: SearchQuery,
): { route: string; url: URL; body?: Record<string, unknown> } {
  return site.contentSearch === 'post'
    ? { route: 'app/search', url: contentApiUrl(site, 'app/search'), body: searchBody(site, query) }
    : { route: 'app/search/query', url: searchUrl(site, query) };
}

/** The older API's `POST app/search` body. */
export function searchBody(site: Site, query: SearchQuery): Record<string, unknown> {
  return {
    query: query.query,
    page: query.page,
    per_page: query.perPage,
    facets: upstreamFacets(site.brandPrefix, query.facets ?? {}),
    sorting: null,
  };
}

/** The includes every search asks for: each hit's category, the card's kicker without a label. */
export const SEARCH_INCLUDES = 'category';

/**
 * `app/search/query/{q}/per_page/{n}/page/{n}[/facets/{json}]?with=category`, each segment
 * encoded whole; the facets under the search service's field names (`wordpress-search.facets.ts`).
 */
export function searchUrl(site: Site, query: SearchQuery): URL {
  const segments = [
    'app/search/query',
    pathSegment(query.query),
    'per_page',
    String(query.perPage),
    'page',
    String(query.page),
  ];
  const facets = query.facets ?? {};
  if (Object.keys(facets).length > 0) {
    segments.push('facets', pathSegment(JSON.stringify(upstreamFacets(site.brandPrefix, facets))));
  }
  return contentApiUrl(site, segments.join('/'), [withIncludes(SEARCH_INCLUDES)]);
}

/** `{siteDomain}/api/search?s=&page=&per_page=` (with `lang`, like every content call). */
export function vertexSearchUrl(site: Site, query: SearchQuery): URL {
  const url = new URL(`${withoutTrailingSlash(site.siteDomain)}/api/search`);
  url.searchParams.set('s', query.query);
  url.searchParams.set('page', String(query.page));
  url.searchParams.set('per_page', String(query.perPage));
  url.searchParams.set('lang', site.language);
  return url;
}

/**
 * A path segment: encoded whole, so that `/`, `\`, `?`, `#`, `%` and control characters stay
 * inside it (a lone surrogate, which has no encoding, becomes U+FFFD). A segment of dots only
 * (`.`, `..`, also as `%2e`) would still be read as a path step by URL parsers whatever the
 * encoding, so such a segment is refused here (search terms never get this far: `isSearchable`).
 */
export function pathSegment(value: string): string {
  if (/^\.*$/.test(value)) {
    throw new RangeError('A path segment of dots only would change the path');
  }
  return encodeURIComponent(wellFormed(value));
}

/** The text with each lone surrogate replaced by U+FFFD (what `encodeURIComponent` needs). */
function wellFormed(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** A term worth sending upstream: not blank, not dots only. */
export function isSearchable(term: string): boolean {
  return !/^[\s.]*$/.test(term);
}
