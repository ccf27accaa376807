import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccessError, ValidationError } from '../../domain/errors/app-errors';
import { ROUTES } from '../../domain/routing/route-table';
import type { PurgeScope } from '../../ports/response-cache.port';
import type { HttpDeps } from './http-deps';
import { SECRET_HEADER, secretMatches } from './webhook-secret';
import { normalisePath } from '../../domain/routing/page-request';
import { isHookPayload, parseHookPayload } from './content-webhook.payload';

/** Where WordPress posts content changes. */
export const CONTENT_WEBHOOK_ROUTE = ROUTES.contentWebhook.path;
/** The admin purge action (the admin UI comes later; same shared secret for now). */
export const ADMIN_PURGE_ROUTE = ROUTES.adminCachePurge.path;

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

function scopeOf(request: FastifyRequest, body: PurgeBody, deps: HttpDeps): PurgeScope {
  const siteId = siteIdOf(request, body.site, deps);
  if (body.all === true) return siteId === undefined ? { kind: 'all' } : { kind: 'site', siteId };
  if (siteId === undefined || body.paths === undefined || body.paths.length === 0)
    throw new ValidationError('BAD_REQUEST', { message: 'name a site and paths, or all' });
  return { kind: 'paths', siteId, paths: body.paths.map(normalisePath) };
}

/** The site a webhook names (`site`), else the request's; an unknown one is a bad request. */
function siteIdOf(
  request: FastifyRequest,
  named: string | undefined,
  deps: HttpDeps,
): string | undefined {
  const siteId = named ?? request.site?.id;
  if (siteId !== undefined && !deps.config.sites.some((site) => site.id === siteId))
    throw new ValidationError('BAD_REQUEST', { message: `unknown site ${siteId}` });
  return siteId;
}

/** The paths payload's shape, checked in the handler (the webhook also takes hook payloads). */
function checkPathsPayload(body: unknown): PurgeBody {
  const value = (typeof body === 'object' && body !== null ? body : null) as Record<
    string,
    unknown
  > | null;
  const fail = (message: string): never => {
    throw new ValidationError('BAD_REQUEST', { message });
  };
  if (value === null) return fail('the body must be a JSON object');
  for (const name of Object.keys(value))
    if (!['site', 'paths', 'all'].includes(name)) fail(`unknown field ${name.slice(0, 40)}`);
  const { site, paths, all } = value;
  if (site !== undefined && (typeof site !== 'string' || site === '' || site.length > 100))
    fail('site must be a site id');
  if (all !== undefined && typeof all !== 'boolean') fail('all must be true or false');
  if (paths !== undefined) {
    if (!Array.isArray(paths) || paths.length > 500) fail('paths must be a list of at most 500');
    for (const path of paths as unknown[])
      if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2000)
        fail('each path must start with / (at most 2000 characters)');
  }
  return value;
}

/**
 * POST /api/webhooks/content (WordPress) and POST /api/admin/cache/purge: a shared secret in
 * `x-webhook-secret`. The webhook takes what a WordPress save or delete hook sends
 * (`{"hook":"save_post","ID":123,"post_type":"contenthub_composite",…}`, see
 * `content-webhook.payload.ts`), which becomes one `ContentChanged` event (ADR 21), or, like the
 * admin action, paths or a whole site: `{ "paths": ["/a"], "site"?: "wom-dk" }` or
 * `{ "all": true, "site"?: "wom-dk" }`, which becomes one `CachePurged` event.
 */
export function cachePurgeRoutes(app: FastifyInstance, deps: HttpDeps): void {
  // The secret is checked before the body is even validated.
  const checkSecret = (request: FastifyRequest, done: (error?: Error) => void): void => {
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
  };

  app.post<{ Body: PurgeBody }>(
    ADMIN_PURGE_ROUTE,
    {
      schema: { body: bodySchema },
      preValidation: (request, _reply, done) => {
        checkSecret(request, done);
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request, request.body, deps);
      await deps.purgeCache.execute(scope, 'admin');
      request.log.info({ scope, reason: 'admin' }, 'cache purged');
      return reply.status(202).header('cache-control', 'no-store').send({ purged: scope });
    },
  );

  app.post<{ Body: unknown }>(
    CONTENT_WEBHOOK_ROUTE,
    {
      preValidation: (request, _reply, done) => {
        checkSecret(request, done);
      },
    },
    async (request, reply) => {
      if (!isHookPayload(request.body)) {
        const body = checkPathsPayload(request.body);
        const scope = scopeOf(request, body, deps);
        await deps.purgeCache.execute(scope, 'webhook');
        request.log.info({ scope, reason: 'webhook' }, 'cache purged');
        return reply.status(202).header('cache-control', 'no-store').send({ purged: scope });
      }
      const parsed = parseHookPayload(request.body);
      if (!parsed.ok)
        throw new ValidationError('BAD_WEBHOOK_PAYLOAD', {
          message: parsed.message,
          detail: parsed.message,
        });
      const { change } = parsed;
      const siteId = siteIdOf(request, change.site, deps);
      if (siteId === undefined)
        throw new ValidationError('BAD_REQUEST', {
          message: 'name the site (site) or call on its host',
        });
      if (change.action === null) {
        // A draft saved as a draft: readers see none of it.
        return reply
          .status(202)
          .header('cache-control', 'no-store')
          .send({ changed: null, reason: 'not public' });
      }
      const keys = await deps.recordContentChange.execute({
        siteId,
        kind: change.kind,
        id: change.id,
        action: change.action,
        filedUnder: change.filedUnder,
      });
      const changed = { site: siteId, kind: change.kind, id: change.id, action: change.action };
      request.log.info({ changed, keys: keys.length }, 'content changed');
      return reply.status(202).header('cache-control', 'no-store').send({ changed, keys });
    },
  );
}
