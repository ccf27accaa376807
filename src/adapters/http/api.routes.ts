import type { FastifyInstance } from 'fastify';
import { OperationalError } from '../../application/app-errors';
import type { HttpDeps } from './http-deps';

interface ListingTeasersQuery {
  kind: 'category' | 'tag' | 'author';
  id: number;
  page: number;
  perPage: number;
}

/** JSON endpoints used by islands. */
export function apiRoutes(app: FastifyInstance, deps: HttpDeps): void {
  app.get<{ Querystring: ListingTeasersQuery }>(
    '/api/listing-teasers',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['kind', 'id'],
          additionalProperties: true,
          properties: {
            kind: { type: 'string', enum: ['category', 'tag', 'author'] },
            id: { type: 'integer', minimum: 1 },
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            perPage: { type: 'integer', minimum: 1, maximum: 48, default: 12 },
          },
        },
      },
    },
    async (request, reply) => {
      const site = request.site;
      if (site === null) throw new OperationalError('UNKNOWN_SITE');
      const { kind, id, page, perPage } = request.query;
      const result = await deps.listingTeasers.execute(site, { kind, id }, page, perPage);
      return reply
        .header('cache-control', 'public, max-age=60, stale-while-revalidate=300')
        .send(result);
    },
  );
}
