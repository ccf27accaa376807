import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import { InMemoryArticleTeasers } from '../../fakes/article-teasers.fake';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, pageFixture, SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { InMemoryFavourites } from '../../fakes/favourites.fake';
import { FakeIdentityDirectory, READER_TOKEN } from '../../fakes/identity.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
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
const SIGNED_IN = `mag_id=${READER_TOKEN}`;
const READER = 'reader-1';
const ARTICLE = '/traening/styrke';

let composed: ComposedTestApp;
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
  return (await favourites.list(site, READER)) ?? [];
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

describe('the heart form of a signed-out reader', () => {
  it('sends the reader to the sign-in with the page to return to, the locale and a notice', async () => {
    const response = await post({ signedIn: false });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), ORIGIN);
    expect(location.pathname).toBe('/users/sign_in');
    expect(location.searchParams.get('returnUri')).toBe(ARTICLE);
    expect(location.searchParams.get('locale')).toBe(site.locale);
    expect(location.searchParams.get('notice')).toBe('favourite');
    expect(favourites.calls.filter((call) => !call.startsWith('list'))).toEqual([]);
  });
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
