import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, secureCookies } from './session.cookies';

/**
 * CSRF protection by double submit: a random token in a SameSite=Lax cookie that every
 * state-changing POST must repeat, as the `_csrf` form field or the `x-csrf-token` header (islands
 * read it from the cookie). A cross-site page can neither read the cookie nor set it.
 */
export const CSRF_COOKIE = 'mag_csrf';
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const TOKEN = /^[\w-]{32,128}$/;

/** The request's CSRF token, issuing a new cookie when it has none. */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = cookieOf(request, CSRF_COOKIE);
  if (existing !== null && TOKEN.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  void reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: secureCookies(request),
  });
  request.cookies[CSRF_COOKIE] = token;
  return token;
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return origin === undefined;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** True when the POST repeats the cookie's token (and, when the browser names one, comes from our origin). */
export function csrfValid(request: FastifyRequest): boolean {
  const cookie = cookieOf(request, CSRF_COOKIE);
  const body = request.body as Record<string, unknown> | null | undefined;
  const fromBody = body !== null && typeof body === 'object' ? body[CSRF_FIELD] : undefined;
  const fromHeader = request.headers[CSRF_HEADER];
  const sent = typeof fromBody === 'string' ? fromBody : fromHeader;
  if (cookie === null || typeof sent !== 'string' || !sameOrigin(request)) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}
