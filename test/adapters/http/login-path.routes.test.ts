import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { resumePath } from '../../../src/adapters/http/favourites.routes';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import { InMemoryArticleTeasers } from '../../fakes/article-teasers.fake';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, pageFixture, siteFixture } from '../../fakes/domain-builders';
import { InMemoryFavourites } from '../../fakes/favourites.fake';
import { FakeIdentityDirectory } from '../../fakes/identity.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * A site whose login path is not the product's default (`auth.loginPath` / `AUTH_LOGIN_PATH`):
 * every sign-in link and redirect goes there, with returnUri and locale.
 */
const HOST = 'wom-dk.localhost:3000';
const ORIGIN = `http://${HOST}`;
const LOGIN = '/konto/log-ind';
const ARTICLE = '/traening/styrke';

let composed: ComposedTestApp;
let app: FastifyInstance;
let site: Site;

beforeAll(async () => {
  const plain = siteFixture();
  site = { ...plain, auth: { ...plain.auth, enabled: true, loginPath: LOGIN } };
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  content.resolved.set(ARTICLE, {
    kind: 'article',
    article: articleFixture({ canonicalUrl: `${site.siteDomain}${ARTICLE}` }),
  });
  composed = await composeTestApp(testConfig({ production: true, sites: [site] }), [
    override(ID.content, content),
    override(ID.search, content),
    override(ID.identityDirectory, new FakeIdentityDirectory()),
    override(ID.subscription, new InMemorySubscription()),
    override(ID.favourites, new InMemoryFavourites()),
    override(ID.favouriteTeasers, new InMemoryArticleTeasers()),
  ]);
  app = composed.app;
});

afterAll(async () => {
  await composed.stop();
});

function login(returnUri: string, extra = ''): string {
  return `${LOGIN}?returnUri=${encodeURIComponent(returnUri)}&locale=da-DK${extra}`;
}

describe("the site's login path", () => {
  it('takes a signed-out reader who taps a heart there, returning through the resume route to the page, with the locale and a notice', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ROUTES.favouriteForm.path,
      headers: {
        host: HOST,
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ article: '1001', intent: 'add', return: ARTICLE }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(login(resumePath(ARTICLE), '&notice=favourite'));
  });

  it.each([ROUTES.profile.path, ROUTES.settings.path, ROUTES.favouritesScreen.path])(
    'sends a signed-out reader of %s there',
    async (path) => {
      const response = await app.inject({ url: path, headers: { host: HOST } });
      expect(response.headers.location).toBe(login(path));
    },
  );

  it('sends a signed-out reader of the admin area there', async () => {
    const response = await app.inject({
      url: ROUTES.adminOverview.path,
      headers: { host: HOST },
    });
    expect(response.headers.location).toBe(login(ROUTES.adminOverview.path));
  });

  it("links the header's sign-in there, returning to the page", async () => {
    const response = await app.inject({ url: ARTICLE, headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    const href = login(ARTICLE).replaceAll('&', '&amp;');
    expect(response.body).toContain(`href="${href}" data-account="signed-out"`);
    expect(response.body).not.toContain('href="/users/sign_in');
  });

  it("links the sign-up screen's sign-in there", async () => {
    const response = await app.inject({
      url: `${ROUTES.signUp.path}?returnUri=${encodeURIComponent(ARTICLE)}`,
      headers: { host: HOST },
    });
    expect(response.body).toContain(`href="${login(ARTICLE).replaceAll('&', '&amp;')}"`);
    expect(response.body).not.toContain('href="/users/sign_in');
  });
});
