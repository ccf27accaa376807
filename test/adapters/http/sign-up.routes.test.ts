import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import { succeeded } from '../../../src/domain/errors/outcome';
import {
  done,
  type IdentityDirectoryPort,
  type SignUpInput,
} from '../../../src/ports/identity.port';
import { da } from '../../../src/render/i18n/da';
import { InMemoryContent } from '../../fakes/content.fake';
import { SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { FakeIdentityDirectory } from '../../fakes/identity.fake';
import { InMemorySignup } from '../../fakes/signup.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { Jar } from '../../e2e/account/cookie-jar';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * POST /users/sign_up: the account at the identity service, then the brand's sign-up endpoint;
 * when the endpoint fails the reader still gets the confirm step, with a translated word that the
 * account exists, and the account is kept.
 */
const HOST = 'wom-dk.localhost:3000';

/** An identity service that creates every account it is asked for. */
class CreatingIdentity implements IdentityDirectoryPort {
  readonly accounts: SignUpInput[] = [];
  private readonly base = new FakeIdentityDirectory();

  forSite(site: Site) {
    const known = this.base.forSite(site);
    if (known === null) return null;
    return {
      ...known,
      identity: {
        ...known.identity,
        signUp: (input: SignUpInput) => {
          this.accounts.push(input);
          return Promise.resolve(succeeded(done(null)));
        },
      },
    };
  }
}

let composed: ComposedTestApp;
let app: FastifyInstance;
let identity: CreatingIdentity;
let endpoint: InMemorySignup;

beforeAll(async () => {
  const site = siteFixture({
    auth: SIGN_IN_ON,
    upstreams: { ...siteFixture().upstreams, signup: 'https://signup.example/users' },
  });
  identity = new CreatingIdentity();
  endpoint = new InMemorySignup();
  const content = new InMemoryContent();
  composed = await composeTestApp(testConfig({ sites: [site] }), [
    override(ID.content, content),
    override(ID.search, content),
    override(ID.identityDirectory, identity),
    override(ID.subscription, new InMemorySubscription()),
    override(ID.signupEndpoint, endpoint),
  ]);
  app = composed.app;
});

afterAll(async () => {
  await composed.stop();
});

beforeEach(() => {
  identity.accounts.length = 0;
  endpoint.told.length = 0;
  endpoint.down = false;
});

async function signUp(email: string) {
  const jar = new Jar();
  await jar.open(app, ROUTES.signUp.path, HOST);
  return app.inject({
    method: 'POST',
    url: ROUTES.signUp.path,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      _csrf: jar.csrf,
      email,
      given_name: 'Ida',
      password: 'secret-1',
      password_repeat: 'secret-1',
    }).toString(),
  });
}

/** The text as the page writes it (apostrophes and ampersands escaped). */
function html(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
}

describe('sign-up and the brand sign-up endpoint', () => {
  it('creates the account, tells the endpoint and asks for the code', async () => {
    const response = await signUp('ida@example.test');

    expect(response.statusCode).toBe(200);
    expect(identity.accounts.map((account) => account.email)).toEqual(['ida@example.test']);
    expect(endpoint.told).toEqual([{ email: 'ida@example.test', givenName: 'Ida' }]);
    expect(response.body).toContain(html(da['form.confirm_sent']));
  });

  it('keeps the account and says so in the reader’s language when the endpoint fails', async () => {
    endpoint.down = true;

    const response = await signUp('bo@example.test');

    expect(response.statusCode).toBe(200);
    expect(identity.accounts.map((account) => account.email)).toEqual(['bo@example.test']);
    expect(response.body).toContain(html(da['form.confirm_sent_signup_failed']));
    expect(response.body).toContain('name="code"');
  });
});
