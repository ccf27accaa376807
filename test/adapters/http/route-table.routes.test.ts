import Fastify, { type FastifyInstance } from 'fastify';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePlugin } from '../../../src/adapters/http/site.plugin';
import { ROUTER_ENTRIES, ROUTES, type RouterEntry } from '../../../src/domain/routing/route-table';
import { CSRF_TOKEN_PATH } from '../../../src/render/islands/csrf-token.fetch';
import { siteFixture } from '../../fakes/domain-builders';
import { testApp, type TestApp } from './test-app';

/**
 * The route table (`src/domain/routing/route-table.ts`) and the routes the product registers are
 * the same list, both ways, and the table's `needsSite` is the one answer to an unknown host.
 */
let started: TestApp;

beforeAll(async () => {
  started = await testApp();
  await started.app.ready();
});

afterAll(async () => {
  await (started as TestApp | undefined)?.app.close();
});

/**
 * `method path` of every route in `printRoutes` (a tree: a child's segment continues its
 * parent's path). HEAD is left out: the router adds it to every GET route.
 */
function printedRoutes(app: FastifyInstance): Set<string> {
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?$/u.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2] ?? ''}`;
    parents[depth] = path;
    // the root's wildcard is printed without its slash
    const full = path.startsWith('/') ? path : `/${path}`;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== '' && method !== 'HEAD') routes.add(`${method} ${full}`);
    }
  }
  return routes;
}

function tableRoutes(): Set<string> {
  return new Set(
    ROUTER_ENTRIES.flatMap((entry) => entry.methods.map((method) => `${method} ${entry.path}`)),
  );
}

/** A request path for a route: parameters filled in, the wildcard a file or a page. */
function concretePath(entry: RouterEntry): string {
  return entry.path
    .replace(':code', 'bmi')
    .replace(':file', 'posts.xml')
    .replace(':id', '12')
    .replace('*', 'traening');
}

describe('the registered routes', () => {
  it('are all in the route table (the routes Fastify prints)', () => {
    const printed = printedRoutes(started.app);
    expect(printed.size).toBeGreaterThan(30);
    const table = tableRoutes();
    expect([...printed].filter((route) => !table.has(route))).toEqual([]);
  });

  // Composed in the test itself: which routes the app registers is decided when it starts.
  it('are every route of the table, with its methods', async () => {
    const own = await testApp();
    try {
      const missing = ROUTER_ENTRIES.flatMap((entry) =>
        entry.methods
          .filter((method) => !own.app.hasRoute({ method, url: entry.path }))
          .map((method) => `${method} ${entry.path}`),
      );
      expect(missing).toEqual([]);
    } finally {
      await own.app.close();
    }
  });

  it('are registered with the path islands ask for', () => {
    expect(CSRF_TOKEN_PATH).toBe(ROUTES.csrfToken.path);
  });

  it('cannot include a route the table does not hold: the app does not start', async () => {
    const app = Fastify();
    await app.register(sitePlugin, { edge: new RequestEdge([siteFixture()]) });
    const start = async (): Promise<void> => {
      app.get('/not-in-the-table', () => 'no');
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/not-in-the-table is not in the route table/);
    await app.close().catch(() => undefined);
  });

  it('cannot include a method the table does not hold on a path it holds: the app does not start', async () => {
    const app = Fastify();
    await app.register(sitePlugin, { edge: new RequestEdge([siteFixture()]) });
    const start = async (): Promise<void> => {
      app.route({ method: ['GET', 'POST'], url: ROUTES.liveness.path, handler: () => 'no' });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'GET,POST /healthz is not in the route table (ROUTES in src/domain/routing/route-table.ts)',
    );
    await app.close().catch(() => undefined);
  });
});

describe('an unknown host', () => {
  const UNKNOWN = { host: 'nope.example:3000' };
  const siteRoutes = ROUTER_ENTRIES.filter((entry) => entry.needsSite);
  const cases = siteRoutes.flatMap((entry) =>
    entry.methods.map((method) => [method, concretePath(entry)] as const),
  );

  it.each(cases)(
    'gets the one unknown-site answer on the site route %s %s',
    async (method, url) => {
      const response = await started.app.inject({ method, url, headers: UNKNOWN });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ error: 'UNKNOWN_SITE' });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('is answered by the routes for any host as they always were', async () => {
    const inject = (url: string, method: 'GET' | 'POST' = 'GET') =>
      started.app.inject({ method, url, headers: UNKNOWN });
    expect((await inject(ROUTES.liveness.path)).statusCode).toBe(200);
    expect((await inject(ROUTES.csrfToken.path)).statusCode).toBe(200);
    expect((await inject(`${ROUTES.signedOut.path}?returnUri=/a`)).statusCode).toBe(303);
    const page = await inject('/traening');
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('No site is configured for this host.');
    const webhook = await inject(ROUTES.contentWebhook.path, 'POST');
    expect(webhook.json()).toMatchObject({ error: 'PURGE_DISABLED' });
    const index = await started.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('http://wom-dk.localhost:3000/');
  });
});
