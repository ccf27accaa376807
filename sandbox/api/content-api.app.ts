import Fastify, { type FastifyInstance } from 'fastify';
import { registerHouseAdRoutes } from '../ads/house-ads';
import type { BrandSpec } from '../content/content-pack.schema';
import { registerContentEditRoutes } from '../editor/content-edits.routes';
import { DEFAULT_WEBHOOK_SECRET, type ContentWebhookConfig } from '../editor/content-webhook';
import { registerImageHostRoutes } from '../images/image-host.routes';
import type { ImageOriginals } from '../images/image-originals.store';
import type { SandboxStore } from '../store/sandbox.store';
import { registerApiRootRoutes } from './api-root.routes';
import { ApiError, noRoute } from './api.errors';
import { registerDownloadRoutes } from './download.routes';
import { registerEntityRoutes } from './entities.routes';
import { registerMenuRoutes } from './menus.routes';
import { registerPopularRoutes } from './popular.routes';
import { registerResolveRoutes } from './resolve.routes';
import { registerSearchRoutes, type SearchRoutes } from '../search/search.routes';
import { registerSitemapRoutes } from './sitemaps.routes';
import { registerTeaserListRoutes } from './teaser-list.routes';
import { registerTranslationStringRoutes } from './translation-strings.routes';

export interface ContentApiOptions {
  readonly store: SandboxStore;
  readonly originals: ImageOriginals;
  readonly brands: readonly BrandSpec[];
  /** Where editors' edits are announced (`/__sandbox/content`); default: nowhere. */
  readonly contentWebhook?: ContentWebhookConfig;
  /** The search routes the API has (default both: GET `app/search/query/…` and POST). */
  readonly searchRoutes?: SearchRoutes;
}

/**
 * The content API of every sandbox site under `/{site id}/wp-json/…`, plus the image host's
 * originals and brand logos. Errors answer in the WordPress REST shape.
 */
export async function buildContentApi(options: ContentApiOptions): Promise<FastifyInstance> {
  // WordPress takes long path segments (a search term of 200 characters, percent-encoded, is
  // over a thousand): Fastify's default of 100 would answer 414 where the real API answers.
  // A development server: closing it ends open connections rather than waiting for clients.
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
  });

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.body());
    // Fastify's own 4xx (a body that is not JSON, …) in the WordPress shape too.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({
        code: 'rest_invalid_request',
        message: error instanceof Error ? error.message : 'The request is invalid.',
        data: { status },
      });
    }
    return reply.code(500).send({
      code: 'internal_server_error',
      message: 'The sandbox failed to answer.',
      data: { status: 500 },
    });
  });
  app.setNotFoundHandler(async (_request, reply) => {
    const error = noRoute();
    return reply.code(error.status).send(error.body());
  });

  const { store } = options;
  registerApiRootRoutes(app, store);
  registerResolveRoutes(app, store);
  registerEntityRoutes(app, store);
  registerMenuRoutes(app, store);
  registerPopularRoutes(app, store);
  registerDownloadRoutes(app, store);
  registerTranslationStringRoutes(app, store);
  registerSearchRoutes(app, store, options.searchRoutes);
  registerSitemapRoutes(app, store);
  registerTeaserListRoutes(app, store);
  registerContentEditRoutes(
    app,
    store,
    options.contentWebhook ?? { url: null, secret: DEFAULT_WEBHOOK_SECRET },
  );
  registerImageHostRoutes(app, options.originals, options.brands);
  registerHouseAdRoutes(app, options.brands);
  await app.ready();
  return app;
}
