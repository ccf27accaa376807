import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import { cacheRuleOf } from '../../../src/domain/routing/route-table';
import type { CacheKey, ResponseCachePort } from '../../../src/ports/response-cache.port';
import { inMemoryResponseCache } from '../../fakes/response-cache.fake';
import { da } from '../../../src/render/i18n/da';
import { InMemoryContent } from '../../fakes/content.fake';
import { SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { FakeIdentityDirectory } from '../../fakes/identity.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { signedInCookie } from '../../support/sessions';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * GET /admin-dashboard/download?key=: a stored file of the content API for editors, behind the
 * admin area's guard, as an attachment with the store's type, never cached, and every failure a
 * translated page in the site's language.
 */
const HOST = 'wom-dk.localhost:3000';
const ADMIN_CLAIMS = { sub: 'admin-1', email: 'admin@example.test', 'cognito:groups': ['admin'] };
const KEY = 'files/strength-program.pdf';
const PDF = new TextEncoder().encode('%PDF-1.4\nbinary\n');

let composed: ComposedTestApp;
/** The identity cookies of an admin and of a reader who is none (sessions in the app's store). */
let ADMIN: string;
let READER: string;
let app: FastifyInstance;
let content: InMemoryContent;
/** Every line the app logs at info and above. */
const logs: Record<string, unknown>[] = [];
/** The paths the page cache was asked about or given, whatever the variant. */
const cached: string[] = [];

/** The product's page cache, recording every path it is asked for or given. */
function recordingCache(): ResponseCachePort {
  const inner = inMemoryResponseCache();
  return {
    get: (key: CacheKey) => {
      cached.push(`get ${key.path}`);
      return inner.get(key);
    },
    set: (key, entry) => {
      cached.push(`set ${key.path}`);
      return inner.set(key, entry);
    },
    purge: (scope) => inner.purge(scope),
  };
}

beforeAll(async () => {
  const identity = new FakeIdentityDirectory();
  content = new InMemoryContent();
  composed = await composeTestApp(
    testConfig({ production: true, sites: [siteFixture({ auth: SIGN_IN_ON })] }),
    [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.identityDirectory, identity),
      override(ID.subscription, new InMemorySubscription()),
      override(ID.responseCache, recordingCache()),
    ],
    pino(
      { level: 'info' },
      { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    ),
  );
  app = composed.app;
  const site = siteFixture({ auth: SIGN_IN_ON });
  ADMIN = await signedInCookie(composed.container, site, { claims: ADMIN_CLAIMS });
  READER = await signedInCookie(composed.container, site);
});

afterAll(async () => {
  await composed.stop();
});

beforeEach(() => {
  logs.length = 0;
  content.down = false;
  content.calls.length = 0;
  content.downloads.clear();
  content.downloads.set(KEY, {
    bytes: PDF,
    contentType: 'application/pdf',
    fileName: 'træningsprogram "12 uger".pdf',
  });
});

/** What the operator reads of each refused download: its reason, code and status. */
function rejections() {
  return logs
    .filter((line) => line.msg === 'request rejected')
    .map((line) => {
      const err = line.err as { message: string; code: string };
      return { message: err.message, code: err.code, status: line.status };
    });
}

function download(query: string, cookie: string | null = ADMIN) {
  return app.inject({
    url: `${ROUTES.adminDownload.path}${query}`,
    headers: { host: HOST, ...(cookie === null ? {} : { cookie }) },
  });
}

describe('GET /admin-dashboard/download', () => {
  it('answers an admin the stored file as an attachment with its type, private and never cached', async () => {
    const response = await download(`?key=${encodeURIComponent(KEY)}`);

    expect(response.statusCode).toBe(200);
    expect(content.calls).toContain(`download ${KEY}`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tr_ningsprogram _12 uger_.pdf"; filename*=UTF-8''tr%C3%A6ningsprogram%20%2212%20uger%22.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(Buffer.from(PDF))).toBe(true);
    expect(logs.filter((line) => line.msg === 'admin download')).toEqual([
      expect.objectContaining({ site: 'wom-dk', key: KEY, bytes: PDF.byteLength }),
    ]);
  });

  it('is never looked up in or stored by the page cache', async () => {
    await download(`?key=${encodeURIComponent(KEY)}`);
    await download(`?key=${encodeURIComponent(KEY)}`);

    expect(cacheRuleOf(ROUTES.adminDownload.path)).toBe('private');
    expect(content.calls.filter((call) => call.startsWith('download'))).toHaveLength(2);
    expect(cached.filter((entry) => entry.endsWith(ROUTES.adminDownload.path))).toEqual([]);
  });

  it('sends an anonymous reader to the login, returning to the admin overview', async () => {
    const response = await download(`?key=${encodeURIComponent(KEY)}`, null);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/users\/sign_in\?returnUri=/);
    expect(content.calls).toEqual([]);
  });

  it('refuses a signed-in reader who is not an admin with 403, without asking the content API', async () => {
    const response = await download(`?key=${encodeURIComponent(KEY)}`, READER);

    expect(response.statusCode).toBe(403);
    expect(content.calls.filter((call) => call.startsWith('download'))).toEqual([]);
  });

  it.each([
    ['no key', ''],
    ['an empty key', '?key='],
    ['a key with a .. segment', `?key=${encodeURIComponent('files/../secret.pdf')}`],
    ['a key with a control character', `?key=${encodeURIComponent('files/a\u0000.pdf')}`],
    ['an overlong key', `?key=${'a'.repeat(1025)}`],
  ])(
    'answers %s with the translated 400 page, without asking the content API',
    async (_name, query) => {
      const response = await download(query);

      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(da['error.title']);
      expect(content.calls.filter((call) => call.startsWith('download'))).toEqual([]);
      expect(rejections()).toEqual([
        { message: 'download key missing or malformed', code: 'BAD_REQUEST', status: 400 },
      ]);
    },
  );

  it('answers a key the store does not hold with the translated 404 page', async () => {
    const response = await download('?key=files/findes-ikke.pdf');

    expect(response.statusCode).toBe(404);
    expect(rejections()).toEqual([
      { message: 'no stored file by that key', code: 'NOT_FOUND', status: 404 },
    ]);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(da['error.title']);
  });

  it('answers the translated 503 page, and no upstream error, when the content API fails', async () => {
    content.down = true;

    const response = await download(`?key=${encodeURIComponent(KEY)}`);

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.body).toContain(da['error.title']);
    expect(response.body).toContain(da['error.description']);
    expect(response.body).not.toContain('UPSTREAM');
  });
});
