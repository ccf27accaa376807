import { ValidationError } from '../../domain/errors/app-errors';
import { SECRET_HEADER, secretMatches } from './webhook-secret';
import { headerSafeLocation } from '../../domain/routing/redirect.rules';
import { ROUTES } from '../../domain/routing/route-table';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProducedResponse } from '../../application/page-cache.types';
import type { SiteIndexViewModel } from '../../domain/page/view-model.types';
import { lookedUpFor } from './cache-hit.fast-path';
import { sendServed } from './cached-reply';
import { MissShed, overloadedMiss } from './overload.plugin';
import type { HttpDeps } from './http-deps';
import type { PageRequest } from '../../domain/routing/page-request';
import { userVariant, type RequestEdge } from './request-edge';
import { HTML, renderHtml, robotsHeaders, sendPage } from './render-reply';
import { hostOf } from './site.plugin';
import {
  surrogateKeysOfPage,
  surrogateKeysOfPath,
} from '../../domain/content-changes/surrogate-keys.rules';
import { userStateOf } from './user-state.request';

/**
 * Shared caches (a CDN) may keep the anonymous page for a minute (`s-maxage`); a browser must ask
 * again every time (`max-age=0`), because the same URL changes for it when the reader signs in or
 * out (header, paywall: ADR 9) and a browser-cached anonymous copy would greet a reader who has
 * just signed in with "Log ind" and the login paywall.
 */
const PAGE_CACHE =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=30';
/** A page saying a service is unavailable (search): kept nowhere, asked again in a minute. */
const UNAVAILABLE_CACHE = 'no-store';
const RETRY_AFTER_SECONDS = '60';
const PRIVATE = 'private, no-store';

/**
 * Pages answer a request target that is a path (`/path?query`, or a full `http(s)://` URL, which
 * the router never matches: the not-found page). `*` (`OPTIONS *`, `GET *`) and `host:port` are
 * a bad request, before any page is looked up or rendered.
 */
function requirePathTarget(request: FastifyRequest): void {
  if (!request.url.startsWith('/') && !/^https?:\/\//i.test(request.url)) {
    throw new ValidationError('BAD_REQUEST', { message: 'The request target is not a path' });
  }
}

function siteIndex(deps: HttpDeps): SiteIndexViewModel {
  return {
    kind: 'site-index',
    sites: deps.config.sites.map((site) => ({
      id: site.id,
      brandName: site.brandName,
      brandCode: site.brandCode,
      market: site.market,
      locale: site.locale,
      url: `${site.siteDomain}/`,
    })),
  };
}

/** Resolves the reader's variant of one page and renders it: what the response cache stores. */
async function producePage(
  deps: HttpDeps,
  reply: FastifyReply,
  page: PageRequest,
  purgeUpstream: boolean,
): Promise<ProducedResponse> {
  const { site } = page;
  const bypass = page.mode === 'bypass';
  const outcome = await deps.resolvePage.execute({
    page,
    purgeUpstream,
    reader: userStateOf(reply.request),
  });
  const setCookie = reply.getHeader('set-cookie');
  const cookies: Record<string, string> =
    setCookie === undefined ? {} : { 'set-cookie': String(setCookie) };
  if (outcome.kind === 'redirect') {
    return {
      status: outcome.status,
      headers: {
        location: headerSafeLocation(outcome.location),
        'cache-control': PAGE_CACHE,
        'surrogate-key': surrogateKeysOfPath(site.id, page.path).join(' '),
        ...cookies,
      },
      body: '',
    };
  }
  const html = await renderHtml(deps, outcome.viewModel);
  const unavailable = outcome.status === 503;
  const cacheControl = bypass
    ? PRIVATE
    : outcome.status === 200
      ? PAGE_CACHE
      : unavailable
        ? UNAVAILABLE_CACHE
        : NOT_FOUND_CACHE;
  const keys: Record<string, string> = {};
  if (!bypass) {
    const surrogateKeys = surrogateKeysOfPage(outcome.viewModel, page.path);
    deps.metrics.observeSurrogateKeys(surrogateKeys.length);
    keys['surrogate-key'] = surrogateKeys.join(' ');
  }
  return {
    status: outcome.status,
    headers: {
      'content-type': HTML,
      'cache-control': cacheControl,
      ...(unavailable ? { 'retry-after': RETRY_AFTER_SECONDS } : {}),
      ...keys,
      ...robotsHeaders(outcome.viewModel),
      ...cookies,
    },
    body: html,
  };
}

async function sitePage(
  deps: HttpDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageRequest,
): Promise<FastifyReply> {
  const { key } = page;
  // The product's own background render after a content change (ADR 21): rendered afresh and
  // stored, nothing purged, the content API asked as usual.
  const internalRefresh = page.mode === 'use' && deps.pageRefresh.isRefresh(request);
  // `?purge=cache` is honoured for a signed-in admin or with the webhook secret; for anyone else
  // the page is served as usual (no purge, no re-render, no upstream cache clear).
  const mode = internalRefresh
    ? 'refresh'
    : page.mode === 'refresh' && !mayPurge(request, deps)
      ? 'use'
      : page.mode;
  if (mode === 'refresh' && !internalRefresh) {
    await deps.purgeCache.execute(
      { kind: 'paths', siteId: key.siteId, paths: [key.path] },
      'query',
    );
  }
  // Under overload a page the cache holds is still served (fresh, or stale while the content
  // API is asked later); only a render is refused, with the static overload page.
  const shed = overloadedMiss(request);
  let served;
  try {
    served = await deps.pageCache.serve(
      key,
      mode,
      () => {
        if (shed !== undefined) throw new MissShed();
        return producePage(deps, reply, page, mode === 'refresh' && !internalRefresh);
      },
      lookedUpFor(request.raw),
    );
  } catch (error) {
    if (shed !== undefined && error instanceof MissShed) return shed(reply);
    throw error;
  }
  // Only the anonymous variant may sit in shared caches (nginx, CDN): they do not know the variant.
  return sendServed(request, reply, served, key.variant !== 'anonymous');
}

/** Whether this request may purge a page: a signed-in admin, or the content webhook's secret. */
function mayPurge(request: FastifyRequest, deps: HttpDeps): boolean {
  if (deps.accounts.adminDashboard.access(userStateOf(request)) === 'admin') return true;
  const secret = deps.config.contentWebhookSecret;
  return secret !== null && secretMatches(request.headers[SECRET_HEADER], secret);
}

/** The catch-all page route: every site path goes through the response cache and resolve-page. */
export function pagesRoutes(app: FastifyInstance, deps: HttpDeps, edge: RequestEdge): void {
  app.get(ROUTES.page.path, async (request, reply) => {
    requirePathTarget(request);
    const host = hostOf(request);
    const page = edge.page(request.raw, userVariant(request));
    if (host.kind !== 'site' || page === null) {
      if (host.kind === 'site-index' && edge.isSiteIndexHome(request.raw)) {
        return sendPage(deps, reply, siteIndex(deps), 200, 'no-cache');
      }
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('No site is configured for this host.');
    }
    return sitePage(deps, request, reply, page);
  });
}

/** Unmatched methods and routes answer with the site's not-found page. */
export function notFoundHandler(app: FastifyInstance, deps: HttpDeps): void {
  app.setNotFoundHandler(async (request, reply) => {
    requirePathTarget(request);
    const host = hostOf(request);
    if (host.kind !== 'site' || request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({ error: 'NOT_FOUND', message: 'This page could not be found' });
    }
    const outcome = await deps.resolvePage.notFound(host.site, false);
    if (outcome.kind === 'redirect')
      return reply.redirect(headerSafeLocation(outcome.location), outcome.status);
    return sendPage(deps, reply, outcome.viewModel, 404, NOT_FOUND_CACHE);
  });
}
