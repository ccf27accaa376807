import type { FastifyInstance } from 'fastify';
import type { TeaserListPage } from '../../application/teaser-list-page.use-case';
import { ROUTES } from '../../domain/routing/route-table';
import { firstQueryValues } from './query-values';
import { siteOf } from './site.plugin';

interface TeaserListQuery {
  cursor: string;
}

/** The path islands call; the JSON is `{ teasers, nextCursor }`. */
export const TEASER_LIST_ROUTE = ROUTES.teaserList.path;

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
      const result = await teaserListPage.execute(siteOf(request), request.query.cursor);
      return reply
        .header('cache-control', 'public, max-age=60, stale-while-revalidate=300')
        .send(result);
    },
  );
}
