import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageView } from '../../domain/page/view-model.types';
import { ROUTES } from '../../domain/routing/route-table';
import type { Site } from '../../domain/site/site.types';
import { UpstreamError } from '../../domain/errors/app-errors';
import { fieldErrors } from '../../domain/validation/field.rules';
import { bodyOf, loginLocation, PRIVATE_NO_STORE, queryOf, redirectTo } from './account-page.reply';
import { adminDownloadRoute } from './admin-download.routes';
import { csrfProtected, csrfToken } from './csrf';
import type { HttpDeps } from './http-deps';
import { siteOf } from './site.plugin';
import { HTML, renderHtml, robotsHeaders } from './render-reply';
import { userStateOf } from './user-state.request';

const OVERVIEW = ROUTES.adminOverview.path;

/**
 * The admin area: who may enter and what the overview shows are the `AdminDashboard` use case's
 * (`src/application/admin/admin-dashboard.use-case.ts`). Anonymous readers go to the login, other
 * readers get 403; the page is private and never cached. The purge is a CSRF-protected POST;
 * the download of a stored file (`admin-download.routes.ts`) takes the same guard.
 */
export function adminRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { adminDashboard } = deps.accounts;

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    site: Site,
    view: PageView,
    status: number,
  ): Promise<void> {
    const outcome = await deps.resolvePage.screen({
      site,
      path: OVERVIEW,
      reader: userStateOf(request),
      view,
    });
    if (outcome.kind === 'redirect') {
      void redirectTo(reply, outcome.location);
      return;
    }
    const html = await renderHtml(deps, outcome.viewModel);
    void reply
      .status(status)
      .type(HTML)
      .headers({ 'cache-control': PRIVATE_NO_STORE, ...robotsHeaders(outcome.viewModel) })
      .send(html);
  }

  /**
   * The site when the reader is an admin; `'answered'` when the reply (303 to the login, 403) has
   * been sent. A Fastify reply is thenable: it is never awaited or passed through a promise,
   * which would resolve to `undefined` and make Fastify log an error for an ordinary denial.
   */
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<Site | 'answered'> {
    const site = siteOf(request);
    switch (adminDashboard.access(userStateOf(request))) {
      case 'sign-in':
        void redirectTo(reply, loginLocation(site, OVERVIEW));
        return 'answered';
      case 'forbidden':
        await send(request, reply, site, { type: 'admin-overview', forbidden: true }, 403);
        return 'answered';
      case 'admin':
        return site;
    }
  }

  app.get(ROUTES.adminOverview.path, async (request, reply) => {
    const site = await guard(request, reply);
    if (site === 'answered') return reply;
    const query = queryOf(request);
    const dashboard = await adminDashboard.execute({
      site,
      csrfToken: csrfToken(request, reply),
      purged: query.purged === '1',
      sessionsEnded: sessionsEndedOf(query.ended),
    });
    await send(request, reply, site, { type: 'admin-overview', dashboard }, 200);
    return reply;
  });

  adminDownloadRoute(app, deps.downloads, guard);

  app.post(ROUTES.adminPurge.path, { preHandler: csrfProtected(app) }, async (request, reply) => {
    const site = await guard(request, reply);
    if (site === 'answered') return reply;
    await deps.purgeCache.execute({ kind: 'site', siteId: site.id }, 'admin');
    request.log.info({ site: site.id }, 'cache purged by an admin');
    return redirectTo(reply, `${OVERVIEW}?purged=1`);
  });

  /** "Sign out everywhere" for an account: every session of it ends (ADR 25). */
  app.post(
    ROUTES.adminEndSessions.path,
    { preHandler: csrfProtected(app) },
    async (request, reply) => {
      const site = await guard(request, reply);
      if (site === 'answered') return reply;
      const email = (bodyOf(request).email ?? '').trim();
      if (fieldErrors({ email }, { email: 'email' }).email !== undefined)
        return redirectTo(reply, `${OVERVIEW}?ended=missing`);
      let ended: number;
      try {
        ended = await deps.accounts.sessions.endAccount(email);
      } catch (error) {
        request.log.error(
          { err: error },
          'sign out everywhere failed: the session store did not answer',
        );
        throw new UpstreamError('UPSTREAM_UNAVAILABLE', {
          message: 'the session store did not answer',
          relatesToSystems: ['redis'],
          cause: error,
        });
      }
      request.log.info({ site: site.id, ended }, 'an admin signed an account out everywhere');
      return redirectTo(reply, `${OVERVIEW}?ended=${String(ended)}`);
    },
  );
}

/** The `ended` query of the overview: a count, 'missing', or nothing. */
function sessionsEndedOf(value: string | undefined): number | 'missing' | null {
  if (value === 'missing') return 'missing';
  return value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : null;
}
