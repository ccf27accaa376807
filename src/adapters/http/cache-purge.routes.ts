import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PurgeReason } from '../../application/purge-cache.use-case';
import { AccessError, ValidationError } from '../../domain/errors/app-errors';
import { ROUTES } from '../../domain/routing/route-table';
import type { PurgeScope } from '../../ports/response-cache.port';
import type { HttpDeps } from './http-deps';
import { normalisePath } from './page-cache.key';

/** Where WordPress posts content changes. */
export const CONTENT_WEBHOOK_ROUTE = ROUTES.contentWebhook.path;
/** The admin purge action (the admin UI comes later; same shared secret for now). */
export const ADMIN_PURGE_ROUTE = ROUTES.adminCachePurge.path;
/** The header carrying `CONTENT_WEBHOOK_SECRET`. */
export const SECRET_HEADER = 'x-webhook-secret';

interface PurgeBody {
  /** A site id; defaults to the site chosen by Host. */
  site?: string;
  paths?: string[];
  all?: boolean;
}

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    site: { type: 'string', minLength: 1, maxLength: 100 },
    paths: {
      type: 'array',
      maxItems: 500,
      items: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^/' },
    },
    all: { type: 'boolean' },
  },
} as const;

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time comparison of the presented secret with the configured one. */
export function secretMatches(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

function scopeOf(request: FastifyRequest<{ Body: PurgeBody }>, deps: HttpDeps): PurgeScope {
  const body = request.body;
  const siteId = body.site ?? request.site?.id;
  if (siteId !== undefined && !deps.config.sites.some((site) => site.id === siteId))
    throw new ValidationError('BAD_REQUEST', { message: `unknown site ${siteId}` });
  if (body.all === true) return siteId === undefined ? { kind: 'all' } : { kind: 'site', siteId };
  if (siteId === undefined || body.paths === undefined || body.paths.length === 0)
    throw new ValidationError('BAD_REQUEST', { message: 'name a site and paths, or all' });
  return { kind: 'paths', siteId, paths: body.paths.map(normalisePath) };
}

/**
 * POST /api/webhooks/content (WordPress) and POST /api/admin/cache/purge: a shared secret in
 * `x-webhook-secret`, then a `CachePurged` event every replica acts on. Body:
 * `{ "paths": ["/a"], "site"?: "wom-dk" }` or `{ "all": true, "site"?: "wom-dk" }`.
 */
export function cachePurgeRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const route = (url: string, reason: PurgeReason): void => {
    app.post<{ Body: PurgeBody }>(
      url,
      {
        schema: { body: bodySchema },
        // The secret is checked before the body is even validated.
        preValidation: (request, _reply, done) => {
          const secret = deps.config.contentWebhookSecret;
          if (secret === null) {
            done(new AccessError('PURGE_DISABLED'));
            return;
          }
          done(
            secretMatches(request.headers[SECRET_HEADER], secret)
              ? undefined
              : new AccessError('BAD_SECRET'),
          );
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request, deps);
        await deps.purgeCache.execute(scope, reason);
        request.log.info({ scope, reason }, 'cache purged');
        return reply.status(202).header('cache-control', 'no-store').send({ purged: scope });
      },
    );
  };
  route(CONTENT_WEBHOOK_ROUTE, 'webhook');
  route(ADMIN_PURGE_ROUTE, 'admin');
}
