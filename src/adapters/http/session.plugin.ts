import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResolvedSession, SessionService } from '../../application/auth/session.service';
import { ROUTES, type RouterEntry } from '../../domain/routing/route-table';
import type { Site } from '../../domain/site/site.types';
import { loginLocation, redirectTo } from './account-page.reply';
import { clearSessionCookies, sessionTokensOf, setSessionCookies } from './session.cookies';

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
 * Verifies the reader's tokens on every site request (JWKS, cached), refreshes an expired id
 * token with the refresh token, and sets `request.userState`. Requests without
 * session cookies cost nothing.
 *
 * The auth check: when the cookies name a session the identity service no longer gives data for
 * (a revoked or forged token, a refresh that failed), the cookies are cleared and a reader
 * navigating to a page is sent to the login with the page as returnUri (`sendsToLogin`). When
 * the check itself fails (the identity service is down), the reader is anonymous for this request.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app: FastifyInstance, { sessions }) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
    app.addHook('onRequest', async (request, reply) => {
      const site = request.site;
      if (site === null || request.url.startsWith('/assets/')) return;
      const tokens = sessionTokensOf(request);
      if (tokens.idToken === null && tokens.refreshToken === null) return;
      let session: ResolvedSession;
      try {
        session = await sessions.resolve(site, tokens);
      } catch (error) {
        request.log.warn({ err: error }, 'session check failed; reader treated as anonymous');
        return;
      }
      if (session.renewed === 'clear') {
        clearSessionCookies(request, reply);
        const path = request.url.split('?', 1)[0] ?? '/';
        if (sendsToLogin(request.routeOptions.config.route, request.method, path, site)) {
          request.log.info('session no longer valid; reader sent to the login');
          return redirectTo(reply, loginLocation(site, request.url), 302);
        }
      } else if (session.renewed !== null) setSessionCookies(request, reply, session.renewed);
      request.userState = session.state;
      request.accountSession = session;
    });
  },
  { name: 'session', dependencies: ['site'] },
);
