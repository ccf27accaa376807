import { PrometheusMetrics } from '../../adapters/metrics/prometheus.metrics';
import { family } from '../binding';
import { ID } from '../identifiers';

/** Prometheus metrics on the process's own registry (METRICS_PORT serves them). */
export const observabilityModule = family((provide) => {
  provide(ID.prometheus, () => new PrometheusMetrics({ defaultMetrics: true }));
});
