import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { siteContext } from './site-context';

/** The routes this content API answers, as the WordPress index lists them. */
const ROUTES: readonly (readonly [string, string, readonly string[], 'GET' | 'POST'])[] = [
  ['/app/resolve', 'app', ['path', 'lang'], 'GET'],
  ['/app/menus', 'app', ['lang'], 'GET'],
  ['/app/menus/(?P<menu>[a-z|-]+)', 'app', ['lang'], 'GET'],
  ['/app/content/popular', 'app', ['lang', 'categories', 'per_page'], 'GET'],
  ['/app/translation-strings', 'app', ['lang'], 'GET'],
  [
    '/app/search/query/(?P<query>[^/]+)/per_page/(?P<per_page>\\d+)/page/(?P<page>\\d+)',
    'app',
    ['lang'],
    'GET',
  ],
  ['/app/search', 'app', ['lang'], 'POST'],
  ['/app/sitemaps', 'app', ['lang', 'per_page'], 'GET'],
  ['/app/sitemaps/(?P<type>[a-zA-Z0-9-_]+)', 'app', ['lang', 'page', 'per_page'], 'GET'],
  ['/app/widget/teaser-list', 'app', ['lang', 'cursor'], 'GET'],
  ['/wp/v2/composites/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without'], 'GET'],
  ['/wp/v2/pages/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without'], 'GET'],
  ['/wp/v2/categories/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without'], 'GET'],
  ['/wp/v2/tags/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without'], 'GET'],
  ['/wp/v2/users/(?P<id>\\d+)', 'wp/v2', ['lang', 'with', 'without'], 'GET'],
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
        ROUTES.map(([route, namespace, args, method]) => [
          route,
          {
            namespace,
            methods: [method],
            endpoints: [
              {
                methods: [method],
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
