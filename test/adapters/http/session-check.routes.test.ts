import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import type { IdentityDirectoryPort } from '../../../src/ports/identity.port';
import { InMemoryArticleTeasers } from '../../fakes/article-teasers.fake';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, pageFixture, siteFixture } from '../../fakes/domain-builders';
import { InMemoryFavourites } from '../../fakes/favourites.fake';
import { FakeIdentityDirectory, READER_TOKEN } from '../../fakes/identity.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * The auth check on every request: an identity cookie the identity service gives no data for
 * sends a reader navigating to a page to the login with a return address (cookies cleared); a
 * failing check makes the reader anonymous for the request.
 */
const HOST = 'wom-dk.localhost:3000';
const ARTICLE = '/traening/styrke';
const REVOKED = 'mag_id=revoked-token; mag_refresh=revoked-refresh';

const plain = siteFixture();
const site: Site = { ...plain, auth: { ...plain.auth, enabled: true } };

/** An identity service whose token check fails outright (it cannot be reached). */
class UnreachableIdentity implements IdentityDirectoryPort {
  private readonly inner = new FakeIdentityDirectory();
  forSite(forSite: Site) {
    const identity = this.inner.forSite(forSite);
    if (identity === null) return null;
    return {
      identity: identity.identity,
      verifier: { verify: () => Promise.reject(new Error('connect ECONNREFUSED')) },
    };
  }
}

async function appWith(directory: IdentityDirectoryPort): Promise<ComposedTestApp> {
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
  ]);
}

let checked: ComposedTestApp;
let unreachable: ComposedTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  checked = await appWith(new FakeIdentityDirectory());
  unreachable = await appWith(new UnreachableIdentity());
  app = checked.app;
});

afterAll(async () => {
  await checked.stop();
  await unreachable.stop();
});

function get(url: string, cookie: string, on: FastifyInstance = app) {
  return on.inject({ url, headers: { host: HOST, cookie } });
}

describe('a session the identity service gives no data for', () => {
  it('sends the reader of a page to the login with the page to return to', async () => {
    const response = await get(`${ARTICLE}?page=2`, REVOKED);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/users/sign_in?returnUri=${encodeURIComponent(`${ARTICLE}?page=2`)}&locale=da-DK`,
    );
    const cleared = [response.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/mag_id=;.*Max-Age=0/i);
    expect(cleared).toMatch(/mag_refresh=;.*Max-Age=0/i);
  });

  it('lets the sign-in form itself show, with the cookies cleared', async () => {
    const response = await get(ROUTES.signIn.path, REVOKED);
    expect(response.statusCode).toBe(200);
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(/mag_id=;/);
  });

  it("answers a script's API call as for an anonymous reader, without a redirect", async () => {
    const response = await get(ROUTES.favourites.path, REVOKED);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('keeps a reader whose session is good on the page', async () => {
    const response = await get(ARTICLE, `mag_id=${READER_TOKEN}`);
    expect(response.statusCode).toBe(200);
  });
});

describe('an auth check that fails', () => {
  it('shows the page to the reader as anonymous', async () => {
    const response = await get(ARTICLE, REVOKED, unreachable.app);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-account="signed-out"');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
