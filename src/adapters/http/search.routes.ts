import type { FastifyInstance } from 'fastify';
import type { SearchService } from '../../application/search.service';
import { UpstreamError, ValidationError } from '../../domain/errors/app-errors';
import type { Failure } from '../../domain/errors/outcome';
import { firstValue } from '../../domain/routing/query.rules';
import { ROUTES } from '../../domain/routing/route-table';
import { isSearchable, searchPageQuery } from '../../domain/search/search-query.rules';
import { siteOf } from './site.plugin';

/** The query as the router parses it: a repeated parameter arrives as an array. */
type SearchQuerystring = Readonly<Record<string, unknown>>;

const CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Search answers are never listed, like the search page itself. */
const NOT_LISTED = { 'cache-control': CACHE, 'x-robots-tag': 'noindex' };
const MAX_PER_PAGE = 50;

function perPageOf(raw: unknown): number {
  const text = firstValue(raw);
  const value = text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : 10;
  return Math.min(MAX_PER_PAGE, Math.max(1, value));
}

/**
 * Search JSON: `/api/search-results` (the search page's load-more island; domain shape, through
 * the search port, so vertex search applies) and `/api/search` (the site's own search for vertex
 * search: the content API's answer relayed, never through vertex, so it cannot loop). Every
 * parameter is read with its first value when repeated (`?s=a&s=b` searches `a`).
 */
export function searchRoutes(app: FastifyInstance, search: SearchService): void {
  app.get<{ Querystring: SearchQuerystring }>(ROUTES.searchResults.path, async (request, reply) => {
    const site = siteOf(request);
    const query = searchPageQuery(request.query);
    const results = await search.find(site, query);
    // The island reads the code alone (a 502 `SEARCH_UNAVAILABLE`); the failure goes to the log.
    if (!results.ok) throw searchUnavailable(results.failure);
    return reply.headers(NOT_LISTED).send(results.value);
  });

  app.get<{ Querystring: SearchQuerystring }>(ROUTES.searchRelay.path, async (request, reply) => {
    const site = siteOf(request);
    const query = searchPageQuery(request.query);
    // A term without a searchable character (blank, `..`) is the caller's, not an outage.
    if (!isSearchable(query.term)) throw new ValidationError('MISSING_TERM');
    const body = await search.relayed(site, query, perPageOf(request.query.per_page));
    if (!body.ok) throw searchUnavailable(body.failure);
    return reply.headers(NOT_LISTED).send(body.value);
  });
}

/** The search's own 502 code, carrying the port's failure (its code, service and retry). */
function searchUnavailable(failure: Failure): UpstreamError {
  return new UpstreamError(
    'SEARCH_UNAVAILABLE',
    {
      relatesToSystems: [failure.service],
      ...(failure.detail?.reason === undefined ? {} : { message: failure.detail.reason }),
    },
    failure,
  );
}
