import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../domain/errors/app-errors';
import { DEFAULT_STEP } from '../../domain/pagination/page-size.rules';
import { ROUTES } from '../../domain/routing/route-table';
import type { HttpDeps } from './http-deps';
import { firstQueryValues } from './query-values';
import { siteOf } from './site.plugin';

interface ListingTeasersQuery {
  kind: 'category' | 'tag' | 'author';
  id: number;
  page: number;
  perPage: number;
}

/** JSON endpoints used by islands. */
export function apiRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get<{ Querystring: ListingTeasersQuery }>(
    ROUTES.listingTeasers.path,
    {
      preValidation: firstQueryValues,
      schema: {
        querystring: {
          type: 'object',
          required: ['kind', 'id'],
          additionalProperties: true,
          properties: {
            kind: { type: 'string', enum: ['category', 'tag', 'author'] },
            id: { type: 'integer', minimum: 1 },
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            // One row of the listings' 3-column grid, as the page's own load-more asks (ADR 17).
            perPage: { type: 'integer', minimum: 1, maximum: 48, default: DEFAULT_STEP },
          },
        },
      },
    },
    async (request, reply) => {
      const site = siteOf(request);
      const { kind, id, page, perPage } = request.query;
      // The schema's coercion lets `1e309` through as Infinity: only whole numbers go upstream.
      if (![id, page, perPage].every((value) => Number.isSafeInteger(value))) {
        throw new ValidationError('BAD_REQUEST');
      }
      const result = await deps.listingTeasers.execute(site, { kind, id }, page, perPage);
      return reply
        .header('cache-control', 'public, max-age=60, stale-while-revalidate=300')
        .send(result);
    },
  );
}
