import type { Failure } from '../../domain/errors/outcome';
import { signInOn } from '../../domain/site/sign-in.rules';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { FavouritesService } from '../../application/favourites/favourites.service';
import { AccessError, UpstreamError, ValidationError } from '../../domain/errors/app-errors';
import { ROUTES } from '../../domain/routing/route-table';
import { returnPath } from '../../domain/services/reader-service-view.types';
import { favouriteAnchor } from '../../domain/routing/favourite-anchor';
import type { Site } from '../../domain/site/site.types';
import { bodyOf, loginLocation, queryOf, redirectTo } from './account-page.reply';
import { csrfProtected } from './csrf';
import {
  clearPendingFavourite,
  pendingFavouriteOf,
  setPendingFavourite,
} from './pending-favourite.cookie';
import { ownOrigin } from './render-reply';
import { siteOf } from './site.plugin';
import { userStateOf } from './user-state.request';

const NO_STORE = 'private, no-store';
const ARTICLE_ID = /^[1-9]\d{0,11}$/;
const INTENTS: ReadonlyMap<string, boolean> = new Map([
  ['add', true],
  ['remove', false],
]);
/** The query field of /users/favourites after a removal there: the page shows the message. */
export const FAVOURITE_REMOVED = 'removed';
/** The sign-in page's notice for a reader the heart sent there (`NOTICES` in auth.routes.ts). */
export const SIGN_IN_NOTICE = 'favourite';

/**
 * Whether the browser itself says this request comes from a page of this origin: Fetch Metadata
 * `same-origin`, or an `Origin` naming this host. Browsers set both headers themselves (a page
 * cannot forge them), and send `Origin` on every form POST.
 */
export function provenSameOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * CSRF for the heart's form (ADR 11). The form sits on pages in the shared cache, so it cannot
 * carry a per-reader token; it is accepted when the browser proves where it comes from
 * (`provenSameOrigin`), or else with a valid token like every other form. A foreign
 * `Sec-Fetch-Site` or `Origin` is refused first, as everywhere (`csrfProtected`); a request with
 * neither header and no token (no browser sends a form POST so) is refused too. The session
 * cookies are `SameSite=Lax` besides, so another site's form post arrives signed out.
 */
function heartFormProtected(app: FastifyInstance): preHandlerHookHandler[] {
  const [originCheck, tokenCheck] = csrfProtected(app);
  if (originCheck === undefined || tokenCheck === undefined) {
    throw new Error('csrfProtected must give the origin check and the token check');
  }
  const tokenUnlessProven: preHandlerHookHandler = function (request, reply, done) {
    if (provenSameOrigin(request)) {
      done();
      return;
    }
    tokenCheck.call(this, request, reply, done);
  };
  return [originCheck, tokenUnlessProven];
}

/**
 * The heart's API and form.
 *
 * JSON, for client/favourites: GET /api/favourites lists the reader's saved ids, `data: null`
 * for an anonymous reader (every anonymous page view asks, so "not signed in" is an answer, not an
 * error for the console and the loading bar); PUT and DELETE /api/favourites/{id} save and remove
 * one (CSRF token in `x-csrf-token`, from `GET /api/csrf-token`; 403 without), 401 when anonymous
 * (the heart sends the reader to the login). A failed change answers 502 (the heart rolls back).
 *
 * The form, without JavaScript: POST /users/favourites/change with `article`, `intent` (`add` or
 * `remove`) and `return` (the page, a same-site path; else the Referer's path; else `/`). A
 * signed-in reader gets the change and a 303 back to the page with `#favourite-{id}-added` (or
 * `-removed`): the heart's own anchor, whose message the page shows with CSS (FavouriteHeart.tsx).
 * A fragment never reaches a server, so the page after the redirect is the same shared cache
 * entry as without it: no cookie to read, no query to add to the key, no private copy of a page.
 * A signed-out reader goes to the sign-in with a notice. Their wish to save is kept (an HttpOnly
 * pending-favourite cookie, pending-favourite.cookie.ts) and the sign-in's returnUri is GET
 * /users/favourites/resume?return={page}: signed in, that saves the article the cookie names and
 * sends the reader on to the page at the heart (`#favourite-{id}-added`), as a signed-in press
 * would have. A removal on /users/favourites itself, whose card (and anchor) is then gone, goes
 * back to /users/favourites?removed=1, which says so. Bad input is a 400 page in the site's
 * language; a failed change, the 502 page.
 */
export function favouritesRoutes(app: FastifyInstance, favourites: FavouritesService): void {
  app.get(ROUTES.favourites.path, async (request, reply) => {
    void reply.header('cache-control', NO_STORE);
    const site = siteOf(request);
    const state = userStateOf(request);
    if (state.kind === 'anonymous') return { data: null };
    return { data: await favourites.ids(site, state.reader.id) };
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: ROUTES.favourite.path,
      preHandler: csrfProtected(app),
      handler: async (request, reply) => {
        void reply.header('cache-control', NO_STORE);
        const site = siteOf(request);
        const state = userStateOf(request);
        if (!ARTICLE_ID.test(request.params.id)) throw new ValidationError('BAD_ARTICLE_ID');
        if (state.kind === 'anonymous') throw new AccessError('SIGN_IN_REQUIRED');
        const ids = await favourites.change(
          site,
          state.reader.id,
          Number(request.params.id),
          method === 'PUT',
        );
        if (!ids.ok) throw favouritesUnavailable(ids.failure);
        return { data: ids.value };
      },
    });
  }

  app.post(
    ROUTES.favouriteForm.path,
    { preHandler: heartFormProtected(app) },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      const site = siteOf(request);
      const body = bodyOf(request);
      const raw = returnPath(body.return ?? request.headers.referer, ownOrigin(request)) ?? '/';
      const back = raw.split('#')[0] ?? '/';
      const article = body.article ?? '';
      const saved = INTENTS.get(body.intent ?? '');
      if (!ARTICLE_ID.test(article)) throw new ValidationError('BAD_ARTICLE_ID');
      if (saved === undefined) {
        throw new ValidationError('BAD_REQUEST', { message: 'intent must be add or remove' });
      }
      const state = userStateOf(request);
      const articleId = Number(article);
      if (state.kind === 'anonymous') {
        if (!signInOn(site)) return redirectTo(reply, back);
        if (!saved) return redirectTo(reply, loginLocation(site, back, { notice: SIGN_IN_NOTICE }));
        setPendingFavourite(request, reply, articleId);
        return redirectTo(reply, loginLocation(site, resumePath(back), { notice: SIGN_IN_NOTICE }));
      }
      await change(site, state.reader.id, articleId, saved);
      // The favourites page no longer holds the card (nor its anchor): it says so itself.
      if (!saved && back.split('?')[0] === ROUTES.favouritesScreen.path)
        return redirectTo(reply, `${ROUTES.favouritesScreen.path}?${FAVOURITE_REMOVED}=1`);
      return redirectTo(
        reply,
        `${back}#${favouriteAnchor(articleId, saved ? 'added' : 'removed')}`,
      );
    },
  );

  app.get(ROUTES.favouriteResume.path, async (request, reply) => {
    void reply.header('cache-control', NO_STORE);
    const site = siteOf(request);
    const raw = returnPath(queryOf(request).return, ownOrigin(request)) ?? '/';
    const back = raw.split('#')[0] ?? '/';
    const articleId = pendingFavouriteOf(request);
    clearPendingFavourite(request, reply);
    const state = userStateOf(request);
    if (articleId === null || state.kind === 'anonymous') return redirectTo(reply, back, 302);
    await change(site, state.reader.id, articleId, true);
    return redirectTo(reply, `${back}#${favouriteAnchor(articleId, 'added')}`, 302);
  });

  async function change(site: Site, readerId: string, articleId: number, saved: boolean) {
    const ids = await favourites.change(site, readerId, articleId, saved);
    if (!ids.ok) throw favouritesUnavailable(ids.failure);
  }
}

/** The favourites' own 502 code (the heart button reads it), carrying the port's failure. */
function favouritesUnavailable(failure: Failure): UpstreamError {
  return new UpstreamError('FAVOURITES_UNAVAILABLE', { relatesToSystems: ['favourites'] }, failure);
}

/**
 * Where the sign-in returns a reader whose heart is pending: the resume route, which saves the
 * article and goes on to the page (`back`, a same-site path).
 */
export function resumePath(back: string): string {
  return `${ROUTES.favouriteResume.path}?${new URLSearchParams({ return: back }).toString()}`;
}
