import type { EventBusPort } from '../../ports/event-bus.port';
import type { PrometheusMetrics } from './prometheus.metrics';

/**
 * The domain facts Prometheus shows beyond `domain_events_total` (counted by the bus for every
 * event): cache lookups by level and result, each upstream breaker's state, purges by reason,
 * content changes, background re-renders and edge purges (ADR 21). Returns the unsubscribe
 * function.
 */
export function subscribeMetrics(
  bus: EventBusPort,
  metrics: Pick<
    PrometheusMetrics,
    | 'observeCache'
    | 'observeBreaker'
    | 'observePurge'
    | 'observeContentChange'
    | 'observeRefresh'
    | 'observeEdgePurge'
  >,
): () => void {
  const unsubscribes = [
    bus.subscribe('CacheHit', (event) => {
      metrics.observeCache(event.level, 'hit');
    }),
    bus.subscribe('CacheStale', (event) => {
      metrics.observeCache(event.level, 'stale');
    }),
    bus.subscribe('CacheMissed', (event) => {
      metrics.observeCache(event.level, 'miss');
    }),
    bus.subscribe('BreakerStateChanged', (event) => {
      metrics.observeBreaker(event.service, event.state);
    }),
    // Purges are counted where they were asked for, once (not again on each replica).
    bus.subscribe('CachePurged', (event, delivery) => {
      if (delivery.local) metrics.observePurge(event.reason);
    }),
    bus.subscribe('ContentChanged', (event, delivery) => {
      if (!delivery.local) return;
      metrics.observePurge('content');
      metrics.observeContentChange(event.kind, event.action);
    }),
    bus.subscribe('ContentRefreshed', (event) => {
      metrics.observeRefresh(event.pagesPurged, event.pagesRendered);
    }),
    bus.subscribe('EdgePurged', (event) => {
      metrics.observeEdgePurge(event.provider, event.outcome, event.durationMs / 1000);
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
