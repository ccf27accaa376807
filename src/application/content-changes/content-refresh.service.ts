import { sitemapKey } from '../../domain/content-changes/surrogate-keys.rules';
import type { EventBusPort, EventOf } from '../../ports/event-bus.port';
import type { PageRefreshPort, RenderClaimPort } from '../../ports/page-refresh.port';
import { keyString, type CacheKey, type ResponseCachePort } from '../../ports/response-cache.port';

export interface ContentRefreshOptions {
  readonly cache: ResponseCachePort;
  readonly pages: PageRefreshPort;
  readonly claims: RenderClaimPort;
  readonly events: EventBusPort;
  /** The sitemaps' kept results (built again after a change that reaches them). */
  readonly sitemaps: { invalidate(siteId: string): void };
  /** The site's menus and strings, loaded again before pages are rendered with them. */
  readonly chrome?: { reload(siteId: string, part: 'menus' | 'translations'): Promise<void> };
  readonly now?: () => number;
  /** At most one render of a page in this long, across replicas. Default: 1 s. */
  readonly renderIntervalMs?: number;
  /** Pages rendered again per change at most (the rest are stale until a reader asks). */
  readonly maxPagesPerChange?: number;
  /** Renders running at once. */
  readonly concurrency?: number;
  readonly onError?: (error: unknown) => void;
}

const DEFAULTS = { renderIntervalMs: 1_000, maxPagesPerChange: 50, concurrency: 4 };

/**
 * What a content change does to this product's caches (ADR 21). On every replica: the entries
 * holding a changed key are made stale in memory and dropped from Redis, and the sitemaps are
 * built again. On the replica that heard the change: the anonymous pages that showed it are
 * rendered again in the background, at most once per page per `renderIntervalMs` across
 * replicas (a claim in Redis), and a later render is made when an earlier one started before the
 * change; then `ContentRefreshed` tells the edge purger that the origin has the new pages.
 */
export class ContentRefresh {
  private readonly options: typeof DEFAULTS & ContentRefreshOptions & { now: () => number };
  private readonly running = new Set<Promise<void>>();

  constructor(options: ContentRefreshOptions) {
    this.options = { ...DEFAULTS, now: () => Date.now(), ...options };
  }

  /** Subscribes to `ContentChanged`; returns the unsubscribe function. */
  subscribe(bus: EventBusPort): () => void {
    return bus.subscribe('ContentChanged', (event, delivery) => this.apply(event, delivery.local));
  }

  /**
   * Drops what the change made stale; on the replica that heard it, starts the background renders
   * and resolves without waiting for them (the webhook answers at once), unless `wait` is set.
   */
  async apply(event: EventOf<'ContentChanged'>, local: boolean, wait = false): Promise<void> {
    const { cache, sitemaps, chrome } = this.options;
    // Menus and strings are kept per replica: each loads them again before its pages are.
    const parts = [
      ...(event.keys.includes(`${event.siteId}:menus`) ? (['menus'] as const) : []),
      ...(event.keys.includes(`${event.siteId}:strings`) ? (['translations'] as const) : []),
    ];
    if (chrome !== undefined)
      await Promise.all(parts.map((part) => chrome.reload(event.siteId, part)));
    const scope = { kind: 'keys', siteId: event.siteId, keys: event.keys } as const;
    // The replica that heard the change purges the shared level; the others only their memory
    // (a purge of Redis from them could drop a page the first one has rendered again meanwhile).
    const found =
      local || cache.purgeLocal === undefined
        ? await cache.purge(scope)
        : await cache.purgeLocal(scope);
    if (event.keys.includes(sitemapKey(event.siteId))) sitemaps.invalidate(event.siteId);
    if (!local) return;
    const refreshing = this.refresh(event, found).catch((error: unknown) => {
      this.options.onError?.(error);
    });
    this.running.add(refreshing);
    void refreshing.finally(() => this.running.delete(refreshing));
    if (wait) await refreshing;
  }

  /** Resolves when every background refresh started so far has ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private async refresh(
    event: EventOf<'ContentChanged'>,
    found: readonly CacheKey[],
  ): Promise<void> {
    const pages = found
      .filter((key) => key.variant === 'anonymous')
      .slice(0, this.options.maxPagesPerChange);
    const rendered = await this.renderAll(pages, event.at);
    await this.options.events.publish({
      type: 'ContentRefreshed',
      siteId: event.siteId,
      keys: event.keys,
      pagesPurged: found.length,
      pagesRendered: rendered,
      at: event.at,
    });
  }

  private async renderAll(pages: readonly CacheKey[], changedAt: number): Promise<number> {
    let next = 0;
    let rendered = 0;
    const worker = async (): Promise<void> => {
      while (next < pages.length) {
        const page = pages[next++];
        if (page !== undefined && (await this.renderOnce(page, changedAt))) rendered++;
      }
    };
    const workers = Math.min(this.options.concurrency, pages.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return rendered;
  }

  /**
   * Renders a page unless a render that started after the change is already made or running
   * (on any replica); when the page was rendered less than `renderIntervalMs` ago, from before
   * the change, waits for its turn and tries again (a few times).
   */
  private async renderOnce(page: CacheKey, changedAt: number): Promise<boolean> {
    const { claims, pages, renderIntervalMs, now } = this.options;
    const id = keyString(page);
    for (let attempt = 0; attempt < 4; attempt++) {
      const claim = await claims.claim(id, renderIntervalMs);
      if (claim.claimed) {
        try {
          return await pages.refresh(page);
        } catch (error) {
          this.options.onError?.(error);
          return false;
        }
      }
      if (claim.since >= changedAt) return false;
      await sleep(Math.max(10, claim.since + renderIntervalMs - now()));
    }
    return false;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
