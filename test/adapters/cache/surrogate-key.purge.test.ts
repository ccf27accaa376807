import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LruResponseCache } from '../../../src/adapters/cache/lru-response.cache';
import type { RedisConnections } from '../../../src/adapters/cache/redis.connections';
import { RedisResponseCache } from '../../../src/adapters/cache/redis-response.cache';
import { TwoLevelResponseCache } from '../../../src/adapters/cache/two-level-response.cache';
import {
  isFresh,
  type CachedResponse,
  type CacheKey,
} from '../../../src/ports/response-cache.port';
import { readyConnections, startTestRedis, type TestRedis } from '../../support/redis';

function key(path: string, overrides: Partial<CacheKey> = {}): CacheKey {
  return { siteId: 'wom-dk', path, query: '', variant: 'anonymous', ...overrides };
}

function entry(body: string, keys: string, storedAt = Date.now()): CachedResponse {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'surrogate-key': keys },
    bodies: { identity: Buffer.from(body), gzip: null, br: null },
    storedAt,
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    staleIfErrorMs: 86_400_000,
  };
}

const ARTICLE = 'wom-dk:site wom-dk:menus wom-dk:strings wom-dk:composite:12 wom-dk:category:3';
const FRONT = 'wom-dk:site wom-dk:menus wom-dk:strings wom-dk:page:5 wom-dk:composite:12';
const OTHER = 'wom-dk:site wom-dk:menus wom-dk:strings wom-dk:composite:99 wom-dk:category:3';

describe('in-process level, purge by surrogate key', () => {
  it('makes exactly the entries holding the key stale, keeps them for stale serving', async () => {
    const now = Date.now();
    const cache = new LruResponseCache({ maxBytes: 1 << 20, now: () => now });
    await cache.set(key('/a'), entry('a', ARTICLE, now));
    await cache.set(key('/'), entry('front', FRONT, now));
    await cache.set(key('/b'), entry('b', OTHER, now));
    await cache.set(key('/a', { variant: 'subscriber' }), entry('a+', ARTICLE, now));

    const found = await cache.purge({
      kind: 'keys',
      siteId: 'wom-dk',
      keys: ['wom-dk:composite:12'],
    });

    expect(new Set(found.map((k) => `${k.path}|${k.variant}`))).toEqual(
      new Set(['/|anonymous', '/a|anonymous', '/a|subscriber']),
    );
    expect(isFresh(cache.peek(key('/a'))?.entry ?? entry('', '', 0), now)).toBe(false);
    expect(isFresh(cache.peek(key('/'))?.entry ?? entry('', '', 0), now)).toBe(false);
    expect(isFresh(cache.peek(key('/b'))?.entry ?? entry('', '', 0), now)).toBe(true);
    expect(cache.peek(key('/a'))?.entry.bodies.identity.toString()).toBe('a');
  });

  it('makes every entry of the site stale for a site-wide key, and no other site', async () => {
    const now = Date.now();
    const cache = new LruResponseCache({ maxBytes: 1 << 20, now: () => now });
    await cache.set(key('/a'), entry('a', ARTICLE, now));
    await cache.set(key('/a', { siteId: 'wom-se' }), entry('se', 'wom-se:site', now));
    await cache.purge({ kind: 'keys', siteId: 'wom-dk', keys: ['wom-dk:menus'] });
    expect(isFresh(cache.peek(key('/a'))?.entry ?? entry('', '', 0), now)).toBe(false);
    expect(
      isFresh(cache.peek(key('/a', { siteId: 'wom-se' }))?.entry ?? entry('', '', 0), now),
    ).toBe(true);
  });

  it('forgets the keys of entries that were replaced or evicted', async () => {
    const now = Date.now();
    const cache = new LruResponseCache({ maxBytes: 1 << 20, now: () => now });
    await cache.set(key('/a'), entry('a', ARTICLE, now));
    await cache.set(key('/a'), entry('a2', OTHER, now));
    const found = await cache.purge({
      kind: 'keys',
      siteId: 'wom-dk',
      keys: ['wom-dk:composite:12'],
    });
    expect(found).toEqual([]);
    expect(isFresh(cache.peek(key('/a'))?.entry ?? entry('', '', 0), now)).toBe(true);
    await cache.purge({ kind: 'paths', siteId: 'wom-dk', paths: ['/a'] });
    expect(cache.indexedKeys).toBe(0);
  });
});

describe('Redis level, purge by surrogate key (real Redis)', () => {
  let redis: TestRedis;
  let connections: RedisConnections;
  let cache: RedisResponseCache;

  beforeAll(async () => {
    redis = await startTestRedis();
    connections = await readyConnections(redis.url);
    cache = new RedisResponseCache({
      client: connections.binary,
      prefix: `sk-test:${process.pid}:`,
      onError: () => undefined,
    });
  });

  afterAll(async () => {
    cache.close();
    await connections.close();
    await redis.stop();
  });

  it('drops exactly the paths holding the key, every query and variant of each, and says which', async () => {
    await cache.set(key('/a'), entry('a', ARTICLE));
    await cache.set(key('/a', { variant: 'just-register' }), entry('a+', ARTICLE));
    await cache.set(key('/', { query: 'page=2' }), entry('front', FRONT));
    await cache.set(key('/b'), entry('b', OTHER));

    const found = await cache.purge({
      kind: 'keys',
      siteId: 'wom-dk',
      keys: ['wom-dk:composite:12'],
    });

    expect(new Set(found.map((k) => `${k.path}?${k.query}|${k.variant}`))).toEqual(
      new Set(['/?page=2|anonymous', '/a?|anonymous', '/a?|just-register']),
    );
    expect(await cache.get(key('/a'))).toBeNull();
    expect(await cache.get(key('/', { query: 'page=2' }))).toBeNull();
    expect((await cache.get(key('/b')))?.entry.bodies.identity.toString()).toBe('b');
    // the key's index went with the entries: a second purge finds nothing
    expect(
      await cache.purge({ kind: 'keys', siteId: 'wom-dk', keys: ['wom-dk:composite:12'] }),
    ).toEqual([]);
  });

  it('keeps the index no longer than the entries it points at', async () => {
    await cache.set(key('/ttl'), entry('t', 'wom-dk:site wom-dk:tag:77'));
    const ttl = await connections.commands.ttl(`sk-test:${process.pid}:sk:wom-dk:tag:77`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(86_460);
    // site-wide keys are not indexed (a purge of one drops the site)
    expect(await connections.commands.exists(`sk-test:${process.pid}:sk:wom-dk:site`)).toBe(0);
  });
});

/** A memory level with a stale copy of /a (made stale by a change), a shared level, both at `now`. */
async function twoLevels(now: number) {
  const memory = new LruResponseCache({ maxBytes: 1 << 20, now: () => now });
  const shared = new LruResponseCache({ maxBytes: 1 << 20, now: () => now });
  const cache = new TwoLevelResponseCache(
    memory,
    shared,
    () => undefined,
    () => now,
  );
  await memory.set(key('/a'), entry('old', ARTICLE, now - 1000));
  await memory.purge({ kind: 'keys', siteId: 'wom-dk', keys: ['wom-dk:composite:12'] });
  return { memory, shared, cache };
}

describe('two levels', () => {
  it('serve a newer copy from the shared level when the memory copy is stale', async () => {
    const now = Date.now();
    const { memory, shared, cache } = await twoLevels(now);
    await shared.set(key('/a'), entry('new', ARTICLE, now));
    const hit = await cache.get(key('/a'));
    expect(hit?.entry.bodies.identity.toString()).toBe('new');
    expect(memory.peek(key('/a'))?.entry.bodies.identity.toString()).toBe('new');
  });

  it('keep serving the stale memory copy when the shared level has nothing newer', async () => {
    const { cache } = await twoLevels(Date.now());
    expect((await cache.get(key('/a')))?.entry.bodies.identity.toString()).toBe('old');
  });
});
