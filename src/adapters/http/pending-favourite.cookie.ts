import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, serverCookieOptions } from './session.cookies';

/**
 * The heart a signed-out reader pressed, kept while they sign in (favourites.routes.ts): the
 * article id and when the wish lapses, `{id}.{expires, ms}`, in an HttpOnly, SameSite=Lax cookie
 * of this host. Only the heart's own form sets it (behind its CSRF check), only the resume route
 * reads it, and it is cleared there, used or not: another site can neither plant nor spend it.
 */
export const PENDING_FAVOURITE_COOKIE = 'mag_favourite_pending';
/** Long enough to sign in (or first create the account), short enough to be this visit's. */
export const PENDING_FAVOURITE_TTL_S = 15 * 60;

const VALUE = /^([1-9]\d{0,11})\.(\d{13})$/;

export function setPendingFavourite(
  request: FastifyRequest,
  reply: FastifyReply,
  articleId: number,
  now = Date.now(),
): void {
  const expires = now + PENDING_FAVOURITE_TTL_S * 1000;
  void reply.setCookie(
    PENDING_FAVOURITE_COOKIE,
    `${String(articleId)}.${String(expires)}`,
    serverCookieOptions(request, PENDING_FAVOURITE_TTL_S),
  );
}

/** The article of a pending heart: null when there is none, it is malformed or it has lapsed. */
export function pendingFavouriteOf(request: FastifyRequest, now = Date.now()): number | null {
  const match = VALUE.exec(cookieOf(request, PENDING_FAVOURITE_COOKIE) ?? '');
  if (match === null) return null;
  const expires = Number(match[2]);
  if (expires <= now || expires > now + PENDING_FAVOURITE_TTL_S * 1000) return null;
  return Number(match[1]);
}

export function clearPendingFavourite(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(PENDING_FAVOURITE_COOKIE, serverCookieOptions(request, 0));
}
