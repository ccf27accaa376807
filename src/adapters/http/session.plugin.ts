import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResolvedSession, SessionService } from '../../application/auth/session.service';
import { ROUTES, type RouterEntry } from '../../domain/routing/route-table';
import type { Site } from '../../domain/site/site.types';
import { QuietLog } from '../logging/quiet.log';
import { loginLocation, redirectTo } from './account-page.reply';
import { clearSessionCookies, hasStaleSessionCookies, sessionIdOf } from './session.cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session behind `userState` (entitlements for /api/authservice). */
    accountSession?: ResolvedSession;
  }
}

export interface SessionPluginOptions {
  readonly sessions: SessionService;
}

/** The sign-in forms and the way back from the logout path: a reader may be anonymous there. */
const SIGN_IN_FORMS: ReadonlySet<string> = new Set([
  ROUTES.signIn.path,
  ROUTES.signUp.path,
  ROUTES.forgotPassword.path,
  ROUTES.newPassword.path,
  ROUTES.signedOut.path,
]);

/**
 * Whether a reader whose identity cookie the identity service no longer vouches for is sent to
 * the login: page, account and admin navigations (GET), not the sign-in forms themselves, not
 * the login path, not scripts' API calls or form posts (those carry on as anonymous).
 */
function sendsToLogin(
  route: RouterEntry | undefined,
  method: string,
  path: string,
  site: Site,
): boolean {
  if (method !== 'GET' || route === undefined) return false;
  if (route.kind !== 'page' && route.kind !== 'account' && route.kind !== 'admin') return false;
  if (SIGN_IN_FORMS.has(route.path)) return false;
  const login = site.auth.loginPath.split('?', 1)[0] ?? '';
  return path !== login && !path.startsWith(`${login}/`);
}

/**
 * Reads the reader's session on every site request (ADR 25): the identity cookie holds a session
 * id, the session store the tokens and verified claims; an id token whose time ran out is
 * refreshed through the store (`SessionService.resolve`). Sets `request.userState`. Requests
 * without the cookie cost nothing.
 *
 * The auth check: when the cookie names no live session (signed out, ended everywhere, expired, or
 * a value no session has), the cookies are cleared and the reader is anonymous; when the identity
 * service refused to renew the session, a reader navigating to a page is also sent to the login
 * with the page as returnUri (`sendsToLogin`). When the check itself fails
 * (the store does not answer), the reader is anonymous for this request and keeps the cookie;
 * while the identity service is away a session keeps its last verified state.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app: FastifyInstance, { sessions }) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
    const checkFailures = new QuietLog();
    app.addHook('onRequest', async (request, reply) => {
      const site = request.site;
      if (site === null || request.url.startsWith('/assets/')) return;
      const sessionId = sessionIdOf(request);
      if (sessionId === null) {
        if (hasStaleSessionCookies(request)) clearSessionCookies(request, reply);
        return;
      }
      let session: ResolvedSession;
      try {
        session = await sessions.resolve(site, sessionId);
      } catch (error) {
        checkFailures.note('session-check', (suppressed) => {
          request.log.warn(
            {
              err: { message: error instanceof Error ? error.message : String(error) },
              suppressed,
            },
            'session check failed; reader treated as anonymous',
          );
        });
        return;
      }
      if (session.ended !== false) {
        clearSessionCookies(request, reply);
        const path = request.url.split('?', 1)[0] ?? '/';
        const route = request.routeOptions.config.route;
        if (session.ended === 'refused' && sendsToLogin(route, request.method, path, site)) {
          request.log.info('session no longer valid; reader sent to the login');
          return redirectTo(reply, loginLocation(site, request.url), 302);
        }
      }
      request.userState = session.state;
      request.accountSession = session;
    });
  },
  { name: 'session', dependencies: ['site'] },
);
