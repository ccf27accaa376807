import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { provenSameOrigin } from '../../../src/adapters/http/favourites.routes';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import { InMemoryArticleTeasers } from '../../fakes/article-teasers.fake';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, pageFixture, SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { InMemoryFavourites } from '../../fakes/favourites.fake';
import { FakeIdentityDirectory } from '../../fakes/identity.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { signedInCookie } from '../../support/sessions';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * The heart's JSON API (GET /api/favourites, PUT and DELETE /api/favourites/{id}) as
 * client/favourites uses it, never stored by a cache; and the heart's form where the site has no
 * sign-in, or where the form says where to go back to.
 */
const HOST = 'wom-dk.localhost:3000';
const ORIGIN = `http://${HOST}`;
const PLAIN_HOST = 'wom-se.localhost:3000';
const READER = 'reader-1';
const ARTICLE = '/traening/styrke';
const NO_STORE = 'private, no-store';

const site: Site = siteFixture({ auth: SIGN_IN_ON });
const plainSite: Site = siteFixture({
  id: 'wom-se',
  market: 'se',
  locale: 'sv-SE',
  language: 'sv',
  brandPrefix: 'bse',
  hosts: ['wom-se.localhost'],
  siteDomain: 'http://wom-se.localhost:3000',
});

async function compose(
  favourites: InMemoryFavourites,
): Promise<ComposedTestApp & { signedIn: string }> {
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  const composed = await composeTestApp(
    testConfig({ production: true, sites: [site, plainSite] }),
    [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.identityDirectory, new FakeIdentityDirectory()),
      override(ID.subscription, new InMemorySubscription()),
      override(ID.favourites, favourites),
      override(ID.favouriteTeasers, new InMemoryArticleTeasers()),
    ],
  );
  return { ...composed, signedIn: await signedInCookie(composed.container, site) };
}

let composed: ComposedTestApp & { signedIn: string };
let app: FastifyInstance;
const favourites = new InMemoryFavourites();

beforeAll(async () => {
  composed = await compose(favourites);
  app = composed.app;
});

afterAll(async () => {
  await composed.stop();
});

beforeEach(() => {
  favourites.seed(site, READER, [7]);
  favourites.down = false;
});

/** A CSRF token and its secret cookie, added to `cookie`, as a page script gets them. */
async function withToken(
  on: FastifyInstance,
  cookie: string,
): Promise<{ token: string; cookie: string }> {
  const response = await on.inject({
    url: ROUTES.csrfToken.path,
    headers: { host: HOST, cookie },
  });
  const secret = /mag_csrf_secret=[^;]+/.exec(String(response.headers['set-cookie']))?.[0] ?? '';
  return {
    token: response.json<{ token: string }>().token,
    cookie: cookie === '' ? secret : `${cookie}; ${secret}`,
  };
}

async function change(
  method: 'PUT' | 'DELETE',
  id: string,
  cookie: string,
  on: FastifyInstance = app,
) {
  const csrf = await withToken(on, cookie);
  return on.inject({
    method,
    url: `/api/favourites/${id}`,
    headers: { host: HOST, cookie: csrf.cookie, 'x-csrf-token': csrf.token },
  });
}

function list(cookie: string, on: FastifyInstance = app) {
  return on.inject({ url: ROUTES.favourites.path, headers: { host: HOST, cookie } });
}

describe('the favourites API', () => {
  it('lists, saves and removes for the signed-in reader, answers null when anonymous, and is never stored', async () => {
    const own = new InMemoryFavourites().seed(site, READER, [7]);
    const fresh = await compose(own);
    try {
      const listed = await list(fresh.signedIn, fresh.app);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual({ data: [7] });
      expect(listed.headers['cache-control']).toBe(NO_STORE);
      const anonymous = await list('', fresh.app);
      expect(anonymous.json()).toEqual({ data: null });
      expect(anonymous.headers['cache-control']).toBe(NO_STORE);

      const added = await change('PUT', '1001', fresh.signedIn, fresh.app);
      expect(added.statusCode).toBe(200);
      expect(added.headers['cache-control']).toBe(NO_STORE);
      expect(added.json<{ data: number[] }>().data).toEqual(expect.arrayContaining([7, 1001]));
      const removed = await change('DELETE', '7', fresh.signedIn, fresh.app);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ data: [1001] });
      expect((await list(fresh.signedIn, fresh.app)).json()).toEqual({ data: [1001] });

      // the heart's form is guarded: another site's post changes nothing
      const forged = await fresh.app.inject({
        method: 'POST',
        url: ROUTES.favouriteForm.path,
        headers: {
          host: HOST,
          cookie: fresh.signedIn,
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'article=2002&intent=add&return=%2F',
      });
      expect(forged.statusCode).toBe(403);
      const unproven = await fresh.app.inject({
        method: 'POST',
        url: ROUTES.favouriteForm.path,
        headers: {
          host: HOST,
          cookie: fresh.signedIn,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'article=2002&intent=add&return=%2F',
      });
      expect(unproven.statusCode).toBe(403);
      expect((await list(fresh.signedIn, fresh.app)).json()).toEqual({ data: [1001] });
    } finally {
      await fresh.stop();
    }
  });

  it('refuses a change without a token, and asks an anonymous reader to sign in (401)', async () => {
    const unguarded = await app.inject({
      method: 'PUT',
      url: '/api/favourites/1001',
      headers: { host: HOST, cookie: composed.signedIn },
    });
    expect(unguarded.statusCode).toBe(403);
    const anonymous = await change('PUT', '1001', '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ error?: string }>().error).toBe('SIGN_IN_REQUIRED');
    expect((await list(composed.signedIn)).json()).toEqual({ data: [7] });
  });

  it.each(['0', 'abc', '-4', '9'.repeat(13)])(
    'answers an article id %s with 400, changing nothing',
    async (id) => {
      const response = await change('PUT', id, composed.signedIn);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error?: string }>().error).toBe('BAD_ARTICLE_ID');
      // checked before anything else: even for an anonymous reader
      expect((await change('DELETE', id, '')).statusCode).toBe(400);
      expect((await list(composed.signedIn)).json()).toEqual({ data: [7] });
    },
  );

  it('answers 502 with the favourites code when the service fails (the heart rolls back)', async () => {
    favourites.down = true;
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await change(method, '1001', composed.signedIn);
      expect(response.statusCode, method).toBe(502);
      expect(response.json<{ error?: string }>().error, method).toBe('FAVOURITES_UNAVAILABLE');
    }
  });
});

describe('the heart form', () => {
  function post(fields: Record<string, string>, host = HOST, cookie = composed.signedIn) {
    return app.inject({
      method: 'POST',
      url: ROUTES.favouriteForm.path,
      headers: {
        host,
        cookie,
        origin: `http://${host}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it('goes back to the page without its fragment, at the heart, never stored', async () => {
    const response = await post({ article: '1001', intent: 'add', return: `${ARTICLE}#top` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${ARTICLE}#favourite-1001-added`);
    expect(response.headers['cache-control']).toBe(NO_STORE);
  });

  it('answers odd input with a page that is never stored', async () => {
    const response = await post({ article: 'abc', intent: 'add', return: ARTICLE });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it('sends a signed-out reader who removes to the sign-in with the notice', async () => {
    const response = await post({ article: '7', intent: 'remove', return: ARTICLE }, HOST, '');
    const location = new URL(String(response.headers.location), ORIGIN);
    expect(location.pathname).toBe('/users/sign_in');
    expect(location.searchParams.get('notice')).toBe('favourite');
    expect(location.searchParams.get('returnUri')).toBe(ARTICLE);
  });

  it('sends a signed-out reader back to the page where the site has no sign-in', async () => {
    const response = await post(
      { article: '1001', intent: 'add', return: ARTICLE },
      PLAIN_HOST,
      '',
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(ARTICLE);
    expect(response.headers['set-cookie'] ?? '').not.toContain('favourite');
  });

  it('resumes to the page without its fragment, never stored', async () => {
    const response = await app.inject({
      url: `${ROUTES.favouriteResume.path}?return=${encodeURIComponent(`${ARTICLE}#top`)}`,
      headers: { host: HOST, cookie: composed.signedIn },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(ARTICLE);
    expect(response.headers['cache-control']).toBe(NO_STORE);
  });
});

describe('provenSameOrigin', () => {
  function asked(headers: Record<string, string>): FastifyRequest {
    return { headers, host: HOST } as unknown as FastifyRequest;
  }

  it('is true for Fetch Metadata same-origin or an Origin of this host', () => {
    expect(provenSameOrigin(asked({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(provenSameOrigin(asked({ origin: ORIGIN }))).toBe(true);
  });

  it('is false for another origin, one it cannot read, or none', () => {
    expect(provenSameOrigin(asked({ origin: 'https://evil.example' }))).toBe(false);
    expect(provenSameOrigin(asked({ origin: 'null' }))).toBe(false);
    expect(provenSameOrigin(asked({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(provenSameOrigin(asked({}))).toBe(false);
  });
});
