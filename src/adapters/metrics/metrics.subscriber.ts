import type { EventBusPort } from '../../ports/event-bus.port';
import type { PrometheusMetrics } from './prometheus.metrics';

/**
 * The domain facts Prometheus shows beyond `domain_events_total` (counted by the bus for every
 * event): cache lookups by level and result, and each upstream breaker's state. Returns the
 * unsubscribe function.
 */
export function subscribeMetrics(
  bus: EventBusPort,
  metrics: Pick<PrometheusMetrics, 'observeCache' | 'observeBreaker'>,
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
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
