import { describe, expect, it } from 'vitest';
import { LruResponseCache } from '../../../src/adapters/cache/lru-response.cache';
import { MemoryRenderClaims } from '../../../src/adapters/cache/render-claims';
import { TwoLevelResponseCache } from '../../../src/adapters/cache/two-level-response.cache';
import { ContentRefresh } from '../../../src/application/content-changes/content-refresh.service';
import type { EventOf } from '../../../src/ports/event-bus.port';
import type { PageRefreshPort } from '../../../src/ports/page-refresh.port';
import {
  isFresh,
  keyString,
  type CachedResponse,
  type CacheKey,
} from '../../../src/ports/response-cache.port';
import { contentChangedFixture } from '../../fakes/domain-builders';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

function key(path: string, variant: CacheKey['variant'] = 'anonymous'): CacheKey {
  return { siteId: 'wom-dk', path, query: '', variant };
}

function entry(keys: string, storedAt = Date.now()): CachedResponse {
  return {
    status: 200,
    headers: { 'surrogate-key': keys },
    bodies: { identity: Buffer.from('x'), gzip: null, br: null },
    storedAt,
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    staleIfErrorMs: 86_400_000,
  };
}

/** Renders by storing a fresh copy, and remembers what it rendered and when. */
class RecordingRefresh implements PageRefreshPort {
  readonly rendered: { readonly id: string; readonly at: number }[] = [];
  constructor(private readonly cache: LruResponseCache) {}
  async refresh(page: CacheKey): Promise<boolean> {
    this.rendered.push({ id: keyString(page), at: Date.now() });
    await this.cache.set(page, entry('wom-dk:composite:12'));
    return true;
  }
}

function changed(at = Date.now()): EventOf<'ContentChanged'> {
  return contentChangedFixture({ keys: ['wom-dk:composite:12', 'wom-dk:sitemaps'], at });
}

async function setUp(renderIntervalMs = 1_000) {
  const cache = new LruResponseCache({ maxBytes: 1 << 20 });
  await cache.set(key('/a'), entry('wom-dk:composite:12'));
  await cache.set(key('/'), entry('wom-dk:page:5 wom-dk:composite:12'));
  await cache.set(key('/a', 'subscriber'), entry('wom-dk:composite:12'));
  await cache.set(key('/b'), entry('wom-dk:composite:99'));
  const pages = new RecordingRefresh(cache);
  const bus = new RecordingEventBus();
  const invalidated: string[] = [];
  const refresh = new ContentRefresh({
    cache,
    pages,
    claims: new MemoryRenderClaims(),
    events: bus,
    sitemaps: { invalidate: (siteId) => invalidated.push(siteId) },
    renderIntervalMs,
  });
  refresh.subscribe(bus);
  return { cache, pages, bus, invalidated, refresh };
}

describe('content refresh', () => {
  it('renders again the anonymous pages that showed the change, and no others', async () => {
    const { pages, bus, refresh } = await setUp();
    await bus.publish(changed());
    await refresh.idle();
    expect(new Set(pages.rendered.map((render) => render.id))).toEqual(
      new Set(['wom-dk|/||anonymous', 'wom-dk|/a||anonymous']),
    );
    const [refreshed] = bus.of('ContentRefreshed');
    expect(refreshed).toMatchObject({ pagesPurged: 3, pagesRendered: 2, siteId: 'wom-dk' });
  });

  it('leaves a signed-in variant stale until its reader asks', async () => {
    const { cache, bus, refresh } = await setUp();
    await bus.publish(changed());
    await refresh.idle();
    const subscriber = cache.peek(key('/a', 'subscriber'));
    expect(subscriber !== null && isFresh(subscriber.entry, Date.now())).toBe(false);
    const other = cache.peek(key('/b'));
    expect(other !== null && isFresh(other.entry, Date.now())).toBe(true);
  });

  it('on a replica that did not hear the change, makes its copies stale but renders nothing', async () => {
    const { cache, pages, bus, invalidated, refresh } = await setUp();
    await bus.publishRemote(changed());
    await refresh.idle();
    expect(pages.rendered).toEqual([]);
    expect(bus.of('ContentRefreshed')).toEqual([]);
    const article = cache.peek(key('/a'));
    expect(article !== null && isFresh(article.entry, Date.now())).toBe(false);
    expect(invalidated).toEqual(['wom-dk']);
  });

  it('renders a page once per interval in an edit storm, and once more after the last edit', async () => {
    const { pages, bus, refresh } = await setUp(200);
    const storm: Promise<void>[] = [];
    const started = Date.now();
    for (let edit = 0; edit < 20; edit++) {
      storm.push(bus.publish(changed()));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const stormMs = Date.now() - started;
    await Promise.all(storm);
    await refresh.idle();
    const article = pages.rendered.filter((render) => render.id === 'wom-dk|/a||anonymous');
    // 20 edits over ~400 ms at one render per 200 ms: a handful, never one per edit
    expect(article.length).toBeGreaterThanOrEqual(2);
    expect(article.length).toBeLessThanOrEqual(Math.ceil(stormMs / 200) + 1);
    expect(article.length).toBeLessThan(20);
    for (let index = 1; index < article.length; index++) {
      const gap = (article[index]?.at ?? 0) - (article[index - 1]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(190);
    }
    // the last render started after the last edit was heard
    const lastEdit = bus.of('ContentChanged').at(-1)?.at ?? 0;
    expect(article.at(-1)?.at ?? 0).toBeGreaterThanOrEqual(lastEdit);
  });

  it('on a replica that did not hear the change, leaves the shared level to the one that did', async () => {
    const memory = new LruResponseCache({ maxBytes: 1 << 20 });
    const shared = new LruResponseCache({ maxBytes: 1 << 20 });
    const cache = new TwoLevelResponseCache(memory, shared);
    await cache.set(key('/a'), entry('wom-dk:composite:12'));
    const bus = new RecordingEventBus();
    const refresh = new ContentRefresh({
      cache,
      pages: new RecordingRefresh(memory),
      claims: new MemoryRenderClaims(),
      events: bus,
      sitemaps: { invalidate: () => undefined },
    });
    refresh.subscribe(bus);
    await bus.publishRemote(changed());
    // the hearing replica may have stored the new page there already: it must stay
    const kept = shared.peek(key('/a'));
    expect(kept !== null && isFresh(kept.entry, Date.now())).toBe(true);
    const local = memory.peek(key('/a'));
    expect(local !== null && isFresh(local.entry, Date.now())).toBe(false);
  });
});
