import type { FastifyInstance } from 'fastify';
import type { FavouritesService } from '../../application/favourites/favourites.service';
import { AccessError, UpstreamError, ValidationError } from '../../domain/errors/app-errors';
import { ROUTES } from '../../domain/routing/route-table';
import { csrfProtected } from './csrf';
import { siteOf } from './site.plugin';
import { userStateOf } from './user-state.request';

const NO_STORE = 'private, no-store';
const ARTICLE_ID = /^[1-9]\d{0,11}$/;

/**
 * The heart button's API: GET /api/favourites lists the reader's saved ids, `data: null`
 * for an anonymous reader (every anonymous page view asks, so "not signed in" is an answer, not an
 * error for the console and the loading bar); PUT and DELETE /api/favourites/{id} save and remove
 * one (CSRF token in `x-csrf-token`, from `GET /api/csrf-token`; 403 without), 401 when anonymous (the heart sends the reader to the login).
 * A failed change answers 502 (the heart rolls back).
 */
export function favouritesRoutes(app: FastifyInstance, favourites: FavouritesService): void {
  app.get(ROUTES.favourites.path, async (request, reply) => {
    void reply.header('cache-control', NO_STORE);
    const site = siteOf(request);
    const state = userStateOf(request);
    if (state.kind === 'anonymous') return { data: null };
    return { data: await favourites.ids(site, state.reader.id) };
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: ROUTES.favourite.path,
      preHandler: csrfProtected(app),
      handler: async (request, reply) => {
        void reply.header('cache-control', NO_STORE);
        const site = siteOf(request);
        const state = userStateOf(request);
        if (!ARTICLE_ID.test(request.params.id)) throw new ValidationError('BAD_ARTICLE_ID');
        if (state.kind === 'anonymous') throw new AccessError('SIGN_IN_REQUIRED');
        const ids = await favourites.change(
          site,
          state.reader.id,
          Number(request.params.id),
          method === 'PUT',
        );
        if (ids === null) {
          throw new UpstreamError('FAVOURITES_UNAVAILABLE', { relatesToSystems: ['favourites'] });
        }
        return { data: ids };
      },
    });
  }
}
