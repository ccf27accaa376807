import type { FastifyInstance } from 'fastify';
import { OperationalError } from '../../application/app-errors';
import type { TeaserListPage } from '../../application/teaser-list-page.use-case';
import { firstQueryValues } from './api.routes';

interface TeaserListQuery {
  cursor: string;
}

/** The path islands call; the JSON is `{ teasers, nextCursor }`. */
export const TEASER_LIST_ROUTE = '/api/teaser-list';

/**
 * Load-more of a page's teaser list, for the LoadMore island: `GET /api/teaser-list?cursor=`.
 * Register in `app.ts` next to `apiRoutes`: `teaserListRoutes(app, deps.teaserListPage)`.
 */
export function teaserListRoutes(app: FastifyInstance, teaserListPage: TeaserListPage): void {
  app.get<{ Querystring: TeaserListQuery }>(
    TEASER_LIST_ROUTE,
    {
      preValidation: firstQueryValues,
      schema: {
        querystring: {
          type: 'object',
          required: ['cursor'],
          additionalProperties: true,
          properties: { cursor: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
      },
    },
    async (request, reply) => {
      const site = request.site;
      if (site === null) throw new OperationalError('UNKNOWN_SITE');
      const result = await teaserListPage.execute(site, request.query.cursor);
      return reply
        .header('cache-control', 'public, max-age=60, stale-while-revalidate=300')
        .send(result);
    },
  );
}
