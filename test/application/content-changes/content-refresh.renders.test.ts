import { describe, expect, it } from 'vitest';
import {
  ContentRefresh,
  type ContentRefreshOptions,
} from '../../../src/application/content-changes/content-refresh.service';
import type { EventOf } from '../../../src/ports/event-bus.port';
import type { RenderClaimPort } from '../../../src/ports/page-refresh.port';
import type { CacheKey, ResponseCachePort } from '../../../src/ports/response-cache.port';
import { contentChangedFixture } from '../../fakes/domain-builders';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

const CHANGED_AT = 1_000_000;

function key(path: string, variant: CacheKey['variant'] = 'anonymous'): CacheKey {
  return { siteId: 'wom-dk', path, query: '', variant };
}

function changed(keys: readonly string[] = ['wom-dk:composite:12']): EventOf<'ContentChanged'> {
  return contentChangedFixture({ keys, at: CHANGED_AT });
}

type Claim = Awaited<ReturnType<RenderClaimPort['claim']>>;

function setUp(
  found: readonly CacheKey[],
  options: Partial<ContentRefreshOptions> & {
    readonly claim?: (id: string) => Claim;
    readonly render?: (page: CacheKey) => Promise<boolean>;
    readonly realClock?: boolean;
  } = {},
) {
  const bus = new RecordingEventBus();
  const rendered: string[] = [];
  const claims: { id: string; at: number }[] = [];
  const invalidated: string[] = [];
  const cache = { purge: () => Promise.resolve(found) } as unknown as ResponseCachePort;
  const refresh = new ContentRefresh({
    cache,
    pages: {
      refresh: (page) => {
        rendered.push(page.path);
        return options.render?.(page) ?? Promise.resolve(true);
      },
    },
    claims: {
      claim: (id) => {
        claims.push({ id, at: Date.now() });
        return Promise.resolve(options.claim?.(id) ?? { claimed: true });
      },
    },
    events: bus,
    sitemaps: { invalidate: (siteId) => invalidated.push(siteId) },
    ...(options.realClock === true ? {} : { now: () => CHANGED_AT }),
    ...options,
  });
  return { bus, rendered, claims, invalidated, refresh };
}

function refreshedOf(bus: RecordingEventBus) {
  return bus.of('ContentRefreshed');
}

describe('content refresh: menus, strings and sitemaps', () => {
  it('loads the menus and strings again before rendering when the change reaches them', async () => {
    const reloads: string[] = [];
    const chrome = {
      reload: (siteId: string, part: string) => {
        reloads.push(`${siteId} ${part}`);
        return Promise.resolve();
      },
    };
    const { refresh } = setUp([], { chrome });
    await refresh.apply(changed(['wom-dk:menus', 'wom-dk:strings']), true, true);
    expect(reloads).toEqual(['wom-dk menus', 'wom-dk translations']);
    reloads.length = 0;
    await refresh.apply(changed(), true, true);
    expect(reloads).toEqual([]);
  });

  it('works without a chrome to reload', async () => {
    const { bus, refresh } = setUp([]);
    await refresh.apply(changed(['wom-dk:menus']), true, true);
    expect(refreshedOf(bus)).toHaveLength(1);
  });

  it('builds the sitemaps again only when the change reaches them', async () => {
    const { refresh, invalidated } = setUp([]);
    await refresh.apply(changed(), true, true);
    expect(invalidated).toEqual([]);
    await refresh.apply(changed(['wom-dk:sitemaps']), false);
    expect(invalidated).toEqual(['wom-dk']);
  });
});

describe('content refresh: background renders', () => {
  it('answers the webhook before the renders end, unless asked to wait', async () => {
    let release = (): void => undefined;
    const { bus, refresh } = setUp([key('/a')], {
      render: () =>
        new Promise<boolean>((resolve) => {
          release = () => {
            resolve(true);
          };
        }),
    });
    await refresh.apply(changed(), true);
    expect(refreshedOf(bus)).toEqual([]);
    release();
    await refresh.idle();
    expect(refreshedOf(bus)).toMatchObject([{ pagesRendered: 1 }]);
  }, 2_000);

  it('is idle (for shutdown) only once the background renders have ended', async () => {
    const { bus, refresh } = setUp([key('/a')], {
      render: () =>
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            resolve(true);
          }, 20),
        ),
    });
    await refresh.apply(changed(), true);
    await refresh.idle();
    expect(refreshedOf(bus)).toMatchObject([{ pagesRendered: 1 }]);
  });

  it('renders only anonymous pages, at most `concurrency` at once', async () => {
    let running = 0;
    let most = 0;
    const found = ['/1', '/2', '/3', '/4', '/5'].map((path) => key(path));
    const { bus, rendered, refresh } = setUp([...found, key('/1', 'subscriber')], {
      concurrency: 2,
      render: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return true;
      },
    });
    await refresh.apply(changed(), true, true);
    expect(most).toBe(2);
    expect(rendered).toEqual(['/1', '/2', '/3', '/4', '/5']);
    expect(refreshedOf(bus)).toMatchObject([{ pagesPurged: 6, pagesRendered: 5 }]);
  });

  it('counts a page rendered since the change by another replica as not rendered here', async () => {
    const { bus, rendered, claims, refresh } = setUp([key('/a')], {
      claim: () => ({ claimed: false, since: CHANGED_AT }),
    });
    await refresh.apply(changed(), true, true);
    expect(rendered).toEqual([]);
    expect(claims).toHaveLength(1);
    expect(refreshedOf(bus)).toMatchObject([{ pagesRendered: 0 }]);
  });

  it('gives up after four turns when renders from before the change keep the page', async () => {
    const { bus, rendered, claims, refresh } = setUp([key('/a')], {
      claim: () => ({ claimed: false, since: CHANGED_AT - 5_000 }),
    });
    await refresh.apply(changed(), true, true);
    expect(claims).toHaveLength(4);
    expect(rendered).toEqual([]);
    expect(refreshedOf(bus)).toMatchObject([{ pagesRendered: 0 }]);
  });

  it('waits until the earlier render’s interval is over before trying again', async () => {
    let calls = 0;
    const { rendered, claims, refresh } = setUp([key('/a')], {
      renderIntervalMs: 120,
      // The earlier render started 1 ms before the change: its interval ends 119 ms later.
      claim: () => (calls++ === 0 ? { claimed: false, since: CHANGED_AT - 1 } : { claimed: true }),
    });
    await refresh.apply(changed(), true, true);
    expect(rendered).toEqual(['/a']);
    expect((claims[1]?.at ?? 0) - (claims[0]?.at ?? 0)).toBeGreaterThanOrEqual(100);
  });

  it('waits by the real clock when none is given', async () => {
    let calls = 0;
    const { claims, refresh } = setUp([key('/a')], {
      realClock: true,
      renderIntervalMs: 120,
      claim: () => (calls++ === 0 ? { claimed: false, since: Date.now() - 1 } : { claimed: true }),
    });
    const event = { ...changed(), at: Date.now() };
    await refresh.apply(event, true, true);
    expect((claims[1]?.at ?? 0) - (claims[0]?.at ?? 0)).toBeGreaterThanOrEqual(100);
  });

  it('reports a failing render, counts it as not rendered, and renders the other pages', async () => {
    const errors: unknown[] = [];
    const { bus, refresh } = setUp([key('/bad'), key('/good')], {
      concurrency: 1,
      onError: (error) => errors.push(error),
      render: (page) =>
        page.path === '/bad' ? Promise.reject(new Error('render failed')) : Promise.resolve(true),
    });
    await refresh.apply(changed(), true, true);
    expect(errors).toHaveLength(1);
    expect(refreshedOf(bus)).toMatchObject([{ pagesRendered: 1 }]);
  });

  it('survives a failing render with nobody listening for errors', async () => {
    const { bus, refresh } = setUp([key('/bad')], {
      render: () => Promise.reject(new Error('render failed')),
    });
    await refresh.apply(changed(), true, true);
    expect(refreshedOf(bus)).toMatchObject([{ pagesRendered: 0 }]);
  });

  it('reports a refresh that could not tell the edge purger, with or without a listener', async () => {
    const errors: unknown[] = [];
    const failing = new RecordingEventBus();
    failing.publish = () => Promise.reject(new Error('bus is down'));
    const { refresh } = setUp([key('/a')], {
      events: failing,
      onError: (error) => errors.push(error),
    });
    await refresh.apply(changed(), true, true);
    expect(errors).toMatchObject([{ message: 'bus is down' }]);
    const quiet = setUp([key('/a')], { events: failing });
    await expect(quiet.refresh.apply(changed(), true, true)).resolves.toBeUndefined();
  });
});
