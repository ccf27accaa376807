import { describe, expect, it } from 'vitest';
import { LruResponseCache } from '../../src/adapters/cache/lru-response.cache';
import { PageCache } from '../../src/application/page-cache.service';
import type { ProducedResponse } from '../../src/application/page-cache.types';
import type { CacheKey } from '../../src/ports/response-cache.port';
import { RecordingEventBus } from '../fakes/event-bus.fake';

const KEY: CacheKey = { siteId: 'wom-dk', path: '/a', query: '', variant: 'anonymous' };

function setup() {
  let time = 1_700_000_000_000;
  const now = () => time;
  const events = new RecordingEventBus();
  const backgroundErrors: unknown[] = [];
  const cache = new LruResponseCache({ maxBytes: 1024 * 1024, now });
  const pageCache = new PageCache({
    cache,
    now,
    encoder: {
      encode: (body) => Promise.resolve({ identity: Buffer.from(body), gzip: null, br: null }),
      plain: (body) => ({ identity: Buffer.from(body), gzip: null, br: null }),
    },
    events,
    onBackgroundError: (error) => {
      backgroundErrors.push(error);
    },
  });
  return {
    pageCache,
    events,
    backgroundErrors,
    advance: (ms: number) => {
      time += ms;
    },
  };
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
