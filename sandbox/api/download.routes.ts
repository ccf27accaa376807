import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { queryValue, siteContext, type Query } from './site-context';

const DEFAULT_EXPIRES_SECONDS = 3600;

/**
 * `GET app/content/download/?key=[&expires=seconds]` (called on the admin host): the storage URL
 * of the key, signed for an hour unless `expires` says otherwise, as `{data: {signed_url}}`, the
 * content API's answer. Like the real API it signs any key; the storage answers for it. The
 * sandbox's storage is its image host (`/wp-content/uploads/<key>`, `image-host.routes.ts`):
 * the e-book PDFs under `files/`, and 404 for a key it holds nothing for.
 */
export function registerDownloadRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/content/download', (request) => {
    const { imageOrigin } = siteContext(store, request);
    const key = (queryValue(request.query, 'key') ?? '').replace(/^\/+/, '');
    const asked = Number(queryValue(request.query, 'expires'));
    const expires = Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_EXPIRES_SECONDS;
    const path = key.split('/').map(encodeURIComponent).join('/');
    const url = new URL(`/wp-content/uploads/${path}`, imageOrigin);
    url.searchParams.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
    url.searchParams.set('X-Amz-Expires', String(expires));
    url.searchParams.set(
      'X-Amz-Signature',
      createHash('sha256')
        .update(`${key}:${String(expires)}`)
        .digest('hex'),
    );
    return { data: { signed_url: url.toString() } };
  });
}
