import type { FastifyInstance } from 'fastify';
import { OperationalError } from '../../application/app-errors';
import type { SearchService } from '../../application/search.service';
import { firstValue } from '../../domain/routing/query.rules';
import { searchPageQuery } from '../../domain/search/search-query.rules';

/** The query as the router parses it: a repeated parameter arrives as an array. */
type SearchQuerystring = Readonly<Record<string, unknown>>;

const CACHE = 'public, max-age=60, stale-while-revalidate=300';
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
  app.get<{ Querystring: SearchQuerystring }>('/api/search-results', async (request, reply) => {
    const site = request.site;
    if (site === null) throw new OperationalError('UNKNOWN_SITE');
    const query = searchPageQuery(request.query);
    const results = await search.results(site, query);
    if (results === null && query.term !== '') {
      return reply.status(502).send({ error: 'SEARCH_UNAVAILABLE' });
    }
    return reply.header('cache-control', CACHE).send(results);
  });

  app.get<{ Querystring: SearchQuerystring }>('/api/search', async (request, reply) => {
    const site = request.site;
    if (site === null) throw new OperationalError('UNKNOWN_SITE');
    const query = searchPageQuery(request.query);
    const body = await search.relayed(site, query, perPageOf(request.query.per_page));
    if (body === null) {
      return query.term === ''
        ? reply.status(400).send({ error: 'MISSING_TERM', message: 's is required' })
        : reply.status(502).send({ error: 'SEARCH_UNAVAILABLE' });
    }
    return reply.header('cache-control', CACHE).send(body);
  });
}
