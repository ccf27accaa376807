import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FavouritesStore } from './favourites.store';

/** The user-settings proxy of the sandbox, next to the content API. */
export const USER_SETTINGS_PREFIX = '/user-settings';
const CONTENT_API_ROUTE = /^\/[a-z0-9-]+\/wp-json\/app\/user\/favourites\//;

const idParam = z.coerce.number().int().positive();
const userIdBody = z.object({ userId: z.string().min(1) });
const addBody = z.object({
  context: z.literal('bp'),
  userId: z.string().min(1),
  ids: z.array(idParam).min(1),
  brandCode: z.string().min(1),
  locale: z.string().min(1),
});
const deleteBody = z.object({
  context: z.literal('bp'),
  userId: z.string().min(1),
  id: idParam,
  brandCode: z.string().min(1),
  locale: z.string().min(1),
});

const language = (locale: string): string => locale.slice(0, 2).toLowerCase();

/** The content API's answers to a change, word for word (`{status, message}`; 409 when refused). */
const SAVE_ANSWERS = {
  ok: { status: 'ok', message: 'Favourite was saved!' },
  refused: { status: 'error', message: 'Unable to save favourite' },
} as const;
const DELETE_ANSWERS = {
  ok: { status: 'ok', message: 'Favourite was deleted!' },
  refused: { status: 'error', message: 'Unable to delete favourite' },
} as const;

/**
 * Both favourites variants the product can use over one store on disk: the content API routes
 * (`app/user/favourites/…` per site) and the user-settings proxy (getfavorites, addfavorite,
 * deletefavorites).
 */
export async function buildFavouritesApp(file: string): Promise<FastifyInstance> {
  const store = new FavouritesStore(file);
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.get<{ Params: { site: string; userId: string } }>(
    '/:site/wp-json/app/user/favourites/:userId',
    (request, reply) => {
      void reply.send({ data: store.contentApiIds(request.params.site, request.params.userId) });
    },
  );
  for (const action of ['add', 'delete'] as const) {
    app.post<{ Params: { site: string; userId: string } }>(
      `/:site/wp-json/app/user/favourites/${action}/:userId`,
      async (request, reply) => {
        const body = z.object({ article_id: idParam }).safeParse(request.body);
        if (!body.success) return reply.code(400).send({ status: 'error' });
        const changed = store.changeContentApi(
          request.params.site,
          request.params.userId,
          body.data.article_id,
          action === 'add',
        );
        const answer = action === 'add' ? SAVE_ANSWERS : DELETE_ANSWERS;
        return changed ? answer.ok : reply.code(409).send(answer.refused);
      },
    );
  }

  app.post(`${USER_SETTINGS_PREFIX}/getfavorites`, async (request, reply) => {
    const body = userIdBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'userId is required' });
    return { userSettings: { favoriteArticles: store.userSettings(body.data.userId) } };
  });
  app.post(`${USER_SETTINGS_PREFIX}/addfavorite`, async (request, reply) => {
    const body = addBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid favourite' });
    const { userId, brandCode, locale, ids } = body.data;
    const entries = store.changeUserSettings(userId, brandCode, language(locale), ids, true);
    return { userSettings: { favoriteArticles: entries } };
  });
  app.post(`${USER_SETTINGS_PREFIX}/deletefavorites`, async (request, reply) => {
    const body = deleteBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid favourite' });
    const { userId, brandCode, locale, id } = body.data;
    const entries = store.changeUserSettings(userId, brandCode, language(locale), [id], false);
    return { userSettings: { favoriteArticles: entries } };
  });
  await app.ready();
  return app;
}

/** Answers the favourites routes on the content API's port; everything else goes on as before. */
export function mountFavourites(host: FastifyInstance, favourites: FastifyInstance): void {
  const listeners = host.server.listeners('request') as RequestListener[];
  host.server.removeAllListeners('request');
  host.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    if (url.startsWith(`${USER_SETTINGS_PREFIX}/`) || CONTENT_API_ROUTE.test(url)) {
      favourites.routing(request, response);
      return;
    }
    for (const listener of listeners) listener(request, response);
  });
}
