import type { FastifyRequest } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { ApiError } from './api.errors';
import type { SerializeContext } from './wp-shapes.serializer';

export type Query = Readonly<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter. */
export function queryValue(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The Bearer token the product sends as its server credential (CONTENT_API_TOKEN in `npm start`):
 * with it, locked content arrives whole, still marked `locked: true` (the product cuts it per
 * reader). The sandbox takes the same CONTENT_API_TOKEN when it is set (docker-compose.yml gives
 * both the one value), else this one.
 */
export const SANDBOX_CONTENT_TOKEN = 'sandbox-content-token';

function contentToken(): string {
  const configured = process.env.CONTENT_API_TOKEN?.trim();
  return configured === undefined || configured === '' ? SANDBOX_CONTENT_TOKEN : configured;
}

/**
 * The site named by the `:siteId` route parameter, and the image host and API base as this client
 * reached the sandbox (so image and author URLs work whatever address the product was given).
 * Unknown site → 404.
 */
export function siteContext(store: SandboxStore, request: FastifyRequest): SerializeContext {
  const params = request.params as Readonly<Record<string, string | undefined>>;
  const siteId = params.siteId ?? '';
  const site = store.site(siteId);
  if (site === undefined)
    throw new ApiError(404, 'site_not_found', `There is no site "${siteId}".`);
  const origin = `${request.protocol}://${request.host}`;
  return {
    store,
    site,
    imageOrigin: origin,
    apiBase: `${origin}/${site.model.id}`,
    unlocked: request.headers.authorization === `Bearer ${contentToken()}`,
  };
}
