import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import {
  PENDING_FAVOURITE_COOKIE,
  PENDING_FAVOURITE_TTL_S,
  pendingFavouriteOf,
} from '../../../src/adapters/http/pending-favourite.cookie';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import { InMemoryArticleTeasers } from '../../fakes/article-teasers.fake';
import { InMemoryContent } from '../../fakes/content.fake';
import { pageFixture, SIGN_IN_ON, siteFixture, teaserFixture } from '../../fakes/domain-builders';
import { InMemoryFavourites } from '../../fakes/favourites.fake';
import { FakeIdentityDirectory, READER_CLAIMS } from '../../fakes/identity.fake';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { signedInCookie } from '../../support/sessions';
import { composeTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * The signed-in screens with what each shows (the profile's fields, the saved hearts, the
 * "removed" notice after a removal there), the session API's user, and the script's validation
 * call guarded like every POST. Each test composes its own app, as the product does at start.
 */
const HOST = 'wom-dk.localhost:3000';
const READER = 'reader-1';
/** The favourites screen's notice (the hearts' own flashes say the same words). */
const REMOVED_NOTICE =
  '<p class="account-form__notice" role="status">Fjernet fra dine favoritter</p>';
const site: Site = siteFixture({ auth: SIGN_IN_ON });
const CLAIMS = {
  ...READER_CLAIMS,
  'custom:postal_code': '2100',
  'custom:subscription_number': 'SUB-4711',
  'custom:subscribed_brands': 'other-brand',
};

async function compose(store = new InMemorySessionStore()) {
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  const favourites = new InMemoryFavourites().seed(site, READER, [1001]);
  const teasers = new InMemoryArticleTeasers().add(
    teaserFixture({ id: 1001, title: 'Styrke for begyndere' }),
  );
  const composed = await composeTestApp(testConfig({ production: true, sites: [site] }), [
    override(ID.content, content),
    override(ID.search, content),
    override(ID.identityDirectory, new FakeIdentityDirectory()),
    override(ID.subscription, new InMemorySubscription()),
    override(ID.favourites, favourites),
    override(ID.favouriteTeasers, teasers),
    override(ID.sessionStore, store),
  ]);
  const cookie = await signedInCookie(composed.container, site, { claims: CLAIMS });
  const get = (url: string, withCookie = cookie) =>
    composed.app.inject({ url, headers: { host: HOST, cookie: withCookie } });
  return { ...composed, cookie, get };
}

describe('the account screens of a signed-in reader', () => {
  it('show the profile with its postal code and subscription number, and the settings', async () => {
    const app = await compose();
    try {
      const profile = await app.get(ROUTES.profile.path);
      expect(profile.statusCode).toBe(200);
      expect(profile.body).toContain(String(READER_CLAIMS.email));
      expect(profile.body).toContain('2100');
      expect(profile.body).toContain('SUB-4711');
      expect(profile.body).not.toContain(REMOVED_NOTICE);
      const settings = await app.get(ROUTES.settings.path);
      expect(settings.statusCode).toBe(200);
      expect(settings.body).toContain(`href="${ROUTES.forgotPassword.path}"`);
      expect(settings.body).toContain('2100');
      // the favourites screen lists hearts, not the profile
      const favourites = await app.get(ROUTES.favouritesScreen.path);
      expect(favourites.statusCode).toBe(200);
      expect(favourites.body).toContain('Styrke for begyndere');
      expect(favourites.body).not.toContain('SUB-4711');
      expect(favourites.body).not.toContain(`href="${ROUTES.forgotPassword.path}"`);
    } finally {
      await app.stop();
    }
  });

  it('say on the favourites screen that a heart was removed, only after a removal there', async () => {
    const app = await compose();
    try {
      const removed = await app.get(`${ROUTES.favouritesScreen.path}?removed=1`);
      expect(removed.statusCode).toBe(200);
      expect(removed.body).toContain(REMOVED_NOTICE);
      expect(removed.body).toContain('Styrke for begyndere');
      for (const query of ['', '?removed=0', '?removed=yes', '?deleted=1']) {
        const plain = await app.get(`${ROUTES.favouritesScreen.path}${query}`);
        expect(plain.body, query).not.toContain(REMOVED_NOTICE);
      }
    } finally {
      await app.stop();
    }
  });
});

describe('the session API', () => {
  it("answers the cookie's user and the token's alike, with the entitlements of the session", async () => {
    const app = await compose();
    try {
      const post = (payload: Record<string, string>) =>
        app.app.inject({
          method: 'POST',
          url: ROUTES.authService.path,
          headers: { host: HOST, cookie: app.cookie, 'content-type': 'application/json' },
          payload,
        });
      const byCookie = await post({});
      const byToken = await post({ token: app.cookie.slice('mag_id='.length) });
      const user = byCookie.json<{ data: { allEntitlements: string[] } | null }>().data;
      expect(user?.allEntitlements).toEqual(['other-brand']);
      expect(byToken.json()).toEqual(byCookie.json());
    } finally {
      await app.stop();
    }
  });

  it('answers data: null for a token while the session store does not answer', async () => {
    const store = new InMemorySessionStore();
    const app = await compose(store);
    try {
      store.down = true;
      const response = await app.app.inject({
        method: 'POST',
        url: ROUTES.authService.path,
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: { token: app.cookie.slice('mag_id='.length) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: null });
    } finally {
      await app.stop();
    }
  });

  it("refuses the validation call without the reader's CSRF token", async () => {
    const app = await compose();
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: ROUTES.validation.path,
        headers: { host: HOST, cookie: app.cookie, 'content-type': 'application/json' },
        payload: {},
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await app.stop();
    }
  });
});

describe('the pending heart cookie', () => {
  const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
  const holding = (value: string) =>
    ({ cookies: { [PENDING_FAVOURITE_COOKIE]: value } }) as unknown as FastifyRequest;

  it('names its article until it lapses, to the millisecond', () => {
    const ttl = PENDING_FAVOURITE_TTL_S * 1000;
    expect(pendingFavouriteOf(holding(`1001.${String(NOW + 1)}`), NOW)).toBe(1001);
    expect(pendingFavouriteOf(holding(`1001.${String(NOW + ttl)}`), NOW)).toBe(1001);
    expect(pendingFavouriteOf(holding(`1001.${String(NOW)}`), NOW)).toBeNull();
    // a lapse further away than a fresh cookie's is no cookie of ours
    expect(pendingFavouriteOf(holding(`1001.${String(NOW + ttl + 1)}`), NOW)).toBeNull();
  });
});
