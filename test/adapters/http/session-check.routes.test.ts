import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import { failed } from '../../../src/domain/errors/outcome';
import type { IdentityDirectoryPort } from '../../../src/ports/identity.port';
import { InMemoryArticleTeasers } from '../../fakes/article-teasers.fake';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, pageFixture, siteFixture } from '../../fakes/domain-builders';
import { InMemoryFavourites } from '../../fakes/favourites.fake';
import {
  FakeIdentityDirectory,
  IDENTITY_TIMED_OUT,
  READER_CLAIMS,
} from '../../fakes/identity.fake';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { signedInCookie } from '../../support/sessions';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * The session check on every request (ADR 25): the identity cookie names a session in the store.
 * A cookie that names none (signed out, ended everywhere, an old token) is cleared and the reader
 * is anonymous; a session the identity service refused to renew sends a reader navigating to a
 * page to the login; a store or identity service that cannot answer never ends a session.
 */
const HOST = 'wom-dk.localhost:3000';
const ORIGIN = `http://${HOST}`;
const ARTICLE = '/traening/styrke';
const SIGNED_OUT_HEADER = 'data-account="signed-out"';
const SIGNED_IN_HEADER = 'data-account-menu="true"';

const plain = siteFixture();
const site: Site = { ...plain, auth: { ...plain.auth, enabled: true } };
const ADMIN_CLAIMS = {
  sub: 'admin-1',
  email: 'admin@example.test',
  'cognito:groups': ['admin'],
};

/** An identity service whose refresh cannot be reached (an outage). */
class UnreachableIdentity implements IdentityDirectoryPort {
  private readonly inner = new FakeIdentityDirectory();
  forSite(forSite: Site) {
    const identity = this.inner.forSite(forSite);
    if (identity === null) return null;
    return {
      identity: {
        ...identity.identity,
        refresh: () => Promise.resolve(failed(IDENTITY_TIMED_OUT)),
      },
      verifier: identity.verifier,
    };
  }
}

async function appWith(
  directory: IdentityDirectoryPort,
  store?: InMemorySessionStore,
): Promise<ComposedTestApp> {
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  return composeTestApp(testConfig({ production: true, sites: [site] }), [
    override(ID.content, content),
    override(ID.search, content),
    override(ID.identityDirectory, directory),
    override(ID.subscription, new InMemorySubscription()),
    override(ID.favourites, new InMemoryFavourites()),
    override(ID.favouriteTeasers, new InMemoryArticleTeasers()),
    ...(store === undefined ? [] : [override(ID.sessionStore, store)]),
  ]);
}

let checked: ComposedTestApp;
let outage: ComposedTestApp;
let storeDown: ComposedTestApp;
const downStore = new InMemorySessionStore();
let app: FastifyInstance;

beforeAll(async () => {
  checked = await appWith(new FakeIdentityDirectory());
  outage = await appWith(new UnreachableIdentity());
  storeDown = await appWith(new FakeIdentityDirectory(), downStore);
  app = checked.app;
});

afterAll(async () => {
  await checked.stop();
  await outage.stop();
  await storeDown.stop();
});

function get(url: string, cookie: string, on: FastifyInstance = app) {
  return on.inject({ url, headers: { host: HOST, cookie } });
}

function setCookies(response: { headers: Record<string, unknown> }): string {
  return [response.headers['set-cookie']].flat().join('\n');
}

/** A CSRF token and its secret cookie, as a page script gets them. */
async function csrf(cookie: string): Promise<{ token: string; cookie: string }> {
  const response = await get(ROUTES.csrfToken.path, cookie);
  const secret = /mag_csrf_secret=[^;]+/.exec(setCookies(response))?.[0] ?? '';
  return { token: response.json<{ token: string }>().token, cookie: `${cookie}; ${secret}` };
}

async function postForm(path: string, cookie: string, fields: Record<string, string> = {}) {
  const { token, cookie: withSecret } = await csrf(cookie);
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      host: HOST,
      cookie: withSecret,
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ _csrf: token, ...fields }).toString(),
  });
}

describe('a session that has ended', () => {
  it('is anonymous after sign-out: the same cookie replayed gets the anonymous page and is cleared', async () => {
    const cookie = await signedInCookie(checked.container, site);
    expect((await get(ARTICLE, cookie)).body).toContain(SIGNED_IN_HEADER);
    const signOut = await postForm(ROUTES.signOut.path, cookie, { returnUri: ARTICLE });
    expect(signOut.statusCode).toBe(303);
    expect(setCookies(signOut)).toMatch(/mag_id=;.*Max-Age=0/i);

    const replayed = await get(ARTICLE, cookie);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toContain(SIGNED_OUT_HEADER);
    expect(setCookies(replayed)).toMatch(/mag_id=;.*Max-Age=0/i);
    // The profile (with the e-mail) and the session API give nothing to the copied cookie.
    const profile = await get(ROUTES.profile.path, cookie);
    expect(profile.statusCode).toBe(303);
    expect(profile.body).not.toContain(String(READER_CLAIMS.email));
    const api = await app.inject({
      method: 'POST',
      url: ROUTES.authService.path,
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: { token: cookie.slice('mag_id='.length) },
    });
    expect(api.json()).toEqual({ data: null });
  });

  it('ends every session of an account when an admin signs it out everywhere', async () => {
    const laptop = await signedInCookie(checked.container, site);
    const phone = await signedInCookie(checked.container, site);
    const someoneElse = await signedInCookie(checked.container, site, {
      claims: { sub: 'reader-2', email: 'other@example.test' },
    });
    const admin = await signedInCookie(checked.container, site, { claims: ADMIN_CLAIMS });

    const overview = await get(ROUTES.adminOverview.path, admin);
    expect(overview.body).toContain(`action="${ROUTES.adminEndSessions.path}"`);
    const ended = await postForm(ROUTES.adminEndSessions.path, admin, {
      email: ` ${String(READER_CLAIMS.email).toUpperCase()} `,
    });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe(`${ROUTES.adminOverview.path}?ended=2`);
    expect((await get(ended.headers.location ?? '', admin)).body).toMatch(/2 session/);

    for (const cookie of [laptop, phone])
      expect((await get(ARTICLE, cookie)).body).toContain(SIGNED_OUT_HEADER);
    expect((await get(ARTICLE, someoneElse)).body).toContain(SIGNED_IN_HEADER);
    expect((await get(ARTICLE, admin)).body).toContain(SIGNED_IN_HEADER);
  });

  it('lets only an admin sign an account out everywhere, and asks for an e-mail', async () => {
    const reader = await signedInCookie(checked.container, site);
    const refused = await postForm(ROUTES.adminEndSessions.path, reader, {
      email: String(READER_CLAIMS.email),
    });
    expect(refused.statusCode).toBe(403);
    expect((await get(ARTICLE, reader)).body).toContain(SIGNED_IN_HEADER);

    const admin = await signedInCookie(checked.container, site, { claims: ADMIN_CLAIMS });
    const empty = await postForm(ROUTES.adminEndSessions.path, admin, { email: 'not an address' });
    expect(empty.headers.location).toBe(`${ROUTES.adminOverview.path}?ended=missing`);
    expect((await get(empty.headers.location ?? '', admin)).body).toContain('role="alert"');
  });

  it('clears a cookie that holds an old token or garbage, unread, and shows the page anonymous', async () => {
    for (const cookie of ['mag_id=eyJhbGciOiJSUzI1NiJ9.e30.sig; mag_refresh=old', 'mag_id=%%%']) {
      const response = await get(ARTICLE, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(SIGNED_OUT_HEADER);
      expect(setCookies(response)).toMatch(/mag_id=;.*Max-Age=0/i);
      expect(setCookies(response)).toMatch(/mag_refresh=;.*Max-Age=0/i);
    }
  });
});

describe('a session the identity service refuses to renew', () => {
  const expired = { expiresAt: Date.now() - 1000, refreshToken: 'revoked' };

  it('sends the reader of a page to the login with the page to return to', async () => {
    const cookie = await signedInCookie(checked.container, site, expired);
    const response = await get(`${ARTICLE}?page=2`, cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/users/sign_in?returnUri=${encodeURIComponent(`${ARTICLE}?page=2`)}&locale=da-DK`,
    );
    expect(setCookies(response)).toMatch(/mag_id=;.*Max-Age=0/i);
  });

  it('lets the sign-in form itself show, with the cookie cleared', async () => {
    const cookie = await signedInCookie(checked.container, site, expired);
    const response = await get(ROUTES.signIn.path, cookie);
    expect(response.statusCode).toBe(200);
    expect(setCookies(response)).toMatch(/mag_id=;/);
  });

  it("answers a script's API call as for an anonymous reader, without a redirect", async () => {
    const cookie = await signedInCookie(checked.container, site, expired);
    const response = await get(ROUTES.favourites.path, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('keeps a reader whose session is good on the page', async () => {
    const response = await get(ARTICLE, await signedInCookie(checked.container, site));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SIGNED_IN_HEADER);
  });
});

describe('a session check that cannot be made', () => {
  it('keeps the last verified state while the identity service cannot renew the session', async () => {
    const cookie = await signedInCookie(outage.container, site, {
      expiresAt: Date.now() - 1000,
    });
    const response = await get(ARTICLE, cookie, outage.app);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SIGNED_IN_HEADER);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('shows the page to the reader as anonymous while the store does not answer, keeping the cookie', async () => {
    const cookie = await signedInCookie(storeDown.container, site);
    downStore.down = true;
    try {
      const response = await get(ARTICLE, cookie, storeDown.app);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(SIGNED_OUT_HEADER);
      expect(response.headers['set-cookie']).toBeUndefined();
    } finally {
      downStore.down = false;
    }
    expect((await get(ARTICLE, cookie, storeDown.app)).body).toContain(SIGNED_IN_HEADER);
  });
});
