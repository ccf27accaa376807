import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RecentEvents } from '../../application/admin/recent-events.service';
import type { AdminDashboardView } from '../../domain/identity/account-view.types';
import { isAdmin } from '../../domain/identity/user-state.rules';
import { viewForReader } from '../../domain/paywall/reader-view.rules';
import type { PageView } from '../../domain/page/view-model.types';
import { ROUTES } from '../../domain/routing/route-table';
import type { Site } from '../../domain/site/site.types';
import { loginLocation, PRIVATE_NO_STORE, queryOf, redirectTo } from './account-page.reply';
import { cacheHitRatio, readMetrics, upstreamStatus } from './admin-dashboard.reader';
import { csrfProtected, csrfToken } from './csrf';
import type { HttpDeps } from './http-deps';
import { siteOf } from './site.plugin';
import { HTML, renderHtml } from './render-reply';
import { userStateOf } from './user-state.request';

const OVERVIEW = ROUTES.adminOverview.path;
const started = Date.now();

function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

async function dashboard(
  deps: HttpDeps,
  events: RecentEvents | null,
  site: Site,
  csrfToken: string,
  purged: boolean,
): Promise<AdminDashboardView> {
  const metrics = await readMetrics(deps.metrics.registry);
  const memory = process.memoryUsage();
  return {
    csrfToken,
    purged,
    health: [
      { label: 'Site', value: `${site.brandName} ${site.market.toUpperCase()} (${site.id})` },
      { label: 'Uptime', value: formatDuration(Date.now() - started) },
      { label: 'Memory (RSS)', value: `${Math.round(memory.rss / 1024 / 1024)} MB` },
      { label: 'Node.js', value: process.version },
      { label: 'Sites served', value: String(deps.config.sites.length) },
      {
        label: 'Shared cache',
        value: deps.config.redisUrl === null ? 'off (in-process only)' : 'Redis',
      },
    ],
    upstreams: upstreamStatus(metrics),
    cacheHitRatio: cacheHitRatio(metrics),
    events: events?.list() ?? [],
  };
}

/**
 * The admin area: for the `admin` group only. Anonymous readers go to the login, other
 * readers get 403; the page is private and never cached. The purge is a CSRF-protected POST.
 */
export function adminRoutes(
  app: FastifyInstance,
  deps: HttpDeps,
  events: RecentEvents | null,
): void {
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    site: Site,
    view: PageView,
    status: number,
  ): Promise<void> {
    const outcome = await deps.resolvePage.execute({ site, path: OVERVIEW, query: {} });
    if (outcome.kind === 'redirect') {
      void redirectTo(reply, outcome.location);
      return;
    }
    const viewModel = viewForReader({ ...outcome.viewModel, view }, userStateOf(request), {
      paywallProviderId: site.paywallProviderId,
      loginPath: site.auth.loginPath,
      path: OVERVIEW,
    });
    const html = await renderHtml(deps, OVERVIEW, viewModel);
    void reply.status(status).type(HTML).header('cache-control', PRIVATE_NO_STORE).send(html);
  }

  /**
   * The site when the reader is an admin; `'answered'` when the reply (303 to the login, 403) has
   * been sent. A Fastify reply is thenable: it is never awaited or passed through a promise,
   * which would resolve to `undefined` and make Fastify log an error for an ordinary denial.
   */
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<Site | 'answered'> {
    const site = siteOf(request);
    const state = userStateOf(request);
    if (state.kind === 'anonymous') {
      void redirectTo(reply, loginLocation(site, OVERVIEW));
      return 'answered';
    }
    if (!isAdmin(state)) {
      await send(request, reply, site, { type: 'admin-overview', forbidden: true }, 403);
      return 'answered';
    }
    return site;
  }

  app.get(ROUTES.adminOverview.path, async (request, reply) => {
    const site = await guard(request, reply);
    if (site === 'answered') return reply;
    const data = await dashboard(
      deps,
      events,
      site,
      csrfToken(request, reply),
      queryOf(request).purged === '1',
    );
    await send(request, reply, site, { type: 'admin-overview', dashboard: data }, 200);
    return reply;
  });

  app.post(ROUTES.adminPurge.path, { preHandler: csrfProtected(app) }, async (request, reply) => {
    const site = await guard(request, reply);
    if (site === 'answered') return reply;
    await deps.purgeCache.execute({ kind: 'site', siteId: site.id }, 'admin');
    request.log.info({ site: site.id }, 'cache purged by an admin');
    return redirectTo(reply, `${OVERVIEW}?purged=1`);
  });
}
