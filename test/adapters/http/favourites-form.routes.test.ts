import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { PENDING_FAVOURITE_COOKIE } from '../../../src/adapters/http/pending-favourite.cookie';
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
 * The favourite heart's form (POST /users/favourites/change), the no-JavaScript path: a change
 * and a redirect back to the page with the heart's own anchor, the sign-in for a signed-out
 * reader, CSRF by the browser's own origin headers (the form sits on cached pages without a
 * token) or a token, and a translated 4xx page for odd input, never a 500.
 */
const HOST = 'wom-dk.localhost:3000';
const ORIGIN = `http://${HOST}`;
const FORM = ROUTES.favouriteForm.path;
const READER = 'reader-1';
const ARTICLE = '/traening/styrke';

let composed: ComposedTestApp;
/** The signed-in reader's identity cookie (a session in the app's store). */
let SIGNED_IN: string;
let app: FastifyInstance;
let favourites: InMemoryFavourites;
let site: Site;

beforeAll(async () => {
  site = siteFixture({
    auth: SIGN_IN_ON,
  });
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  favourites = new InMemoryFavourites();
  composed = await composeTestApp(testConfig({ production: true, sites: [site] }), [
    override(ID.content, content),
    override(ID.search, content),
    override(ID.identityDirectory, new FakeIdentityDirectory()),
    override(ID.subscription, new InMemorySubscription()),
    override(ID.favourites, favourites),
    override(ID.favouriteTeasers, new InMemoryArticleTeasers()),
  ]);
  app = composed.app;
  SIGNED_IN = await signedInCookie(composed.container, site);
});

afterAll(async () => {
  await composed.stop();
});

beforeEach(() => {
  favourites.seed(site, READER, []);
  favourites.calls.length = 0;
});

interface Post {
  readonly fields?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signedIn?: boolean;
}

function post({ fields, body, headers = { origin: ORIGIN }, signedIn = true }: Post) {
  return app.inject({
    method: 'POST',
    url: FORM,
    headers: {
      host: HOST,
      'content-type': 'application/x-www-form-urlencoded',
      ...(signedIn ? { cookie: SIGNED_IN } : {}),
      ...headers,
    },
    payload:
      body ??
      new URLSearchParams({
        article: '1001',
        intent: 'add',
        return: ARTICLE,
        ...fields,
      }).toString(),
  });
}

async function saved(): Promise<readonly number[]> {
  const ids = await favourites.list(site, READER);
  if (!ids.ok) throw new Error(`the favourites fake failed: ${ids.failure.code}`);
  return ids.value;
}

describe('the heart form of a signed-in reader', () => {
  it('adds the article and sends the reader back to the page, at the heart, with its message', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${ARTICLE}#favourite-1001-added`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await saved()).toEqual([1001]);
  });

  it('removes the article and says so', async () => {
    favourites.seed(site, READER, [1001, 7]);
    const response = await post({ fields: { intent: 'remove' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${ARTICLE}#favourite-1001-removed`);
    expect(await saved()).toEqual([7]);
  });

  it('sends a removal on the favourites page back there with a query that says so (its card and anchor are gone)', async () => {
    favourites.seed(site, READER, [1001]);
    const response = await post({
      fields: { intent: 'remove', return: ROUTES.favouritesScreen.path },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${ROUTES.favouritesScreen.path}?removed=1`);
    expect(await saved()).toEqual([]);
  });

  it('keeps the page query and drops a fragment of the return path', async () => {
    const response = await post({ fields: { return: '/traening?page=2#top' } });
    expect(response.headers.location).toBe('/traening?page=2#favourite-1001-added');
  });

  it('goes back to the Referer page when the form names none', async () => {
    const response = await post({
      body: 'article=1001&intent=add',
      headers: { origin: ORIGIN, referer: `${ORIGIN}/opskrifter?page=3` },
    });
    expect(response.headers.location).toBe('/opskrifter?page=3#favourite-1001-added');
  });

  it.each([
    ['another host', 'https://evil.example/x'],
    ['a protocol-relative path', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['nothing useful', ''],
  ])('never leaves the site for a return path of %s', async (_name, value) => {
    const response = await post({ fields: { return: value } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/#favourite-1001-added');
  });

  it('accepts the browser’s Fetch Metadata alone, and a valid token without origin headers', async () => {
    const fetchMetadata = await post({ headers: { 'sec-fetch-site': 'same-origin' } });
    expect(fetchMetadata.statusCode).toBe(303);

    const tokenAnswer = await app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { host: HOST },
    });
    const { token } = tokenAnswer.json<{ token: string }>();
    const secret = String(tokenAnswer.headers['set-cookie']).split(';')[0] ?? '';
    const withToken = await post({
      fields: { _csrf: token, intent: 'remove' },
      headers: { cookie: `${SIGNED_IN}; ${secret}` },
    });
    expect(withToken.statusCode).toBe(303);
    expect(withToken.headers.location).toBe(`${ARTICLE}#favourite-1001-removed`);
  });
});

const RESUME = ROUTES.favouriteResume.path;

/** The pending-favourite cookie a response sets, as a request would send it back. */
function pendingCookieOf(response: { headers: Record<string, unknown> }): string | null {
  const cookies = [response.headers['set-cookie'] ?? []].flat().map(String);
  const pending = cookies.find((cookie) => cookie.startsWith(`${PENDING_FAVOURITE_COOKIE}=`));
  return pending === undefined ? null : (pending.split(';')[0] ?? null);
}

function resume(returnTo: string, cookie: string | null, signedIn = true) {
  const cookies = [signedIn ? SIGNED_IN : null, cookie].filter((part) => part !== null);
  return app.inject({
    method: 'GET',
    url: `${RESUME}?return=${encodeURIComponent(returnTo)}`,
    headers: { host: HOST, ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}) },
  });
}

describe('the heart form of a signed-out reader', () => {
  it('sends the reader to the sign-in, returning through the resume route to the page, with the locale and a notice', async () => {
    const response = await post({ signedIn: false });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), ORIGIN);
    expect(location.pathname).toBe('/users/sign_in');
    expect(location.searchParams.get('returnUri')).toBe(
      `${RESUME}?return=${encodeURIComponent(ARTICLE)}`,
    );
    expect(location.searchParams.get('locale')).toBe(site.locale);
    expect(location.searchParams.get('notice')).toBe('favourite');
    expect(favourites.calls.filter((call) => !call.startsWith('list'))).toEqual([]);
  });

  it('keeps the wish in an HttpOnly, SameSite=Lax cookie that lapses', async () => {
    const response = await post({ signedIn: false });
    const cookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((line) => line.startsWith(`${PENDING_FAVOURITE_COOKIE}=`));
    expect(cookie).toMatch(new RegExp(`^${PENDING_FAVOURITE_COOKIE}=1001\\.\\d{13};`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Max-Age=900/i);
    expect(cookie).toMatch(/; Path=\//i);
  });

  it('keeps no wish to remove (a signed-out reader has nothing saved) and returns to the page', async () => {
    const response = await post({ signedIn: false, fields: { intent: 'remove' } });
    expect(pendingCookieOf(response)).toBeNull();
    const location = new URL(String(response.headers.location), ORIGIN);
    expect(location.searchParams.get('returnUri')).toBe(ARTICLE);
  });

  it('saves the article once signed in and goes on to the page, at the heart, with the wish spent', async () => {
    const pending = pendingCookieOf(await post({ signedIn: false }));
    expect(await saved()).toEqual([]);
    const response = await resume(ARTICLE, pending);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${ARTICLE}#favourite-1001-added`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await saved()).toEqual([1001]);
    expect(String(response.headers['set-cookie'])).toMatch(
      new RegExp(`${PENDING_FAVOURITE_COOKIE}=;.*Max-Age=0`, 'i'),
    );
  });

  it.each([
    ['no wish', null],
    ['a lapsed wish', `${PENDING_FAVOURITE_COOKIE}=1001.${String(Date.now() - 1000)}`],
    [
      'a wish from the far future',
      `${PENDING_FAVOURITE_COOKIE}=1001.${String(Date.now() + 86_400_000)}`,
    ],
    ['a malformed wish', `${PENDING_FAVOURITE_COOKIE}=1001`],
    ['a wish for no article', `${PENDING_FAVOURITE_COOKIE}=0.${String(Date.now() + 60_000)}`],
  ])('changes nothing for %s, and only goes on to the page', async (_name, cookie) => {
    const response = await resume(ARTICLE, cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(ARTICLE);
    expect(await saved()).toEqual([]);
  });

  it('changes nothing for a reader still signed out', async () => {
    const pending = pendingCookieOf(await post({ signedIn: false }));
    const response = await resume(ARTICLE, pending, false);
    expect(response.headers.location).toBe(ARTICLE);
    expect(favourites.calls.filter((call) => !call.startsWith('list'))).toEqual([]);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example'])(
    'never leaves the site on resuming, for a return of %s',
    async (value) => {
      const pending = pendingCookieOf(await post({ signedIn: false }));
      const response = await resume(value, pending);
      expect(response.headers.location).toBe('/#favourite-1001-added');
    },
  );
});

describe('CSRF on the heart form', () => {
  it.each([
    ['no origin headers and no token', {}],
    ['another origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['a sibling subdomain', { origin: `http://evil.${HOST}` }],
    ['another port', { origin: 'http://wom-dk.localhost:1' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    [
      'own Origin but cross-site Fetch Metadata',
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
    ],
    ['a forged token', { 'x-csrf-token': 'forged-token-1234567890' }],
  ])(
    'refuses a post with %s (403, a page in the site’s language), changing nothing',
    async (_name, headers) => {
      const response = await post({ headers });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<html lang="da');
      expect(response.body).toContain('Der opstod en fejl');
      expect(response.headers.location).toBeUndefined();
      expect(await saved()).toEqual([]);
    },
  );
});

describe('odd input to the heart form', () => {
  it.each([
    ['no article', 'intent=add&return=%2F'],
    ['a non-numeric article', 'article=abc&intent=add'],
    ['article 0', 'article=0&intent=add'],
    ['an overlong article id', `article=${'9'.repeat(40)}&intent=add`],
    ['a negative article', 'article=-4&intent=add'],
    ['no intent', 'article=1001'],
    ['an unknown intent', 'article=1001&intent=toggle'],
    ['an inherited property as intent', 'article=1001&intent=constructor'],
    ['an empty body', ''],
  ])('answers %s with 400, a page in the site’s language', async (_name, body) => {
    const response = await post({ body });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="da');
    expect(response.body).toContain('Der opstod en fejl');
    expect(await saved()).toEqual([]);
  });

  it('takes the first of repeated fields', async () => {
    const response = await post({ body: 'article=1001&article=2&intent=add&intent=remove' });
    expect(response.statusCode).toBe(303);
    expect(await saved()).toEqual([1001]);
  });

  it('answers a JSON body like the form', async () => {
    const response = await post({
      body: JSON.stringify({ article: '1001', intent: 'add', return: ARTICLE }),
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(303);
    expect(await saved()).toEqual([1001]);
  });

  it('answers a body it cannot read with a 4xx, never a 500', async () => {
    for (const [type, body] of [
      ['application/json', '{"article":'],
      ['text/plain', 'article=1001&intent=add'],
      ['application/x-www-form-urlencoded', 'x'.repeat(20_000)],
    ] as const) {
      const response = await post({ body, headers: { origin: ORIGIN, 'content-type': type } });
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
    }
  });

  it('answers 502 (not 500) when the favourites service fails, and GET of the path is no page', async () => {
    favourites.down = true;
    try {
      const response = await post({});
      expect(response.statusCode).toBe(502);
      expect(response.body).toContain('<html lang="da');
      expect(response.body).toContain('Der opstod en fejl');
    } finally {
      favourites.down = false;
    }
    const get = await app.inject({ method: 'GET', url: FORM, headers: { host: HOST } });
    expect(get.statusCode).toBeLessThan(500);
    expect(get.headers['cache-control'] ?? '').not.toMatch(/public/);
  });
});
