import type { FastifyInstance } from 'fastify';
import type { BrandSpec } from '../content/content-pack.schema';
import { brandLogoSvg } from './brand-logo.renderer';
import { brandShareJpeg } from './brand-share.renderer';
import type { ImageOriginals } from './image-originals.store';
import { audioClip } from './audio-file.renderer';
import { pdfDocument } from './pdf-file.renderer';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { code: 'not_found', message: 'There is no such file.', data: { status: 404 } };

/**
 * The image host on the content API's origin: originals at `/wp-content/uploads/<path>` (with
 * the `file` widgets' PDFs and the `audio` widgets' WAVs under `files/`), brand
 * wordmarks at `/brand/{brand}/logo.svg` and brand share cards (1200x630, the sites file's
 * `shareImage`) at `/brand/{brand}/share.jpg`. The CDN serves the same paths, originals resized.
 */
export function registerImageHostRoutes(
  app: FastifyInstance,
  originals: ImageOriginals,
  brands: readonly BrandSpec[],
): void {
  app.get<{ Params: { '*': string } }>('/wp-content/uploads/*', async (request, reply) => {
    const path = request.params['*'];
    if (/^files\/[a-z0-9-]+\.pdf$/.test(path)) {
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', IMMUTABLE)
        .send(pdfDocument(path));
    }
    if (/^files\/[a-z0-9-]+\.wav$/.test(path)) {
      return reply
        .header('content-type', 'audio/wav')
        .header('cache-control', IMMUTABLE)
        .send(audioClip(path));
    }
    const original = originals.get(path);
    if (original === null) return reply.code(404).send(NOT_FOUND);
    const { jpeg } = await original;
    return reply.header('content-type', 'image/jpeg').header('cache-control', IMMUTABLE).send(jpeg);
  });

  registerBrandLogoRoute(app, brands);
}

/** The brand wordmark (`/brand/{brand}/logo.svg`) and share card (`/brand/{brand}/share.jpg`). */
export function registerBrandLogoRoute(app: FastifyInstance, brands: readonly BrandSpec[]): void {
  const cards = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { brand: string } }>('/brand/:brand/share.jpg', async (request, reply) => {
    const brand = brands.find((candidate) => candidate.slug === request.params.brand);
    if (brand === undefined) return reply.code(404).send(NOT_FOUND);
    let card = cards.get(brand.slug);
    if (card === undefined) {
      card = brandShareJpeg(brand);
      cards.set(brand.slug, card);
      void card.catch(() => cards.delete(brand.slug));
    }
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(await card);
  });
  app.get<{ Params: { brand: string } }>('/brand/:brand/logo.svg', async (request, reply) => {
    const brand = brands.find((candidate) => candidate.slug === request.params.brand);
    if (brand === undefined) return reply.code(404).send(NOT_FOUND);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(brandLogoSvg(brand));
  });
}
