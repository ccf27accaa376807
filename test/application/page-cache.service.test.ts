import { describe, expect, it } from 'vitest';
import { LruResponseCache } from '../../src/adapters/cache/lru-response.cache';
import { PageCache } from '../../src/application/page-cache.service';
import type { ProducedResponse } from '../../src/application/page-cache.types';
import {
  keyString,
  type CachedResponse,
  type CacheHit,
  type CacheKey,
  type ResponseCachePort,
} from '../../src/ports/response-cache.port';
import { RecordingEventBus } from '../fakes/event-bus.fake';

const KEY: CacheKey = { siteId: 'wom-dk', path: '/a', query: '', variant: 'anonymous' };

function setup(level?: ResponseCachePort) {
  let time = 1_700_000_000_000;
  const now = () => time;
  const events = new RecordingEventBus();
  const backgroundErrors: { error: unknown; key: CacheKey }[] = [];
  const servedStale: { error: unknown; key: CacheKey }[] = [];
  const cache = level ?? new LruResponseCache({ maxBytes: 1024 * 1024, now });
  const pageCache = new PageCache({
    cache,
    now,
    encoder: {
      encode: (body) => Promise.resolve({ identity: Buffer.from(body), gzip: null, br: null }),
      plain: (body) => ({ identity: Buffer.from(body), gzip: null, br: null }),
    },
    events,
    onBackgroundError: (error, key) => {
      backgroundErrors.push({ error, key });
    },
    onServedStale: (error, key) => {
      servedStale.push({ error, key });
    },
  });
  return {
    pageCache,
    events,
    backgroundErrors,
    servedStale,
    now,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/**
 * A shared level (as Redis): nothing to peek at in-process, keeps what it is given until told
 * otherwise, counts its lookups.
 */
function sharedLevel() {
  const entries = new Map<string, CachedResponse>();
  const level = {
    gets: 0,
    hasSharedLevel: true,
    get(key: CacheKey): Promise<CacheHit | null> {
      level.gets += 1;
      const entry = entries.get(keyString(key));
      return Promise.resolve(entry === undefined ? null : { entry, level: 'redis' });
    },
    set(key: CacheKey, entry: CachedResponse): Promise<void> {
      entries.set(keyString(key), entry);
      return Promise.resolve();
    },
    purge(): Promise<readonly CacheKey[]> {
      entries.clear();
      return Promise.resolve([]);
    },
  } satisfies ResponseCachePort & { gets: number };
  return level;
}

/** An origin that counts its calls and answers what `next` says. */
function origin(first: ProducedResponse | Error) {
  const state = { calls: 0, next: first, release: Promise.resolve() };
  const produce = async (): Promise<ProducedResponse> => {
    state.calls += 1;
    await state.release;
    if (state.next instanceof Error) throw state.next;
    return state.next;
  };
  return { state, produce };
}

const page = (body: string, status = 200): ProducedResponse => ({
  status,
  headers: { 'content-type': 'text/html' },
  body,
});

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('PageCache', () => {
  it('makes one origin call for concurrent misses of one key and gives every caller its answer', async () => {
    const { pageCache } = setup();
    const { state, produce } = origin(page('one'));
    let open = (): void => undefined;
    state.release = new Promise((resolve) => {
      open = resolve;
    });
    const served = Array.from({ length: 10 }, () => pageCache.serve(KEY, 'use', produce));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pageCache.pending).toBe(1);
    open();
    const answers = await Promise.all(served);
    expect(state.calls).toBe(1);
    expect(answers.map((answer) => text(answer.response.bodies.identity))).toEqual(
      Array.from({ length: 10 }, () => 'one'),
    );
    expect(pageCache.pending).toBe(0);
  });

  it('serves stale at once within stale-while-revalidate and refreshes once in the background', async () => {
    const { pageCache, advance, events } = setup();
    const { state, produce } = origin(page('old'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = page('new');
    advance(61_000);

    const stale = await Promise.all([
      pageCache.serve(KEY, 'use', produce),
      pageCache.serve(KEY, 'use', produce),
    ]);

    expect(stale.map((answer) => answer.result)).toEqual([
      { kind: 'stale', level: 'memory', reason: 'stale-while-revalidate' },
      { kind: 'stale', level: 'memory', reason: 'stale-while-revalidate' },
    ]);
    expect(text(stale[0].response.bodies.identity)).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.calls).toBe(2);
    const fresh = await pageCache.serve(KEY, 'use', produce);
    expect(fresh.result).toEqual({ kind: 'hit', level: 'memory' });
    expect(text(fresh.response.bodies.identity)).toBe('new');
    expect(events.of('CacheStale')).toEqual([
      { type: 'CacheStale', level: 'memory', reason: 'stale-while-revalidate' },
      { type: 'CacheStale', level: 'memory', reason: 'stale-while-revalidate' },
    ]);
    expect(events.of('PageServed').map((event) => event.cache)).toEqual([
      'miss',
      'stale',
      'stale',
      'hit',
    ]);
  });

  it('serves the stale copy when the origin fails past stale-while-revalidate (stale-if-error)', async () => {
    const { pageCache, advance } = setup();
    const { state, produce } = origin(page('kept'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = new Error('content API down');
    advance(60 * 60_000);

    const served = await pageCache.serve(KEY, 'use', produce);
    expect(served.result).toEqual({ kind: 'stale', level: 'memory', reason: 'stale-if-error' });
    expect(text(served.response.bodies.identity)).toBe('kept');

    state.next = page('broken', 503);
    const again = await pageCache.serve(KEY, 'use', produce);
    expect(again.result.kind).toBe('stale');
  });

  it('passes an origin failure on when nothing stale is left', async () => {
    const { pageCache, advance } = setup();
    const { state, produce } = origin(page('kept'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = new Error('content API down');
    advance(25 * 60 * 60_000);
    await expect(pageCache.serve(KEY, 'use', produce)).rejects.toThrow('content API down');
  });

  it('stores neither 5xx answers nor answers that set a cookie', async () => {
    const { pageCache } = setup();
    const failing = origin(page('oops', 500));
    const first = await pageCache.serve(KEY, 'use', failing.produce);
    expect(first.result).toEqual({ kind: 'miss', stored: false });
    expect(first.response.status).toBe(500);

    const cookie = origin({ ...page('mine'), headers: { 'set-cookie': 'id=1' } });
    expect((await pageCache.serve(KEY, 'use', cookie.produce)).result).toEqual({
      kind: 'miss',
      stored: false,
    });
    await pageCache.serve(KEY, 'use', cookie.produce);
    expect(cookie.state.calls).toBe(2);
  });

  it('never looks up or stores in bypass mode', async () => {
    const { pageCache } = setup();
    const { state, produce } = origin(page('preview'));
    await pageCache.serve(KEY, 'bypass', produce);
    const after = await pageCache.serve(KEY, 'use', produce);
    expect(after.result).toEqual({ kind: 'miss', stored: true });
    expect(state.calls).toBe(2);
  });
});

describe('PageCache windows and modes', () => {
  it('treats an entry as stale from the moment its fresh window ends', async () => {
    const { pageCache, advance, events } = setup();
    const { produce } = origin(page('old'));
    await pageCache.serve(KEY, 'use', produce);
    advance(59_999);
    expect((await pageCache.serve(KEY, 'use', produce)).result).toEqual({
      kind: 'hit',
      level: 'memory',
    });
    expect(events.of('CacheHit')).toEqual([{ type: 'CacheHit', level: 'memory' }]);
    advance(1);
    expect((await pageCache.serve(KEY, 'use', produce)).result.kind).toBe('stale');
  });

  it('waits for the origin once stale-while-revalidate has run out', async () => {
    const { pageCache, advance } = setup();
    const { state, produce } = origin(page('old'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = page('new');
    advance(60_000 + 300_000);
    const served = await pageCache.serve(KEY, 'use', produce);
    expect(served.result).toEqual({ kind: 'miss', stored: true });
    expect(text(served.response.bodies.identity)).toBe('new');
  });

  it('counts a stale-if-error answer, also when the origin answers 500', async () => {
    const { pageCache, advance, events } = setup();
    const { state, produce } = origin(page('kept'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = page('broken', 500);
    advance(60 * 60_000);
    const served = await pageCache.serve(KEY, 'use', produce);
    expect(served.result).toEqual({ kind: 'stale', level: 'memory', reason: 'stale-if-error' });
    expect(text(served.response.bodies.identity)).toBe('kept');
    expect(events.of('CacheStale')).toEqual([
      { type: 'CacheStale', level: 'memory', reason: 'stale-if-error' },
    ]);
  });

  it('hands why a stale copy was served past stale-while-revalidate to onServedStale', async () => {
    const { pageCache, advance, servedStale } = setup();
    const { state, produce } = origin(page('kept'));
    await pageCache.serve(KEY, 'use', produce);
    await pageCache.serve(KEY, 'use', produce);
    advance(60 * 60_000);
    state.next = new Error('content API down');
    await pageCache.serve(KEY, 'use', produce);
    state.next = page('broken', 503);
    await pageCache.serve(KEY, 'use', produce);
    expect(
      servedStale.map(({ error, key }) => ({
        name: (error as Error).name,
        message: (error as Error).message,
        key,
      })),
    ).toEqual([
      { name: 'Error', message: 'content API down', key: KEY },
      { name: 'OriginFailed', message: 'origin answered 503', key: KEY },
    ]);
  });

  it('hands a failed background revalidation, and a 5xx answer to it, to onBackgroundError', async () => {
    const { pageCache, advance, backgroundErrors } = setup();
    const { state, produce } = origin(page('old'));
    await pageCache.serve(KEY, 'use', produce);
    advance(61_000);
    state.next = new Error('content API down');
    await pageCache.serve(KEY, 'use', produce);
    await new Promise((resolve) => setTimeout(resolve, 0));
    state.next = page('broken', 503);
    await pageCache.serve(KEY, 'use', produce);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      backgroundErrors.map(({ error, key }) => ({ message: (error as Error).message, key })),
    ).toEqual([
      { message: 'content API down', key: KEY },
      { message: 'origin answered 503', key: KEY },
    ]);
  });

  it('lets a request past the revalidate window wait for the revalidation already running', async () => {
    const { pageCache, advance } = setup();
    const { state, produce } = origin(page('old'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = page('new');
    let open = (): void => undefined;
    state.release = new Promise((resolve) => {
      open = resolve;
    });
    advance(61_000);
    expect((await pageCache.serve(KEY, 'use', produce)).result.kind).toBe('stale');
    advance(300_000);
    const waiting = pageCache.serve(KEY, 'use', produce);
    open();
    const served = await waiting;
    expect(served.result).toEqual({ kind: 'miss', stored: true });
    expect(text(served.response.bodies.identity)).toBe('new');
    expect(state.calls).toBe(2);
  });

  it('stores a 404 for the short not-found windows', async () => {
    const { pageCache } = setup();
    const { produce } = origin(page('missing', 404));
    const served = await pageCache.serve(KEY, 'use', produce);
    expect(served.result).toEqual({ kind: 'miss', stored: true });
    expect(served.response).toMatchObject({
      status: 404,
      freshMs: 30_000,
      staleWhileRevalidateMs: 30_000,
      staleIfErrorMs: 300_000,
    });
  });

  it('asks the origin past a fresh entry in refresh mode and stores its answer', async () => {
    const { pageCache } = setup();
    const { state, produce } = origin(page('old'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = page('new');
    const refreshed = await pageCache.serve(KEY, 'refresh', produce);
    expect(refreshed.result).toEqual({ kind: 'refresh', stored: true });
    const after = await pageCache.serve(KEY, 'use', produce);
    expect(after.result.kind).toBe('hit');
    expect(text(after.response.bodies.identity)).toBe('new');
    expect(state.calls).toBe(2);
  });

  it('serves an uncacheable refresh as it is, as a refresh', async () => {
    const { pageCache } = setup();
    const cookie = origin({ ...page('mine'), headers: { 'set-cookie': 'id=1' } });
    expect((await pageCache.serve(KEY, 'refresh', cookie.produce)).result).toEqual({
      kind: 'refresh',
      stored: false,
    });
  });

  it('answers bypass requests as bypass, with no freshness', async () => {
    const { pageCache, now } = setup();
    const served = await pageCache.serve(KEY, 'bypass', origin(page('preview')).produce);
    expect(served.result).toEqual({ kind: 'bypass' });
    expect(served.response).toMatchObject({
      status: 200,
      storedAt: now(),
      freshMs: 0,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 0,
    });
  });

  it('reads the wall clock when given none', async () => {
    const pageCache = new PageCache({
      cache: new LruResponseCache({ maxBytes: 1024 * 1024 }),
      encoder: {
        encode: (body) => Promise.resolve({ identity: Buffer.from(body), gzip: null, br: null }),
        plain: (body) => ({ identity: Buffer.from(body), gzip: null, br: null }),
      },
      events: new RecordingEventBus(),
    });
    const before = Date.now();
    const served = await pageCache.serve(KEY, 'use', origin(page('now')).produce);
    const after = Date.now();
    expect(served.response.storedAt).toBeGreaterThanOrEqual(before);
    expect(served.response.storedAt).toBeLessThanOrEqual(after);
    expect(served.servedAt).toBeGreaterThanOrEqual(before);
    expect(served.servedAt).toBeLessThanOrEqual(after);
  });
});

describe('PageCache on a level that keeps entries past their windows', () => {
  it('passes an origin failure on once stale-if-error has run out', async () => {
    const { pageCache, advance } = setup(sharedLevel());
    const { state, produce } = origin(page('kept'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = new Error('content API down');
    advance(60_000 + 86_400_000);
    await expect(pageCache.serve(KEY, 'use', produce)).rejects.toThrow('content API down');
  });

  it('serves a 5xx answer uncached, and a good one as a stored miss, once every window ran out', async () => {
    const { pageCache, advance } = setup(sharedLevel());
    const { state, produce } = origin(page('kept'));
    await pageCache.serve(KEY, 'use', produce);
    state.next = page('broken', 503);
    advance(25 * 60 * 60_000);
    const failed = await pageCache.serve(KEY, 'use', produce);
    expect(failed.result).toEqual({ kind: 'miss', stored: false });
    expect(failed.response.status).toBe(503);
    state.next = page('new');
    const served = await pageCache.serve(KEY, 'use', produce);
    expect(served.result).toEqual({ kind: 'miss', stored: true });
    expect(text(served.response.bodies.identity)).toBe('new');
  });
});

describe('PageCache fast path', () => {
  it('answers a fresh in-memory entry synchronously, counting the hit and the page', async () => {
    const { pageCache, events, now } = setup();
    await pageCache.serve(KEY, 'use', origin(page('fast')).produce);
    const hit = pageCache.freshHit(KEY);
    expect(hit?.result).toEqual({ kind: 'hit', level: 'memory' });
    expect(hit?.servedAt).toBe(now());
    expect(text(hit?.response.bodies.identity ?? new Uint8Array())).toBe('fast');
    expect(events.of('CacheHit')).toEqual([{ type: 'CacheHit', level: 'memory' }]);
    expect(events.of('PageServed')).toEqual([
      { type: 'PageServed', siteId: 'wom-dk', status: 200, cache: 'miss' },
      { type: 'PageServed', siteId: 'wom-dk', status: 200, cache: 'hit' },
    ]);
  });

  it('leaves missing and stale entries to serve, counting nothing', async () => {
    const { pageCache, events, advance } = setup();
    expect(pageCache.freshHit(KEY)).toBeNull();
    await pageCache.serve(KEY, 'use', origin(page('old')).produce);
    advance(60_000);
    expect(pageCache.freshHit(KEY)).toBeNull();
    expect(events.types()).toEqual(['PageServed']);
  });

  it('has no fast answer from a cache without an in-process level', async () => {
    const { pageCache } = setup(sharedLevel());
    await pageCache.serve(KEY, 'use', origin(page('shared')).produce);
    expect(pageCache.freshHit(KEY)).toBeNull();
  });

  it('tells whether a shared level may know more than memory', () => {
    expect(setup().pageCache.hasSharedLevel).toBe(false);
    expect(setup(sharedLevel()).pageCache.hasSharedLevel).toBe(true);
  });

  it('looks a fresh entry up in every level and counts it as served', async () => {
    const level = sharedLevel();
    const { pageCache, events } = setup(level);
    await pageCache.serve(KEY, 'use', origin(page('shared')).produce);
    const { served, looked } = await pageCache.lookUp(KEY);
    expect(served?.result).toEqual({ kind: 'hit', level: 'redis' });
    expect(looked.key).toBe('wom-dk|/a||anonymous');
    expect(looked.hit?.level).toBe('redis');
    expect(events.of('CacheHit')).toEqual([{ type: 'CacheHit', level: 'redis' }]);
    expect(events.of('PageServed').map((event) => event.cache)).toEqual(['miss', 'hit']);
  });

  it('hands what it looked up to serve, which asks no level again', async () => {
    const level = sharedLevel();
    const { pageCache, advance, events } = setup(level);
    const { state, produce } = origin(page('old'));
    await pageCache.serve(KEY, 'use', produce);
    advance(61_000);
    const { served, looked } = await pageCache.lookUp(KEY);
    expect(served).toBeNull();
    expect(text(looked.hit?.entry.bodies.identity ?? new Uint8Array())).toBe('old');
    expect(events.of('PageServed')).toHaveLength(1);
    const gets = level.gets;
    const stale = await pageCache.serve(KEY, 'use', produce, looked);
    expect(stale.result).toEqual({
      kind: 'stale',
      level: 'redis',
      reason: 'stale-while-revalidate',
    });
    expect(level.gets).toBe(gets);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.calls).toBe(2);
  });

  it('trusts a lookup that found nothing, and ignores one made for another key', async () => {
    const level = sharedLevel();
    const { pageCache } = setup(level);
    const other: CacheKey = { ...KEY, path: '/b' };
    const { looked } = await pageCache.lookUp(KEY);
    expect(looked).toEqual({ key: 'wom-dk|/a||anonymous', hit: null });
    const gets = level.gets;
    const missed = await pageCache.serve(KEY, 'use', origin(page('a')).produce, looked);
    expect(missed.result).toEqual({ kind: 'miss', stored: true });
    expect(level.gets).toBe(gets);
    const { looked: lookedOther } = await pageCache.lookUp(other);
    const hit = await pageCache.serve(KEY, 'use', origin(page('again')).produce, lookedOther);
    expect(hit.result).toEqual({ kind: 'hit', level: 'redis' });
  });
});
