import Fastify, { type FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { BrandSpec } from '../content/content-pack.schema';
import {
  chooseFormat,
  parseCdnQuery,
  type CdnRequest,
  type OutputFormat,
} from './cdn-query.parser';
import { renderVariant } from './cdn-variant.renderer';
import { IMMUTABLE, registerBrandLogoRoute } from './image-host.routes';
import type { ImageOriginals } from './image-originals.store';

const CACHE_BYTES = 64 * 1024 * 1024;
const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
};

export interface ImageCdnOptions {
  readonly originals: ImageOriginals;
  readonly brands: readonly BrandSpec[];
  readonly cacheBytes?: number;
}

function cacheKey(path: string, request: CdnRequest, format: OutputFormat): string {
  const { width, height, fit, focal, quality } = request;
  return [path, width, height, fit, focal.x, focal.y, quality, format].join('|');
}

/**
 * The image CDN (imgix-style): `/wp-content/uploads/<path>?w=&h=&q=&auto=compress,format&fit=crop&fp-x=&fp-y=`.
 * Resized variants are kept in a bounded LRU; concurrent requests for one variant render it once.
 */
export async function buildImageCdn(options: ImageCdnOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.cacheBytes ?? CACHE_BYTES,
    sizeCalculation: (buffer) => Math.max(1, buffer.length),
  });
  const inFlight = new Map<string, Promise<Buffer>>();

  async function variant(
    path: string,
    request: CdnRequest,
    format: OutputFormat,
  ): Promise<Buffer | null> {
    const key = cacheKey(path, request, format);
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const original = options.originals.get(path);
    if (original === null) return null;
    let rendering = inFlight.get(key);
    if (rendering === undefined) {
      rendering = original.then((source) => renderVariant(source, request, format));
      inFlight.set(key, rendering);
      void rendering
        .then((buffer) => cache.set(key, buffer))
        .catch(() => undefined)
        .finally(() => inFlight.delete(key));
    }
    return rendering;
  }

  app.get<{ Params: { '*': string }; Querystring: Record<string, string | string[] | undefined> }>(
    '/wp-content/uploads/*',
    async (request, reply) => {
      reply.header('vary', 'Accept');
      const parsed = parseCdnQuery(request.query);
      if (!parsed.ok) return reply.code(400).send({ error: 'Bad Request', message: parsed.error });
      const format = chooseFormat(parsed.request, request.headers.accept);
      const body = await variant(request.params['*'], parsed.request, format);
      if (body === null)
        return reply.code(404).send({ error: 'Not Found', message: 'There is no such image.' });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', IMMUTABLE)
        .send(body);
    },
  );
  registerBrandLogoRoute(app, options.brands);
  await app.ready();
  return app;
}
