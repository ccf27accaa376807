import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, pageFixture, SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { signedInCookie } from '../../support/sessions';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';
import { Jar } from '../../e2e/account/cookie-jar';

/**
 * An identity service that accepts connections and never answers (frozen), behind the real
 * identity adapter with its timeout and breaker: a sign-in answers within 5 seconds with the
 * translated "try again later" (503, Retry-After) and counts against no account; pages of
 * signed-in readers whose id token needs renewing render from the last verified state, at once
 * once the breaker is open.
 */
const HOST = 'wom-dk.localhost:3000';
const ARTICLE = '/traening/styrke';
const TRY_AGAIN = 'Vi kan ikke logge dig ind lige nu. Prøv igen om lidt.';

let frozen: Server;
const held: Socket[] = [];
let composed: ComposedTestApp;
let app: FastifyInstance;
const site = siteFixture({ auth: SIGN_IN_ON });

beforeAll(async () => {
  frozen = createServer((socket) => {
    held.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  const address = frozen.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const frozenSite = { ...site, auth: { ...SIGN_IN_ON, endpoint: `http://127.0.0.1:${port}` } };
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  composed = await composeTestApp(testConfig({ production: true, sites: [frozenSite] }), [
    override(ID.content, content),
    override(ID.search, content),
    override(ID.subscription, new InMemorySubscription()),
  ]);
  app = composed.app;
}, 30_000);

afterAll(async () => {
  await composed.stop();
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) =>
    frozen.close(() => {
      resolve();
    }),
  );
});

async function signIn(password: string) {
  const jar = new Jar();
  const form = await app.inject({ url: ROUTES.signIn.path, headers: { host: HOST } });
  jar.take(form.headers['set-cookie']);
  jar.takeForm(form.body);
  const started = Date.now();
  const response = await app.inject({
    method: 'POST',
    url: ROUTES.signIn.path,
    headers: {
      host: HOST,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      _csrf: jar.csrf,
      email: 'reader@wom.test',
      password,
    }).toString(),
  });
  return { response, ms: Date.now() - started };
}

describe('sign-in while the identity service is frozen', () => {
  it('answers within 5 seconds with the translated "try again later", 503 and Retry-After', async () => {
    const { response, ms } = await signIn('Reader-2026');
    expect(ms).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toContain(TRY_AGAIN);
    expect(response.headers['set-cookie'] ?? '').not.toMatch(/mag_id=[^;]/);
  }, 15_000);

  it('counts the outage against no account: more tries than the account limit all get "try again later"', async () => {
    // Eight wrong passwords lock an account (ADR 11); ten answers of an outage do not.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { response, ms } = await signIn('Reader-2026');
      expect(response.statusCode).toBe(503);
      expect(ms).toBeLessThan(5_000);
    }
  }, 60_000);
});

describe('pages of signed-in readers while the identity service is frozen', () => {
  it('render from the last verified state, without waiting for the identity service', async () => {
    const cookie = await signedInCookie(composed.container, site, {
      expiresAt: Date.now() - 1_000,
    });
    const started = Date.now();
    const response = await app.inject({ url: ARTICLE, headers: { host: HOST, cookie } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-account-menu="true"');
    expect(response.headers['set-cookie']).toBeUndefined();
  }, 15_000);
});
