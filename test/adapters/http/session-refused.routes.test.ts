import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { secureCookies } from '../../../src/adapters/http/session.cookies';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import type { AppConfig } from '../../../src/config/app.config';
import { InMemoryArticleTeasers } from '../../fakes/article-teasers.fake';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, pageFixture, siteFixture } from '../../fakes/domain-builders';
import { InMemoryFavourites } from '../../fakes/favourites.fake';
import { FakeIdentityDirectory } from '../../fakes/identity.fake';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { signedInCookie } from '../../support/sessions';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * Which requests of a reader whose session the identity service refused to renew are sent to the
 * login (page, account and admin navigations, not the sign-in forms, not the login path or below
 * it, not scripts' calls nor form posts, not assets), what the session cookies look like on the
 * way (Secure per the request's protocol and host), and what the operator reads in the log.
 */
const HOST = 'wom-dk.localhost:3000';
const LOGIN = '/konto/log-ind';
const ARTICLE = '/traening/styrke';

interface LogLine {
  readonly level: number;
  readonly msg?: string;
  readonly err?: { readonly message?: string };
  readonly suppressed?: number;
}

const plain = siteFixture();
const site: Site = {
  ...plain,
  auth: { ...plain.auth, enabled: true, loginPath: `${LOGIN}?via=magazine` },
};

async function compose(
  options: { store?: InMemorySessionStore; trustProxy?: AppConfig['trustProxy'] } = {},
): Promise<ComposedTestApp & { logs: LogLine[] }> {
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line.trim() !== '') logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const composed = await composeTestApp(
    testConfig({ production: true, sites: [site], trustProxy: options.trustProxy ?? false }),
    [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.identityDirectory, new FakeIdentityDirectory()),
      override(ID.subscription, new InMemorySubscription()),
      override(ID.favourites, new InMemoryFavourites()),
      override(ID.favouriteTeasers, new InMemoryArticleTeasers()),
      ...(options.store === undefined ? [] : [override(ID.sessionStore, options.store)]),
    ],
    pino({ level: 'info' }, sink),
  );
  return { ...composed, logs };
}

let composed: ComposedTestApp & { logs: LogLine[] };
let app: FastifyInstance;

beforeAll(async () => {
  composed = await compose();
  app = composed.app;
});

afterAll(async () => {
  await composed.stop();
});

/** The cookie of a session whose renewal the identity service refuses (its refresh token revoked). */
function refusedCookie(on: ComposedTestApp = composed): Promise<string> {
  return signedInCookie(on.container, site, {
    expiresAt: Date.now() - 1000,
    refreshToken: 'revoked',
  });
}

function get(url: string, cookie: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { host: HOST, cookie, ...headers } });
}

function setCookies(response: { headers: Record<string, unknown> }): string {
  return [response.headers['set-cookie']].flat().join('\n');
}

function toLogin(returnUri: string): string {
  return `${LOGIN}?via=magazine&returnUri=${encodeURIComponent(returnUri)}&locale=da-DK`;
}

describe('a session the identity service refuses to renew', () => {
  it('sends the reader to the login from a page, an account screen and the admin area, saying so in the log', async () => {
    const fresh = await compose();
    try {
      for (const path of ['/', ARTICLE, ROUTES.profile.path, ROUTES.adminOverview.path]) {
        const response = await fresh.app.inject({
          url: path,
          headers: { host: HOST, cookie: await refusedCookie(fresh) },
        });
        expect(response.statusCode, path).toBe(302);
        expect(response.headers.location, path).toBe(toLogin(path));
        expect(setCookies(response)).toMatch(/mag_id=;.*Max-Age=0/i);
      }
      const told = fresh.logs.filter(
        (line) => line.msg === 'session no longer valid; reader sent to the login',
      );
      expect(told).toHaveLength(4);
      expect(told.every((line) => line.level === 30)).toBe(true);
    } finally {
      await fresh.stop();
    }
  });

  it('lets the sign-in forms and the way back from the logout show, as anonymous', async () => {
    for (const path of [
      ROUTES.signIn.path,
      ROUTES.signUp.path,
      ROUTES.forgotPassword.path,
      ROUTES.signedOut.path,
    ]) {
      const response = await get(path, await refusedCookie());
      expect(response.statusCode, path).not.toBe(302);
      expect(response.headers.location ?? '', path).not.toContain('returnUri');
    }
  });

  it("does not send the reader to the site's login path itself, with its query, nor below it", async () => {
    for (const path of [LOGIN, `${LOGIN}?via=magazine`, `${LOGIN}/hjaelp`]) {
      const response = await get(path, await refusedCookie());
      expect(response.statusCode, path).not.toBe(302);
      expect(setCookies(response), path).toMatch(/mag_id=;.*Max-Age=0/i);
    }
    // a page whose path only starts like the login path is a page like any other
    const sibling = await get(`${LOGIN}-hjaelp`, await refusedCookie());
    expect(sibling.statusCode).toBe(302);
  });

  it("answers scripts' calls and form posts as for an anonymous reader, without a redirect", async () => {
    const token = await get(ROUTES.csrfToken.path, await refusedCookie());
    expect(token.statusCode).toBe(200);
    expect(token.json<{ token: string }>().token).not.toBe('');
    const post = await app.inject({
      method: 'POST',
      url: ROUTES.adminEndSessions.path,
      headers: {
        host: HOST,
        cookie: await refusedCookie(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=reader%40example.test',
    });
    expect(post.statusCode).not.toBe(302);
    expect(post.headers.location ?? '').not.toContain(LOGIN);
  });

  it('leaves assets alone: no session looked up, no cookie touched', async () => {
    const response = await get('/assets/nothing-here.js', await refusedCookie());
    expect(response.statusCode).not.toBe(302);
    expect(response.headers['set-cookie']).toBeUndefined();
    // the session is still there for the next page, which is where the reader is sent
    const cookie = await refusedCookie();
    await get('/assets/nothing-here.js', cookie);
    expect((await get(ARTICLE, cookie)).statusCode).toBe(302);
  });
});

describe('cookies that name no session', () => {
  it('clears each token cookie of before sessions on its own', async () => {
    for (const cookie of ['mag_access=old-token', 'mag_refresh=old-token']) {
      const response = await get(ARTICLE, cookie);
      expect(response.statusCode).toBe(200);
      expect(setCookies(response), cookie).toMatch(/mag_id=;.*Max-Age=0/i);
    }
  });

  it('takes an empty cookie for none: nothing to clear', async () => {
    for (const cookie of ['mag_id=', 'mag_access=', 'mag_refresh=']) {
      const response = await get(ARTICLE, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie'], cookie).toBeUndefined();
    }
  });

  it('never looks up a cookie that is no session id: it is cleared even while the store is down', async () => {
    const store = new InMemorySessionStore();
    const down = await compose({ store });
    try {
      store.down = true;
      const response = await down.app.inject({
        url: ARTICLE,
        headers: { host: HOST, cookie: 'mag_id=%%%-not-a-session' },
      });
      expect(response.statusCode).toBe(200);
      expect(setCookies(response)).toMatch(/mag_id=;.*Max-Age=0/i);
      expect(down.logs.filter((line) => line.msg?.startsWith('session check failed'))).toEqual([]);
    } finally {
      await down.stop();
    }
  });
});

describe('a session check that cannot be made', () => {
  it('logs a warning with the cause, once, and answers the reader as anonymous', async () => {
    const store = new InMemorySessionStore();
    const down = await compose({ store });
    try {
      const cookie = await signedInCookie(down.container, site);
      store.down = true;
      for (let index = 0; index < 3; index += 1) {
        const response = await down.app.inject({ url: ARTICLE, headers: { host: HOST, cookie } });
        expect(response.statusCode).toBe(200);
      }
      const warned = down.logs.filter(
        (line) => line.msg === 'session check failed; reader treated as anonymous',
      );
      expect(warned.length).toBeGreaterThanOrEqual(1);
      expect(warned[0]).toMatchObject({
        level: 40,
        err: { message: 'session store unavailable' },
        suppressed: 0,
      });
    } finally {
      await down.stop();
    }
  });
});

describe('the session cookies', () => {
  it('are Secure over HTTPS, by X-Forwarded-Proto only from a trusted proxy, and off localhost', async () => {
    const trusting = await compose({ trustProxy: 1 });
    try {
      const cleared = (host: string, headers: Record<string, string> = {}, on = trusting.app) =>
        on
          .inject({ url: ARTICLE, headers: { host, cookie: 'mag_access=old', ...headers } })
          .then((response) =>
            setCookies(response)
              .split('\n')
              .find((c) => c.startsWith('mag_id=')),
          );
      expect(await cleared(HOST)).not.toMatch(/; Secure/i);
      expect(await cleared(HOST, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/i);
      // without a trusted proxy the header is anyone's to send
      expect(await cleared(HOST, { 'x-forwarded-proto': 'https' }, app)).not.toMatch(/; Secure/i);
    } finally {
      await trusting.stop();
    }
  });

  it('are Secure unless the request is plain http to a local host, with or without a port', () => {
    const over = (protocol: 'http' | 'https', host?: string) =>
      secureCookies({
        protocol,
        headers: host === undefined ? {} : { host },
      } as unknown as FastifyRequest);
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:80', '[::1]:3000', HOST])
      expect(over('http', host), host).toBe(false);
    for (const host of ['wom.example', 'wom.example:8080', 'localhost.example:3000'])
      expect(over('http', host), host).toBe(true);
    expect(over('http')).toBe(true);
    expect(over('https', HOST)).toBe(true);
  });
});
