import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { siteContext } from './site-context';

/** The routes this content API answers, as the WordPress index lists them. */
const ROUTES: readonly (readonly [string, string, readonly string[]])[] = [
  ['/app/resolve', 'app', ['path', 'lang', 'page', 'per_page']],
  ['/app/menus', 'app', ['lang']],
  ['/app/menus/(?P<location>[a-z_-]+)', 'app', ['lang']],
  ['/app/content/popular', 'app', ['lang', 'categories', 'per_page']],
  ['/app/translation-strings', 'app', ['lang']],
  [
    '/app/search/query/(?P<query>[^/]+)/per_page/(?P<per_page>\\d+)/page/(?P<page>\\d+)',
    'app',
    ['lang', 'with'],
  ],
  ['/app/sitemaps', 'app', ['lang']],
  ['/app/sitemaps/(?P<type>[a-z-]+)', 'app', ['lang', 'page', 'per_page']],
  ['/app/widget/teaser-list', 'app', ['lang', 'cursor', 'with']],
  ['/wp/v2/composites/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without']],
  ['/wp/v2/pages/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without']],
  ['/wp/v2/categories/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without']],
  ['/wp/v2/tags/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without']],
  ['/wp/v2/users/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without']],
];

/** `GET /{site}/wp-json/`: the API root (WordPress index). */
export function registerApiRootRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get('/:siteId/wp-json/', (request) => {
    const { site } = siteContext(store, request);
    const model = site.model;
    return {
      name: model.name,
      description: model.strings['meta.description'],
      url: `${request.protocol}://${request.host}/${model.id}`,
      home: model.origin,
      gmt_offset: 0,
      timezone_string: model.timezone,
      namespaces: ['wp/v2', 'app'],
      authentication: [],
      routes: Object.fromEntries(
        ROUTES.map(([route, namespace, args]) => [
          route,
          {
            namespace,
            methods: ['GET'],
            endpoints: [
              {
                methods: ['GET'],
                args: Object.fromEntries(args.map((arg) => [arg, { required: arg === 'path' }])),
              },
            ],
          },
        ]),
      ),
    };
  });

  app.get('/', () => ({
    name: 'sandbox content API',
    sites: store
      .all()
      .map(({ model }) => ({ id: model.id, api: `/${model.id}/wp-json/`, home: model.origin })),
  }));
}
