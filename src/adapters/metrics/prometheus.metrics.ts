import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { MetricsPort, UpstreamObservation } from '../../ports/metrics.port';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** prom-client behind the metrics port, on its own registry (never the global default). */
export class PrometheusMetrics implements MetricsPort {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly upstreamDuration: Histogram<'service' | 'operation' | 'outcome'>;
  private readonly upstreamErrors: Counter<'service' | 'outcome'>;
  private readonly renderDuration: Histogram<'page_type'>;

  constructor(options: { readonly defaultMetrics: boolean }) {
    if (options.defaultMetrics) collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.upstreamDuration = new Histogram({
      name: 'upstream_request_duration_seconds',
      help: 'Upstream call duration by service, operation and outcome',
      labelNames: ['service', 'operation', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.upstreamErrors = new Counter({
      name: 'upstream_errors_total',
      help: 'Failed upstream calls by service and outcome',
      labelNames: ['service', 'outcome'],
      registers: [this.registry],
    });
    this.renderDuration = new Histogram({
      name: 'render_duration_seconds',
      help: 'Server render duration by page type',
      labelNames: ['page_type'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
  }

  observeHttp(method: string, route: string, statusCode: number, durationSeconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, durationSeconds);
  }

  observeUpstream(observation: UpstreamObservation): void {
    const { service, operation, outcome, durationSeconds } = observation;
    this.upstreamDuration.observe({ service, operation, outcome }, durationSeconds);
    if (outcome !== 'ok' && outcome !== 'not_found') this.upstreamErrors.inc({ service, outcome });
  }

  observeRender(pageType: string, durationSeconds: number): void {
    this.renderDuration.observe({ page_type: pageType }, durationSeconds);
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
