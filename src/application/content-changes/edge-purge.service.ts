import { pathKey } from '../../domain/content-changes/surrogate-keys.rules';
import type { PurgeScope } from '../../domain/events/domain-events';
import type { EdgeCachePort } from '../../ports/edge-cache.port';
import type { EventBusPort } from '../../ports/event-bus.port';

export interface EdgePurgeOptions {
  readonly edge: EdgeCachePort;
  readonly events: EventBusPort;
  /** Every site id (a purge of everything purges each site's key). */
  readonly siteIds: readonly string[];
  readonly now?: () => number;
  /**
   * How long a failing purge is retried (with a doubling pause from `firstRetryMs`). Past it, the
   * edge's own windows have ended what it held. Default: 60 s, the pages' `s-maxage`.
   */
  readonly retryForMs?: number;
  readonly firstRetryMs?: number;
  /** An attempt failed (logged, sampled, by the caller). */
  readonly onFailure?: (error: unknown, attempt: number) => void;
  /** Keys sent per purge request at most. */
  readonly batchSize?: number;
}

/** Edge keys of a purge scope: the keys, the paths' keys, or the sites' keys. */
export function edgeKeysOf(scope: PurgeScope, siteIds: readonly string[]): readonly string[] {
  switch (scope.kind) {
    case 'keys':
      return scope.keys;
    case 'paths':
      return scope.paths.map((path) => pathKey(scope.siteId, path));
    case 'site':
      return [`${scope.siteId}:site`];
    case 'all':
      return siteIds.map((siteId) => `${siteId}:site`);
  }
}

/**
 * Tells the edge what to drop (ADR 21): after this replica's caches hold the new pages
 * (`ContentRefreshed`), and for every purge an operator or `purge=cache` asked of this replica
 * (`CachePurged`). Only the replica that heard the change asks, once; a failed purge is retried
 * with a doubling pause for as long as the edge may still hold what it names, and each outcome is
 * an `EdgePurged` event (metrics, the alert, the admin overview).
 */
export class EdgePurge {
  private readonly options: Required<Omit<EdgePurgeOptions, 'onFailure'>> &
    Pick<EdgePurgeOptions, 'onFailure'>;

  constructor(options: EdgePurgeOptions) {
    this.options = {
      now: () => Date.now(),
      retryForMs: 60_000,
      firstRetryMs: 250,
      batchSize: 200,
      ...options,
    };
  }

  subscribe(bus: EventBusPort): () => void {
    const unsubscribes = [
      bus.subscribe('ContentRefreshed', (event, delivery) =>
        delivery.local ? this.purge(event.siteId, event.keys) : undefined,
      ),
      bus.subscribe('CachePurged', (event, delivery) => {
        if (!delivery.local) return undefined;
        const siteId = event.scope.kind === 'all' ? '*' : event.scope.siteId;
        return this.purge(siteId, edgeKeysOf(event.scope, this.options.siteIds));
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }

  /** Purges the keys at the edge, retrying; resolves when purged or given up. */
  async purge(siteId: string, keys: readonly string[]): Promise<void> {
    const { edge, events, now, batchSize } = this.options;
    if (edge.provider === 'none' || keys.length === 0) return;
    const started = now();
    let attempts = 0;
    let pending = [...keys];
    let pause = this.options.firstRetryMs;
    for (;;) {
      attempts++;
      const failed: string[] = [];
      for (let at = 0; at < pending.length; at += batchSize) {
        const batch = pending.slice(at, at + batchSize);
        try {
          await edge.purgeKeys(batch);
        } catch (error) {
          this.options.onFailure?.(error, attempts);
          failed.push(...batch);
        }
      }
      pending = failed;
      const done = pending.length === 0;
      if (done || now() - started + pause > this.options.retryForMs) {
        await events.publish({
          type: 'EdgePurged',
          siteId,
          provider: edge.provider,
          keys: keys.length,
          outcome: done ? 'purged' : 'failed',
          attempts,
          durationMs: now() - started,
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause *= 2;
    }
  }
}
