import type { FastifyInstance } from 'fastify';
import { MENU_LOCATIONS, type MenuLocation } from '../content/content-pack.schema';
import type { SandboxStore } from '../store/sandbox.store';
import { ApiError } from './api.errors';
import { serializeMenu } from './menu.serializer';
import { siteContext } from './site-context';

function isLocation(value: string): value is MenuLocation {
  return (MENU_LOCATIONS as readonly string[]).includes(value);
}

/**
 * `GET app/menus` → `{ <location>: { data: MenuItem[] } }` for every location of the theme (no
 * top-level `data`); `GET app/menus/{location}` → `{ data }`, 404 for a location that does not
 * exist.
 */
export function registerMenuRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get('/:siteId/wp-json/app/menus', (request) => {
    const context = siteContext(store, request);
    const menus = context.site.model.menus;
    return Object.fromEntries(
      MENU_LOCATIONS.map((location) => [location, serializeMenu(menus[location], context)]),
    );
  });

  app.get<{ Params: { siteId: string; location: string } }>(
    '/:siteId/wp-json/app/menus/:location',
    (request) => {
      const context = siteContext(store, request);
      const location = request.params.location;
      if (!isLocation(location)) {
        throw new ApiError(
          404,
          'menu_location_does_not_exist',
          'The menu location you are looking for does not exist',
        );
      }
      return serializeMenu(context.site.model.menus[location], context);
    },
  );
}
