import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { ApiError } from './api.errors';
import { serializeMenu } from './menu.serializer';
import { siteContext } from './site-context';

/** `GET app/menus` → `{ <location>: { data } }`; `GET app/menus/{location}` → `{ data }`. */
export function registerMenuRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get('/:siteId/wp-json/app/menus', (request) => {
    const { site } = siteContext(store, request);
    return Object.fromEntries(
      Object.entries(site.model.menus).map(([location, items]) => [location, serializeMenu(items)]),
    );
  });

  app.get<{ Params: { siteId: string; location: string } }>(
    '/:siteId/wp-json/app/menus/:location',
    (request) => {
      const { site } = siteContext(store, request);
      const location = request.params.location;
      const items = Object.hasOwn(site.model.menus, location)
        ? site.model.menus[location]
        : undefined;
      if (items === undefined) {
        throw new ApiError(
          404,
          'menu_not_found',
          `There is no menu at "${request.params.location}".`,
        );
      }
      return serializeMenu(items);
    },
  );
}
