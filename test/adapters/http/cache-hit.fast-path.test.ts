import { request } from 'undici';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyServerOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheHitFastPath,
  fastPathServerFactory,
  HTTP_TIMEOUTS,
  type FastPath,
  type FastPathDeps,
} from '../../../src/adapters/http/cache-hit.fast-path';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import type { SecurityHeaderSets } from '../../../src/adapters/http/security-headers';
import type { PageCache } from '../../../src/application/page-cache.service';
import type { ServedAt } from '../../../src/application/page-cache.types';
import { articleFixture, siteFixture } from '../../fakes/domain-builders';
import { LruResponseCache } from '../../../src/adapters/cache/lru-response.cache';
import { TwoLevelResponseCache } from '../../../src/adapters/cache/two-level-response.cache';
import {
  keyString,
  type CachedResponse,
  type CacheHit,
  type CacheKey,
  type ResponseCachePort,
} from '../../../src/ports/response-cache.port';
import { testApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * Fresh in-process hits for anonymous readers are answered before Fastify (cache-hit.fast-path):
 * the same bytes and headers as the page route, and everything else still goes through Fastify.
 */
const HOST = 'wom-dk.localhost:3000';
const ARTICLE = '/traening/styrke/5-ovelser';

let current: { started: TestApp; origin: string; fastifyRequests: () => number } | null = null;

/** A shared level in memory that says it is Redis, and counts how often it is asked. */
class SharedLevel implements ResponseCachePort {
  readonly entries = new Map<string, CachedResponse>();
  gets = 0;
  get(key: CacheKey): Promise<CacheHit | null> {
    this.gets += 1;
    const entry = this.entries.get(keyString(key));
    return Promise.resolve(entry === undefined ? null : { entry, level: 'redis' });
  }
  set(key: CacheKey, entry: CachedResponse): Promise<void> {
    this.entries.set(keyString(key), entry);
    return Promise.resolve();
  }
  purge(): Promise<readonly CacheKey[]> {
    this.entries.clear();
    return Promise.resolve([]);
  }
}

async function listening(options: TestAppOptions = {}): Promise<NonNullable<typeof current>> {
  const started = await testApp(options);
  started.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  let count = 0;
  started.app.addHook('onRequest', (_request, _reply, done) => {
    count += 1;
    done();
  });
  const origin = await started.app.listen({ host: '127.0.0.1', port: 0 });
  current = { started, origin, fastifyRequests: () => count };
  return current;
}

afterEach(async () => {
  await current?.started.app.close();
  current = null;
});

async function get(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await request(`${origin}${path}`, { headers: { host: HOST, ...headers } });
  const body = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, body };
}

describe('the cache-hit fast path', () => {
  it('answers a fresh anonymous hit without entering Fastify, with the same bytes and cache headers', async () => {
    const { origin, fastifyRequests } = await listening();
    const miss = await get(origin, ARTICLE);
    expect(miss.headers['cache-status']).toBe('magazine; fwd=miss; stored');
    expect(fastifyRequests()).toBe(1);

    const hit = await get(origin, `${ARTICLE}?utm_source=news`, { 'x-request-id': 'abc-123' });
    expect(fastifyRequests()).toBe(1);
    expect(hit.status).toBe(200);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.headers['cache-status']).toMatch(/^magazine; hit; ttl=\d+; detail=memory$/);
    expect(hit.headers.age).toBe('0');
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['cache-control']).toBe(miss.headers['cache-control']);
    expect(hit.headers['x-request-id']).toBe('abc-123');
    expect(hit.headers['content-length']).toBe(String(hit.body.byteLength));

    const br = await get(origin, ARTICLE, { 'accept-encoding': 'br, gzip' });
    expect(fastifyRequests()).toBe(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(miss.body)).toBe(true);
  });

  it('counts its answers in the request histogram under the site and the page route', async () => {
    const { origin, started, fastifyRequests } = await listening();
    await get(origin, ARTICLE);
    await get(origin, ARTICLE);
    await get(origin, ARTICLE);
    expect(fastifyRequests()).toBe(1);
    const { body } = await started.metrics.exposition();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{site="wom-dk",method="GET",route="\/\*",status_code="200"\} 3/,
    );
  });

  it('leaves sessions, purges, other methods, other hosts and misses to Fastify', async () => {
    const { origin, fastifyRequests } = await listening();
    await get(origin, ARTICLE);
    const before = fastifyRequests();

    const signedIn = await get(origin, ARTICLE, { cookie: 'consent=1; mag_id=not-a-token' });
    expect(signedIn.status).toBe(200);
    // a purge query goes to Fastify, which decides whether the reader may purge (not: a hit)
    const purged = await get(origin, `${ARTICLE}?purge=cache`);
    expect(purged.headers['cache-status']).toMatch(/^magazine; hit;/);
    const head = await request(`${origin}${ARTICLE}`, { method: 'HEAD', headers: { host: HOST } });
    await head.body.dump();
    const unknownHost = await request(`${origin}${ARTICLE}`, { headers: { host: 'nope.test' } });
    await unknownHost.body.dump();
    expect(unknownHost.statusCode).toBe(404);
    const otherPage = await get(origin, '/traening/styrke/unknown-article');
    expect(otherPage.status).toBe(404);

    expect(fastifyRequests() - before).toBe(5);
    // an unrelated cookie is still the anonymous variant: a hit from the fast path
    await get(origin, ARTICLE, { cookie: 'consent=1' });
    expect(fastifyRequests() - before).toBe(5);
  });

  it('answers a fresh shared-level (Redis) hit too, and hands a miss to Fastify without asking twice', async () => {
    const memory = new LruResponseCache({ maxBytes: 16 * 1024 * 1024 });
    const shared = new SharedLevel();
    const misses: string[] = [];
    const cache = new TwoLevelResponseCache(memory, shared, (level) => {
      misses.push(level);
    });
    const { origin, fastifyRequests } = await listening({ cache });

    const miss = await get(origin, ARTICLE);
    expect(miss.headers['cache-status']).toBe('magazine; fwd=miss; stored');
    expect(fastifyRequests()).toBe(1);
    expect(shared.gets).toBe(1);
    expect(misses).toEqual(['memory', 'redis']);

    await memory.purge({ kind: 'all' });
    const hit = await get(origin, ARTICLE);
    expect(fastifyRequests()).toBe(1);
    expect(hit.headers['cache-status']).toMatch(/^magazine; hit; ttl=\d+; detail=redis$/);
    expect(hit.body.equals(miss.body)).toBe(true);

    // other routes' paths are never cache entries: no level is asked for them
    const before = shared.gets;
    for (const path of ['/assets/nope.js', '/api/favourites', '/robots.txt', '/healthz'])
      await get(origin, path);
    expect(shared.gets).toBe(before);
  });
});

/** A stored page as the response cache holds it, fresh for a minute from `storedAt`. */
function storedPage(status = 200): CachedResponse {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0' },
    bodies: { identity: Buffer.from('<html>page</html>'), gzip: null, br: null },
    storedAt: 1_000,
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    staleIfErrorMs: 86_400_000,
  };
}

const SECURITY: SecurityHeaderSets = {
  http: { 'x-content-type-options': 'nosniff' },
  https: {
    'x-content-type-options': 'nosniff',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  },
};

const DK_SITE = siteFixture({ id: 'wom-dk', hosts: ['wom-dk.localhost'] });
const SE_SITE = siteFixture({ id: 'wom-se', hosts: ['wom-se.localhost'] });

/** A memory-only page cache that holds a fresh page at every key, and counts how often it is asked. */
function everyPageCached(statusOf: (key: CacheKey) => number = () => 200) {
  const asked: CacheKey[] = [];
  const pageCache = {
    hasSharedLevel: false,
    freshHit: (key: CacheKey): ServedAt => {
      asked.push(key);
      return {
        response: storedPage(statusOf(key)),
        result: { kind: 'hit', level: 'memory' },
        servedAt: 1_000,
      };
    },
  } as unknown as PageCache;
  return { pageCache, asked };
}

/** Runs one request through a fast path; answers whether it answered, and with what. */
function exchange(
  fastPath: FastPath,
  url: string | undefined,
  headers: Record<string, string> = {},
  remoteAddress = '10.0.0.1',
) {
  const sent: { status?: number; headers: Record<string, string> } = { headers: {} };
  const response = {
    writeHead: (status: number, list: string[]) => {
      sent.status = status;
      for (let i = 0; i < list.length; i += 2) sent.headers[String(list[i])] = String(list[i + 1]);
    },
    end: () => undefined,
  } as unknown as ServerResponse;
  const raw = {
    method: 'GET',
    url,
    headers: { host: 'wom-dk.localhost:3000', ...headers },
    socket: { remoteAddress },
  } as unknown as IncomingMessage;
  const answered = fastPath(raw, response);
  return { answered, sent };
}

describe('the cache-hit fast path, on its own', () => {
  const metrics: FastPathDeps['metrics'] = {
    httpRequests: () => ({ observe: () => undefined }),
  } as unknown as FastPathDeps['metrics'];

  it('sends a hit the HTTPS security headers only when it came over HTTPS through a trusted proxy', () => {
    const { pageCache } = everyPageCached();
    const fastPath = cacheHitFastPath({
      edge: new RequestEdge([DK_SITE]),
      pageCache,
      metrics,
      security: SECURITY,
      trustProxy: (address) => address === '10.0.0.1',
    });
    const plain = exchange(fastPath, ARTICLE);
    expect(plain.answered).toBe(true);
    expect(plain.sent.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.sent.headers['strict-transport-security']).toBeUndefined();
    const proxied = exchange(fastPath, ARTICLE, { 'x-forwarded-proto': 'https' });
    expect(proxied.sent.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const untrusted = exchange(fastPath, ARTICLE, { 'x-forwarded-proto': 'https' }, '10.9.9.9');
    expect(untrusted.sent.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes no X-Forwarded-Proto when no proxy is trusted', () => {
    const { pageCache } = everyPageCached();
    const fastPath = cacheHitFastPath({
      edge: new RequestEdge([DK_SITE]),
      pageCache,
      metrics,
      security: SECURITY,
    });
    const forged = exchange(fastPath, ARTICLE, { 'x-forwarded-proto': 'https' });
    expect(forged.answered).toBe(true);
    expect(forged.sent.headers['x-content-type-options']).toBe('nosniff');
    expect(forged.sent.headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves a URL with # (which the router cuts) and a request without a URL to Fastify, asking no cache', () => {
    const { pageCache, asked } = everyPageCached();
    const fastPath = cacheHitFastPath({ edge: new RequestEdge([DK_SITE]), pageCache, metrics });
    expect(exchange(fastPath, `${ARTICLE}#comments`).answered).toBe(false);
    expect(exchange(fastPath, undefined).answered).toBe(false);
    expect(asked).toEqual([]);
    expect(exchange(fastPath, ARTICLE).answered).toBe(true);
  });

  it('asks the metrics for one histogram series per site and status, and reuses it', () => {
    const { pageCache } = everyPageCached((key) => (key.path === '/gone' ? 404 : 200));
    const series: string[] = [];
    const observed: string[] = [];
    const counting = {
      httpRequests: (site: string, method: string, route: string, status: number) => {
        const label = `${site} ${method} ${route} ${String(status)}`;
        series.push(label);
        return { observe: () => observed.push(label) };
      },
    } as unknown as FastPathDeps['metrics'];
    const fastPath = cacheHitFastPath({
      edge: new RequestEdge([DK_SITE, SE_SITE]),
      pageCache,
      metrics: counting,
    });
    for (let round = 0; round < 3; round += 1)
      for (const host of ['wom-dk.localhost:3000', 'wom-se.localhost:3000'])
        for (const url of [ARTICLE, '/gone'])
          expect(exchange(fastPath, url, { host }).answered).toBe(true);
    expect(series).toEqual([
      'wom-dk GET /* 200',
      'wom-dk GET /* 404',
      'wom-se GET /* 200',
      'wom-se GET /* 404',
    ]);
    expect(observed).toHaveLength(12);
  });
});

function serverOf(options: Record<string, unknown>, fastPath: FastPath = () => false): Server {
  const factory = fastPathServerFactory(fastPath);
  return factory(() => undefined, options);
}

describe('the server the fast path sits in', () => {
  let opened: Server | null = null;
  afterEach(async () => {
    const server = opened;
    opened = null;
    if (server !== null) await new Promise((resolve) => server.close(resolve));
  });

  it('has the limits of HTTP_TIMEOUTS when Fastify is given none, and checks them every second', () => {
    const server = serverOf({});
    expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
    expect(server.maxRequestsPerSocket).toBe(0);
    expect(
      (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval,
    ).toBe(1_000);
  });

  it('takes the limits Fastify is given, headers never allowed longer than the whole request', () => {
    const server = serverOf({
      keepAliveTimeout: 1_234,
      requestTimeout: 4_000,
      connectionTimeout: 7_000,
      maxRequestsPerSocket: 5,
      http: { requireHostHeader: false, connectionsCheckingInterval: 2_000 },
    } satisfies Partial<FastifyServerOptions> & Record<string, unknown>);
    expect(server.keepAliveTimeout).toBe(1_234);
    expect(server.requestTimeout).toBe(4_000);
    expect(server.headersTimeout).toBe(4_000);
    expect(server.timeout).toBe(7_000);
    expect(server.maxRequestsPerSocket).toBe(5);
    expect((server as Server & { requireHostHeader: boolean }).requireHostHeader).toBe(false);
    expect(
      (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval,
    ).toBe(2_000);
    // a request timeout of 0 (none) still limits the headers
    expect(serverOf({ requestTimeout: 0 }).headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
  });

  it('hands a request to Fastify when the fast path declines or fails later, and only then', async () => {
    let handled = 0;
    const factory = fastPathServerFactory((request, response) => {
      if (request.url === '/answered') {
        return Promise.resolve().then(() => {
          response.end('from the fast path');
          return true;
        });
      }
      if (request.url === '/declined') return Promise.resolve(false);
      return Promise.reject(new Error('the shared level broke'));
    });
    const server = factory((_request, response) => {
      handled += 1;
      response.end('from Fastify');
    }, {});
    opened = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const text = async (path: string) => {
      const response = await request(`http://127.0.0.1:${String(port)}${path}`);
      return response.body.text();
    };
    expect(await text('/answered')).toBe('from the fast path');
    expect(handled).toBe(0);
    expect(await text('/declined')).toBe('from Fastify');
    expect(await text('/broken')).toBe('from Fastify');
    expect(handled).toBe(2);
  });
});
