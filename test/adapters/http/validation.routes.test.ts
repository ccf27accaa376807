import type { FastifyInstance } from 'fastify';
import type { MockAgent } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../../../src/adapters/http/overload.plugin';
import { SubscriptionHttpAdapter } from '../../../src/adapters/subscription/subscription-http.adapter';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import { Jar } from '../../e2e/account/cookie-jar';
import { InMemoryContent } from '../../fakes/content.fake';
import { SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { FakeIdentityDirectory } from '../../fakes/identity.fake';
import { mockUpstream } from '../../support/mock-upstream';
import { signedInCookie } from '../../support/sessions';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * POST /api/validation: the reader's subscription as the subscription service says (asked with
 * the reader's access token as Bearer), behind the CSRF check of every page script's POST; a
 * service that does not answer reads as "not subscribed", never as an error.
 */
const HOST = 'wom-dk.localhost:3000';
const SERVICE = 'https://subscriptions.example';
/** The site's own text for a refused request (the content API's translation strings). */
const REFUSED_TEXT = 'Noget gik galt. Prøv igen.';

/** One signed-in reader per case: the session caches each reader's answer for a minute. */
const READERS = {
  subscribed: { id: 'reader-subscribed', access: 'access-subscribed' },
  notSubscribed: { id: 'reader-not', access: 'access-not' },
  serviceDown: { id: 'reader-down', access: 'access-down' },
  refused: { id: 'reader-refused', access: 'access-refused' },
} as const;
type ReaderName = keyof typeof READERS;

const SITE = siteFixture({
  auth: SIGN_IN_ON,
  upstreams: { ...siteFixture().upstreams, subscription: SERVICE },
});

let composed: ComposedTestApp;
let app: FastifyInstance;
let agent: MockAgent;
/** The Authorization header of every call the subscription service received, by subscriber. */
const asked = new Map<string, string | undefined>();

beforeAll(async () => {
  const upstream = mockUpstream();
  agent = upstream.agent;
  const pool = agent.get(SERVICE);
  const answers: Record<string, { status: number; body: object | string }> = {
    [READERS.subscribed.id]: { status: 200, body: { data: { active: true } } },
    [READERS.notSubscribed.id]: { status: 200, body: { data: { active: false } } },
    [READERS.serviceDown.id]: { status: 503, body: 'upstream exploded: stack at line 1' },
  };
  pool
    .intercept({ path: (path) => path.startsWith('/subscribers/'), method: 'GET' })
    .reply((options) => {
      const id = decodeURIComponent(options.path.slice('/subscribers/'.length));
      const headers = options.headers as Record<string, string | undefined>;
      asked.set(id, headers.authorization);
      const answer = answers[id] ?? { status: 404, body: {} };
      return { statusCode: answer.status, data: answer.body };
    })
    .persist();

  const identity = new FakeIdentityDirectory();
  const content = new InMemoryContent();
  content.strings = { 'errors.server': REFUSED_TEXT };
  composed = await composeTestApp(testConfig({ sites: [SITE] }), [
    override(ID.content, content),
    override(ID.search, content),
    override(ID.identityDirectory, identity),
    override(
      ID.subscription,
      new SubscriptionHttpAdapter({ http: upstream.client('subscription') }),
    ),
  ]);
  app = composed.app;
});

afterAll(async () => {
  await composed.stop();
  await agent.close();
});

beforeEach(() => {
  asked.clear();
});

/** A page script's session: the reader's cookies and a CSRF token from `GET /api/csrf-token`. */
async function session(reader: ReaderName | null): Promise<{ cookie: string; token: string }> {
  const jar = new Jar();
  if (reader !== null) {
    const { id, access } = READERS[reader];
    jar.take([
      await signedInCookie(composed.container, SITE, {
        claims: { sub: id, email: `${id}@example.test` },
        accessToken: access,
      }),
    ]);
  }
  const response = await app.inject({
    url: ROUTES.csrfToken.path,
    headers: { host: HOST, cookie: jar.header() },
  });
  jar.take(response.headers['set-cookie']);
  return { cookie: jar.header(), token: response.json<{ token: string }>().token };
}

async function validate(
  reader: ReaderName | null,
  headers: Readonly<Record<string, string>> = {},
  withToken = true,
) {
  const { cookie, token } = await session(reader);
  return app.inject({
    method: 'POST',
    url: ROUTES.validation.path,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      cookie,
      ...(withToken ? { 'x-csrf-token': token } : {}),
      ...headers,
    },
  });
}

describe('POST /api/validation', () => {
  it('refuses a POST without a CSRF token with a translated 403', async () => {
    const response = await validate('refused', {}, false);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'FST_CSRF_INVALID_TOKEN',
      message: REFUSED_TEXT,
    });
  });

  it("refuses a POST from another site's page even with the reader's token", async () => {
    const response = await validate('refused', { origin: 'https://evil.example' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'CSRF_CROSS_ORIGIN' });
  });

  it("asks the subscription service with the reader's access token and answers a subscriber", async () => {
    const response = await validate('subscribed');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(asked.get(READERS.subscribed.id)).toBe(`Bearer ${READERS.subscribed.access}`);
    expect(response.json()).toEqual({
      data: { userState: 'subscriber', subscriber: true, brandCode: 'WOM' },
    });
  });

  it('answers a signed-in reader the service does not confirm as not subscribed', async () => {
    const response = await validate('notSubscribed');

    expect(asked.get(READERS.notSubscribed.id)).toBe(`Bearer ${READERS.notSubscribed.access}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { userState: 'just-register', subscriber: false, brandCode: 'WOM' },
    });
  });

  it('answers not subscribed, with no error of the service, when the subscription service is down', async () => {
    const response = await validate('serviceDown');

    expect(asked.has(READERS.serviceDown.id)).toBe(true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { userState: 'just-register', subscriber: false, brandCode: 'WOM' },
    });
    expect(response.body).not.toMatch(/exploded|stack|503|UPSTREAM/);
  });

  it('answers an anonymous caller as anonymous without asking the service', async () => {
    const response = await validate(null);

    expect(response.statusCode).toBe(200);
    expect(asked.size).toBe(0);
    expect(response.json()).toEqual({
      data: { userState: 'anonymous', subscriber: false, brandCode: 'WOM' },
    });
  });
});

describe('POST /api/validation under load', () => {
  it('is answered with the overload 503 and Retry-After while the event loop lags, like every route', async () => {
    const content = new InMemoryContent();
    const loaded = await composeTestApp(testConfig({ sites: [SITE], maxEventLoopDelayMs: 50 }), [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.identityDirectory, new FakeIdentityDirectory()),
    ]);
    try {
      await blockEventLoop(1_500);
      const response = await loaded.app.inject({
        method: 'POST',
        url: ROUTES.validation.path,
        headers: { host: HOST, origin: `http://${HOST}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
      expect(response.json()).toMatchObject({ error: 'OVERLOADED' });
    } finally {
      await loaded.stop();
    }
  });
});

/** Blocks the event loop long enough for the overload check's next sample to see the lag. */
async function blockEventLoop(ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else runs
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
