import { request } from 'undici';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { articleFixture } from '../../fakes/domain-builders';
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
