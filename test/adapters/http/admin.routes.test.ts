import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import { da } from '../../../src/render/i18n/da';
import type { TranslationKey } from '../../../src/render/i18n/translations.types';
import { InMemoryContent } from '../../fakes/content.fake';
import { pageFixture, SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { FakeIdentityDirectory } from '../../fakes/identity.fake';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { signedInCookie } from '../../support/sessions';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * The admin area over HTTP (admin.routes.ts): anonymous readers to the login, other readers 403,
 * an admin the overview (private, never cached, never indexed); the purge and "sign out
 * everywhere" are CSRF-protected POSTs an admin alone may make, each answered by a redirect to the
 * overview that says what happened.
 */
const HOST = 'wom-dk.localhost:3000';
const OVERVIEW = ROUTES.adminOverview.path;
const site: Site = siteFixture({ auth: SIGN_IN_ON });
const ADMIN = { sub: 'admin-1', email: 'admin@example.test', 'cognito:groups': ['admin'] };
const READER = { sub: 'reader-1', email: 'reader@example.test' };

let composed: ComposedTestApp;
let app: FastifyInstance;
/** A store that can fail at ending sessions alone (the admin's own session still reads). */
class EndingFailsStore extends InMemorySessionStore {
  endingFails = false;
  override endAccount(account: string): Promise<number> {
    return this.endingFails ? Promise.reject(new Error('ECONNRESET')) : super.endAccount(account);
  }
}

const bus = new RecordingEventBus();
const store = new EndingFailsStore();
const logs: Record<string, unknown>[] = [];
let admin: string;
let reader: string;

/** The product with sign-in on one site, its content, bus, session store and log as above. */
async function composeAdminArea(): Promise<ComposedTestApp> {
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return composeTestApp(
    testConfig({ production: true, sites: [site] }),
    [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.identityDirectory, new FakeIdentityDirectory()),
      override(ID.subscription, new InMemorySubscription()),
      override(ID.eventBus, bus),
      override(ID.sessionStore, store),
    ],
    logger,
  );
}

beforeAll(async () => {
  composed = await composeAdminArea();
  app = composed.app;
  admin = await signedInCookie(composed.container, site, { claims: ADMIN });
  reader = await signedInCookie(composed.container, site, { claims: READER });
});

afterAll(async () => {
  await composed.stop();
});

beforeEach(() => {
  bus.published.length = 0;
  logs.length = 0;
  store.endingFails = false;
});

function get(url: string, cookie = ''): Promise<LightMyRequestResponse> {
  return app.inject({ url, headers: { host: HOST, cookie } });
}

function setCookies(response: LightMyRequestResponse): string {
  return [response.headers['set-cookie']].flat().join('\n');
}

/** A form of the overview posted as the browser does: its CSRF token and secret cookie. */
async function post(path: string, cookie: string, fields: Record<string, string> = {}) {
  const issued = await get(ROUTES.csrfToken.path, cookie);
  const secret = /mag_csrf_secret=[^;]+/.exec(setCookies(issued))?.[0] ?? '';
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      host: HOST,
      cookie: [cookie, secret].filter((part) => part !== '').join('; '),
      origin: `http://${HOST}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      _csrf: issued.json<{ token: string }>().token,
      ...fields,
    }).toString(),
  });
}

function text(key: TranslationKey, count?: number): string {
  const words = count === undefined ? da[key] : da[key].replace('{count}', String(count));
  return words.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
}

function purges() {
  return bus.published.filter((event) => event.type === 'CachePurged');
}

/** Lets a handler that went on after its answer was sent finish what it went on to do. */
function handlersDone(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the admin overview', () => {
  it('shows an admin the dashboard: private, never cached, never indexed', async () => {
    const response = await get(OVERVIEW, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain(text('admin.purge'));
    expect(response.body).toContain(`action="${ROUTES.adminPurge.path}"`);
    expect(response.body).toMatch(/name="_csrf" value="[^"]+"/);
    expect(response.body).not.toContain(text('admin.forbidden'));
    expect(response.body).not.toContain(text('admin.purged'));
  });

  it('sends an anonymous reader to the login, coming back to the overview', async () => {
    const response = await get(OVERVIEW);
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const to = new URL(String(response.headers.location), `http://${HOST}`);
    expect(to.pathname).toBe(site.auth.loginPath);
    expect(to.searchParams.get('returnUri')).toBe(OVERVIEW);
  });

  it('answers a reader who is no admin 403 with the translated refusal, never the dashboard', async () => {
    const response = await get(OVERVIEW, reader);
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(text('admin.forbidden'));
    expect(response.body).not.toContain(`action="${ROUTES.adminPurge.path}"`);
  });

  it('says the cache was purged after a purge, and only then', async () => {
    expect((await get(`${OVERVIEW}?purged=1`, admin)).body).toContain(text('admin.purged'));
    expect((await get(`${OVERVIEW}?purged=yes`, admin)).body).not.toContain(text('admin.purged'));
  });

  it.each([
    ['1', text('admin.end_sessions.done.one', 1)],
    ['3', text('admin.end_sessions.done.other', 3)],
    ['12', text('admin.end_sessions.done.other', 12)],
    ['missing', text('admin.end_sessions.missing')],
  ])('says what "sign out everywhere" did for ?ended=%s', async (ended, words) => {
    expect((await get(`${OVERVIEW}?ended=${ended}`, admin)).body).toContain(words);
  });

  it.each(['abc', '1234567', '-1', '1.5', ''])(
    'says nothing of sessions for ?ended=%s',
    async (ended) => {
      const body = (await get(`${OVERVIEW}?ended=${ended}`, admin)).body;
      expect(body).not.toContain(text('admin.end_sessions.missing'));
      expect(body).not.toContain('for kontoen er afsluttet');
    },
  );
});

describe('the purge', () => {
  it("purges the admin's site and goes back to the overview saying so", async () => {
    const response = await post(ROUTES.adminPurge.path, admin);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${OVERVIEW}?purged=1`);
    expect(purges()).toEqual([
      { type: 'CachePurged', scope: { kind: 'site', siteId: site.id }, reason: 'admin' },
    ]);
    expect(logs.filter((line) => line.msg === 'cache purged by an admin')).toEqual([
      expect.objectContaining({ site: site.id }),
    ]);
  });

  it('purges nothing for a reader (403) or an anonymous caller (to the login)', async () => {
    const refused = await post(ROUTES.adminPurge.path, reader);
    expect(refused.statusCode).toBe(403);
    const anonymous = await post(ROUTES.adminPurge.path, '');
    expect(anonymous.statusCode).toBe(303);
    expect(String(anonymous.headers.location)).toContain(site.auth.loginPath);
    // The refusal is sent before the handler returns: nothing may follow it either.
    await handlersDone();
    expect(purges()).toEqual([]);
    expect(logs.filter((line) => line.msg === 'cache purged by an admin')).toEqual([]);
  });

  it("purges nothing without the form's token", async () => {
    const response = await app.inject({
      method: 'POST',
      url: ROUTES.adminPurge.path,
      headers: { host: HOST, cookie: admin, origin: `http://${HOST}` },
    });
    expect(response.statusCode).toBe(403);
    expect(purges()).toEqual([]);
  });
});

describe('sign out everywhere', () => {
  it('ends the sessions of the trimmed e-mail and says how many', async () => {
    const other = await signedInCookie(composed.container, site, {
      claims: { sub: 'r-9', email: 'nine@example.test' },
    });
    const response = await post(ROUTES.adminEndSessions.path, admin, {
      email: '  nine@example.test ',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${OVERVIEW}?ended=1`);
    expect(logs.filter((line) => line.msg === 'an admin signed an account out everywhere')).toEqual(
      [expect.objectContaining({ site: site.id, ended: 1 })],
    );
    const page = await get('/', other);
    expect(page.body).toContain('data-account="signed-out"');
  });

  it('ends nothing for a reader who is no admin (403) or an anonymous caller (to the login)', async () => {
    const other = await signedInCookie(composed.container, site, {
      claims: { sub: 'r-8', email: 'eight@example.test' },
    });
    const refused = await post(ROUTES.adminEndSessions.path, reader, {
      email: 'eight@example.test',
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await post(ROUTES.adminEndSessions.path, '', {
      email: 'eight@example.test',
    });
    expect(anonymous.statusCode).toBe(303);
    expect(String(anonymous.headers.location)).toContain(site.auth.loginPath);
    await handlersDone();
    expect(logs.filter((line) => line.msg === 'an admin signed an account out everywhere')).toEqual(
      [],
    );
    expect((await get('/', other)).body).not.toContain('data-account="signed-out"');
  });

  it('asks for an e-mail when the field holds none', async () => {
    for (const email of ['', '   ', 'no-at-sign']) {
      const response = await post(ROUTES.adminEndSessions.path, admin, { email });
      expect(response.headers.location).toBe(`${OVERVIEW}?ended=missing`);
    }
  });

  it('answers a store that does not answer with the 503 error page, logged as an incident', async () => {
    const response = await post(ROUTES.adminEndSessions.path, admin, {
      email: 'nine@example.test',
    });
    expect(response.statusCode).toBe(303);
    store.endingFails = true;
    const failed = await post(ROUTES.adminEndSessions.path, admin, {
      email: 'nine@example.test',
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.body).not.toContain('session store');
    expect(failed.body).not.toContain('ECONNRESET');
    expect(
      logs
        .filter(
          (line) => line.msg === 'sign out everywhere failed: the session store did not answer',
        )
        .map((line) => (line.err as { message?: unknown }).message),
    ).toEqual(['ECONNRESET']);
    // The refusal is an outage of the session store, in the one outage log.
    expect(logs.filter((line) => line.msg === 'request refused during an outage')).toEqual([
      expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE', status: 503, systems: ['redis'] }),
    ]);
  });
});

describe('the admin routes as the app registers them', () => {
  // Composed in the test itself: the routes, their CSRF check and the download route are what the
  // app registers when it starts.
  it("answers the overview and the download, and takes no purge or sign-out without the form's token", async () => {
    const own = await composeAdminArea();
    try {
      const ownAdmin = await signedInCookie(own.container, site, { claims: ADMIN });
      const headers = { host: HOST, cookie: ownAdmin, origin: `http://${HOST}` };
      const overview = await own.app.inject({ url: OVERVIEW, headers });
      expect(overview.statusCode).toBe(200);
      const download = await own.app.inject({ url: ROUTES.adminDownload.path, headers });
      expect(download.statusCode).toBe(400);
      for (const url of [ROUTES.adminPurge.path, ROUTES.adminEndSessions.path]) {
        const refused = await own.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=admin%40example.test',
        });
        expect(refused.statusCode, url).toBe(403);
      }
      expect(purges()).toEqual([]);
      expect(
        logs.filter((line) => line.msg === 'an admin signed an account out everywhere'),
      ).toEqual([]);
    } finally {
      await own.stop();
    }
  });
});
