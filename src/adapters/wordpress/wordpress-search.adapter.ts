import type { SearchResults } from '../../domain/content/content.types';
import type { Site } from '../../domain/site/site.types';
import { isSearchable } from '../../domain/search/search-query.rules';
import { succeeded, type Failure, type Outcome } from '../../domain/errors/outcome';
import type { SearchPort, SearchQuery, SearchRelayPort } from '../../ports/search.port';
import {
  notFound,
  readRequired,
  type Reading,
  type UpstreamResponse,
} from '../http-client/upstream-http.types';
import { WordPressApi, type WordPressAdapterDeps } from './wordpress-api.client';
import { mapSearchResults } from './wordpress-search.mappers';
import { searchResponseSchema } from './wordpress-search.schemas';
import { readParsed } from '../http-client/upstream-schema.reading';
import { productFacetName, upstreamFacets } from './wordpress-search.facets';
import {
  SearchRouteMemory,
  type RouteAttempt,
  type SearchRoute,
  type SearchRouteMemoryOptions,
} from './wordpress-search.route-memory';
import { contentApiUrl, withIncludes, withoutTrailingSlash } from './wordpress.routes';
import type { MappingContext } from './wordpress.mappers';

/**
 * `SearchPort` over the content API's search route, or over the site's own `/api/search` when
 * the site has vertex search on (same response shape). Failures are logged and answered with
 * their code (`failureOf`). Which content API route a site has (GET or the older POST) is found on
 * its first search and remembered (`SearchRouteMemory`); an API with neither answers the
 * `rest_no_route` failure (`UPSTREAM_BAD_STATUS`, 404, not worth retrying at once).
 */
export class WordPressSearchAdapter implements SearchPort, SearchRelayPort {
  private readonly api: WordPressApi;
  private readonly routes: SearchRouteMemory;

  constructor(deps: WordPressAdapterDeps, options: Omit<SearchRouteMemoryOptions, 'logger'> = {}) {
    this.api = new WordPressApi(deps);
    this.routes = new SearchRouteMemory({ ...options, logger: deps.logger });
  }

  /** The content API search route a site uses now (`null` while unknown or when it has none). */
  searchRouteOf(site: Site): SearchRoute | null {
    return this.routes.routeOf(site);
  }

  /** A blank query answers no results without calling the upstream (its route needs a term). */
  async search(site: Site, query: SearchQuery): Promise<Outcome<SearchResults>> {
    const defaults = { page: query.page, perPage: query.perPage };
    if (!isSearchable(query.query)) {
      return succeeded({
        query: query.query,
        teasers: [],
        pagination: { page: query.page, perPage: query.perPage, total: 0, totalPages: 0 },
        facets: [],
      });
    }
    const read = (body: unknown, context: MappingContext): Reading<SearchResults> =>
      readParsed(searchResponseSchema, body, (results) =>
        mapSearchResults(query.query, results, defaults, context, (field) =>
          productFacetName(site.brandPrefix, field),
        ),
      );
    if (site.vertexSearch) {
      return this.api.get({
        site,
        operation: 'vertex-search',
        route: 'api/search',
        url: vertexSearchUrl(site, query),
        read: (response, context) => readRequired(response, (body) => read(body, context)),
      });
    }
    return this.routes.call(site, this.attempt(site, query, 'search', read));
  }

  /** The content API's answer as it came (validated), whatever the site's vertex flag says. */
  async relay(site: Site, query: SearchQuery): Promise<Outcome<unknown>> {
    if (!isSearchable(query.query)) return succeeded(null);
    return this.routes.call(
      site,
      this.attempt(site, query, 'search-relay', (body) =>
        readParsed(searchResponseSchema, body, () => body),
      ),
    );
  }

  /** One search call on the route it is given, read as an answer, a missing route or a failure. */
  private attempt<T>(
    site: Site,
    query: SearchQuery,
    operation: string,
    read: (body: unknown, context: MappingContext) => Reading<T>,
  ): (route: SearchRoute) => Promise<RouteAttempt<T>> {
    return async (route) => {
      const answer = await this.api.get<RouteAttempt<T>>({
        site,
        operation,
        ...contentSearchCall(site, query, route),
        read: (response, context) =>
          isRestNoRoute(response)
            ? notFound({
                kind: 'no-route',
                conclusive: route === 'post' || isConclusiveGetProbe(query),
                failure: noRouteFailure(operation, route),
              })
            : asAnswered(readRequired(response, (body) => read(body, context))),
      });
      return answer.ok ? answer.value : { kind: 'failed', failure: answer.failure };
    };
  }
}

/**
 * What a search answers when the content API has no search route to use: its 404
 * `rest_no_route`, not worth retrying at once (the routes are tried again later).
 */
export function noRouteFailure(operation: string, route: SearchRoute): Failure {
  return {
    code: 'UPSTREAM_BAD_STATUS',
    service: 'content-api',
    retryable: false,
    detail: {
      operation,
      status: 404,
      reason: `rest_no_route for ${route === 'get' ? 'GET app/search/query' : 'POST app/search'}`,
    },
  };
}

/** WordPress's answer to a route it does not have: 404 `{code: "rest_no_route", …}`. */
export function isRestNoRoute(response: UpstreamResponse): boolean {
  const { body } = response;
  return (
    response.status === 404 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === 'rest_no_route'
  );
}

/**
 * Whether a `rest_no_route` to this GET search proves the route missing: a term that a server
 * could split or unescape on the way (`/`, `\`, `%`, `?`, `#`) or a facets segment might miss a
 * route that exists, so such an answer is no proof (the POST route is still tried).
 */
export function isConclusiveGetProbe(query: SearchQuery): boolean {
  return Object.keys(query.facets ?? {}).length === 0 && !/[/\\%?#]/.test(query.query);
}

function asAnswered<T>(reading: Reading<T>): Reading<RouteAttempt<T>> {
  return 'value' in reading
    ? { outcome: reading.outcome, value: { kind: 'answered', value: reading.value } }
    : reading;
}

/** The content API's search call on one route: `GET app/search/query/…` or `POST app/search`. */
function contentSearchCall(
  site: Site,
  query: SearchQuery,
  route: SearchRoute,
): { route: string; url: URL; body?: Record<string, unknown> } {
  return route === 'post'
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
