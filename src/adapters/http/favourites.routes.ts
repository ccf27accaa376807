import type { FastifyInstance } from 'fastify';
import type { FavouritesService } from '../../application/favourites/favourites.service';
import { csrfProtected } from './csrf';
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
  app.get('/api/favourites', async (request, reply) => {
    void reply.header('cache-control', NO_STORE);
    const site = request.site;
    const state = userStateOf(request);
    if (site === null) return reply.status(404).send({ error: 'NOT_FOUND' });
    if (state.kind === 'anonymous') return { data: null };
    return { data: await favourites.ids(site, state.reader.id) };
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/favourites/:id',
      preHandler: csrfProtected(app),
      handler: async (request, reply) => {
        void reply.header('cache-control', NO_STORE);
        const site = request.site;
        const state = userStateOf(request);
        if (site === null) return reply.status(404).send({ error: 'NOT_FOUND' });
        if (!ARTICLE_ID.test(request.params.id))
          return reply.status(400).send({ error: 'BAD_ARTICLE_ID' });
        if (state.kind === 'anonymous')
          return reply.status(401).send({ error: 'SIGN_IN_REQUIRED' });
        const ids = await favourites.change(
          site,
          state.reader.id,
          Number(request.params.id),
          method === 'PUT',
        );
        if (ids === null) return reply.status(502).send({ error: 'FAVOURITES_UNAVAILABLE' });
        return { data: ids };
      },
    });
  }
}
