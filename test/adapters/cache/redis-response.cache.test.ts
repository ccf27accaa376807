import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisConnections } from '../../../src/adapters/cache/redis.connections';
import { RedisResponseCache } from '../../../src/adapters/cache/redis-response.cache';
import type { CachedResponse, CacheKey } from '../../../src/ports/response-cache.port';
import { readyConnections, startTestRedis, type TestRedis } from '../../support/redis';

let redis: TestRedis;
let connections: RedisConnections;
const errors: string[] = [];
let cache: RedisResponseCache;

beforeAll(async () => {
  redis = await startTestRedis();
  connections = await readyConnections(redis.url);
  cache = new RedisResponseCache({
    client: connections.binary,
    prefix: `test:${process.pid}:`,
    onError: (operation, error) => errors.push(`${operation}: ${error.message}`),
  });
});

afterAll(async () => {
  await connections.close();
  await redis.stop();
});

function key(path: string, overrides: Partial<CacheKey> = {}): CacheKey {
  return { siteId: 'wom-dk', path, query: '', variant: 'anonymous', ...overrides };
}

function entry(body: string, storedAt = Date.now()): CachedResponse {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    bodies: {
      identity: Buffer.from(body),
      gzip: Buffer.from([0x1f, 0x8b, 0, 255]),
      br: null,
    },
    storedAt,
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    staleIfErrorMs: 86_400_000,
  };
}

describe('Redis response cache (real Redis)', () => {
  it('gives back exactly what was stored, binary bodies included', async () => {
    const stored = entry('<p>hej</p>');
    await cache.set(key('/a'), stored);
    const hit = await cache.get(key('/a'));
    expect(hit?.level).toBe('redis');
    expect(hit?.entry.status).toBe(200);
    expect(Buffer.from(hit?.entry.bodies.identity ?? []).toString()).toBe('<p>hej</p>');
    expect([...(hit?.entry.bodies.gzip ?? [])]).toEqual([0x1f, 0x8b, 0, 255]);
    expect(hit?.entry.bodies.br).toBeNull();
    expect(hit?.entry.storedAt).toBe(stored.storedAt);
  });

  it('keeps query and variant entries of a path apart', async () => {
    await cache.set(key('/b'), entry('page one'));
    await cache.set(key('/b', { query: 'page=2' }), entry('page two'));
    const two = await cache.get(key('/b', { query: 'page=2' }));
    expect(Buffer.from(two?.entry.bodies.identity ?? []).toString()).toBe('page two');
    expect(await cache.get(key('/b', { variant: 'subscriber' }))).toBeNull();
  });

  it('drops every query of a purged path and leaves other paths', async () => {
    await cache.set(key('/c'), entry('c'));
    await cache.set(key('/c', { query: 'page=2' }), entry('c2'));
    await cache.set(key('/d'), entry('d'));
    await cache.purge({ kind: 'paths', siteId: 'wom-dk', paths: ['/c'] });
    expect(await cache.get(key('/c'))).toBeNull();
    expect(await cache.get(key('/c', { query: 'page=2' }))).toBeNull();
    expect(await cache.get(key('/d'))).not.toBeNull();
  });

  it('drops a whole site and leaves the other sites', async () => {
    await cache.set(key('/e'), entry('e'));
    await cache.set(key('/e', { siteId: 'wom-se' }), entry('e-se'));
    await cache.purge({ kind: 'site', siteId: 'wom-dk' });
    expect(await cache.get(key('/e'))).toBeNull();
    expect(await cache.get(key('/e', { siteId: 'wom-se' }))).not.toBeNull();
  });

  it('sets a Redis expiry at the end of the longest stale window', async () => {
    await cache.set(key('/f'), entry('f'));
    const ttl = await connections.commands.ttl(`test:${process.pid}:wom-dk:/f`);
    expect(ttl).toBeGreaterThan(86_000);
    expect(ttl).toBeLessThanOrEqual(86_460);
  });

  it('does not answer an entry past its retention', async () => {
    await cache.set(key('/g'), entry('g', Date.now() - 90_000_000));
    expect(await cache.get(key('/g'))).toBeNull();
  });
});
