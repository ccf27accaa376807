import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResolvedSession, SessionService } from '../../application/auth/session.service';
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

/**
 * Verifies the reader's tokens on every site request (JWKS, cached), refreshes an expired id
 * token with the refresh token, and sets `request.userState`. Requests without
 * session cookies cost nothing.
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
      if (session.renewed === 'clear') clearSessionCookies(request, reply);
      else if (session.renewed !== null) setSessionCookies(request, reply, session.renewed);
      request.userState = session.state;
      request.accountSession = session;
    });
  },
  { name: 'session', dependencies: ['site'] },
);
