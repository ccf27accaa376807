import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from '../../application/auth/session.service';
import type { IdentityTokens } from '../../ports/identity.port';

export const ID_COOKIE = 'mag_id';
export const ACCESS_COOKIE = 'mag_access';
export const REFRESH_COOKIE = 'mag_refresh';
/** Session cookies outlive the id token: it is refreshed with the refresh token (30 days). */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|::1|[a-z0-9.-]+\.localhost)$/i;

/** Cookies are `Secure` except on plain-http localhost, where a browser would drop them. */
export function secureCookies(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  return !LOCAL_HOST.test(host);
}

export function cookieOf(request: FastifyRequest, name: string): string | null {
  const value = request.cookies[name];
  return value === undefined || value === '' ? null : value;
}

export function sessionTokensOf(request: FastifyRequest): SessionTokens {
  return {
    idToken: cookieOf(request, ID_COOKIE),
    accessToken: cookieOf(request, ACCESS_COOKIE),
    refreshToken: cookieOf(request, REFRESH_COOKIE),
  };
}

/** A server-only cookie of this host (HttpOnly, SameSite=Lax, Secure over HTTPS) for `maxAge` s. */
export function serverCookieOptions(request: FastifyRequest, maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(request),
    maxAge,
  };
}

/** Tokens only in HttpOnly, SameSite=Lax cookies: page scripts never see them. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: IdentityTokens,
): void {
  void reply.setCookie(ID_COOKIE, tokens.idToken, serverCookieOptions(request, SESSION_MAX_AGE_S));
  void reply.setCookie(
    ACCESS_COOKIE,
    tokens.accessToken,
    serverCookieOptions(request, SESSION_MAX_AGE_S),
  );
  if (tokens.refreshToken !== null)
    void reply.setCookie(
      REFRESH_COOKIE,
      tokens.refreshToken,
      serverCookieOptions(request, SESSION_MAX_AGE_S),
    );
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of [ID_COOKIE, ACCESS_COOKIE, REFRESH_COOKIE])
    void reply.clearCookie(name, serverCookieOptions(request, 0));
}
