import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSessionId, SESSION_LIFETIME_MS } from '../../domain/identity/session.rules';

/** The identity cookie: the session id, nothing else (ADR 25). */
export const ID_COOKIE = 'mag_id';
/**
 * Cookies that held tokens before sessions moved to the server (ADR 25): cleared where a browser
 * still sends them, never read. The response caches bypass every request carrying one.
 */
export const ACCESS_COOKIE = 'mag_access';
export const REFRESH_COOKIE = 'mag_refresh';
const SESSION_MAX_AGE_S = SESSION_LIFETIME_MS / 1000;

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

/**
 * The session id of the identity cookie; null when there is none, or the cookie holds a value no
 * session could have (an old token, garbage: never looked up).
 */
export function sessionIdOf(request: FastifyRequest): string | null {
  const value = cookieOf(request, ID_COOKIE);
  return value !== null && isSessionId(value) ? value : null;
}

/**
 * Whether the request carries session cookies that name no session: an identity cookie that is no
 * session id, or the token cookies of before ADR 25. They are cleared.
 */
export function hasStaleSessionCookies(request: FastifyRequest): boolean {
  const id = cookieOf(request, ID_COOKIE);
  return (
    (id !== null && !isSessionId(id)) ||
    cookieOf(request, ACCESS_COOKIE) !== null ||
    cookieOf(request, REFRESH_COOKIE) !== null
  );
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

/** The session id in an HttpOnly, SameSite=Lax cookie: page scripts never see it. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): void {
  void reply.setCookie(ID_COOKIE, sessionId, serverCookieOptions(request, SESSION_MAX_AGE_S));
}

/** The identity cookie and the token cookies of before ADR 25. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of [ID_COOKIE, ACCESS_COOKIE, REFRESH_COOKIE])
    void reply.clearCookie(name, serverCookieOptions(request, 0));
}
