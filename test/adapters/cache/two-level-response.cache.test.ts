import { describe, expect, it } from 'vitest';
import { LruResponseCache } from '../../../src/adapters/cache/lru-response.cache';
import { TwoLevelResponseCache } from '../../../src/adapters/cache/two-level-response.cache';
import type { CachedResponse, CacheKey } from '../../../src/ports/response-cache.port';

const NOW = 1_700_000_000_000;

function key(path: string, overrides: Partial<CacheKey> = {}): CacheKey {
  return { siteId: 'wom-dk', path, query: '', variant: 'anonymous', ...overrides };
}

function entry(body: string, storedAt = NOW): CachedResponse {
  return {
    status: 200,
    headers: { 'content-type': 'text/html' },
    bodies: { identity: Buffer.from(body), gzip: null, br: null },
    storedAt,
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    staleIfErrorMs: 600_000,
  };
}

const lru = (maxBytes = 1024 * 1024) => new LruResponseCache({ maxBytes, now: () => NOW });

describe('LruResponseCache', () => {
  it('purges a path with every query and variant, and leaves longer paths that share its prefix', async () => {
    const cache = lru();
    await cache.set(key('/a'), entry('a'));
    await cache.set(key('/a', { query: 'page=2', variant: 'subscriber' }), entry('a2'));
    await cache.set(key('/ab'), entry('ab'));
    await cache.set(key('/a', { siteId: 'wom-se' }), entry('se'));

    await cache.purge({ kind: 'paths', siteId: 'wom-dk', paths: ['/a'] });

    expect(await cache.get(key('/a'))).toBeNull();
    expect(await cache.get(key('/a', { query: 'page=2', variant: 'subscriber' }))).toBeNull();
    expect(await cache.get(key('/ab'))).not.toBeNull();
    expect(await cache.get(key('/a', { siteId: 'wom-se' }))).not.toBeNull();
  });

  it('stays within its byte budget by dropping the least recently used entries', async () => {
    const cache = lru(4_000);
    for (let i = 0; i < 10; i += 1) await cache.set(key(`/${i}`), entry('x'.repeat(1_000)));
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(await cache.get(key('/9'))).not.toBeNull();
    expect(await cache.get(key('/0'))).toBeNull();
  });

  it('forgets an entry past its longest stale window', async () => {
    const cache = lru();
    await cache.set(key('/old'), entry('old', NOW - 661_000));
    expect(await cache.get(key('/old'))).toBeNull();
  });
});

describe('TwoLevelResponseCache', () => {
  it('answers from memory first, then from the shared level, and copies shared hits into memory', async () => {
    const memory = lru();
    const shared = lru();
    const misses: string[] = [];
    const cache = new TwoLevelResponseCache(memory, shared, (level) => {
      misses.push(level);
    });
    await shared.set(key('/a'), entry('shared'));

    // The first read misses memory and is answered by the shared level.
    expect(await cache.get(key('/a'))).not.toBeNull();
    expect(misses).toEqual(['memory']);
    expect(await memory.get(key('/a'))).not.toBeNull();
    expect(await cache.get(key('/nothing'))).toBeNull();
    expect(misses).toEqual(['memory', 'memory', 'redis']);
  });

  it('writes and purges both levels, and works without a shared level', async () => {
    const memory = lru();
    const shared = lru();
    const cache = new TwoLevelResponseCache(memory, shared);
    await cache.set(key('/a'), entry('a'));
    expect(await shared.get(key('/a'))).not.toBeNull();
    await cache.purge({ kind: 'site', siteId: 'wom-dk' });
    expect(await memory.get(key('/a'))).toBeNull();
    expect(await shared.get(key('/a'))).toBeNull();

    const alone = new TwoLevelResponseCache(lru(), null);
    await alone.set(key('/b'), entry('b'));
    expect((await alone.get(key('/b')))?.level).toBe('memory');
  });
});
