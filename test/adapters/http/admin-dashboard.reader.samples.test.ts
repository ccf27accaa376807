import { describe, expect, it } from 'vitest';
import {
  cacheHitRatio,
  MetricsOperationsStatus,
  upstreamStatus,
} from '../../../src/adapters/http/admin-dashboard.reader';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';

type Metrics = Parameters<typeof upstreamStatus>[0];

interface Sample {
  readonly value: number;
  readonly labels: Readonly<Record<string, string | number>>;
  readonly metricName?: string;
}

/** The metrics as the registry hands them over as JSON, written out sample by sample. */
function metricsOf(samples: Readonly<Record<string, readonly Sample[]>>): Metrics {
  return Object.entries(samples).map(([name, values]) => ({
    name,
    help: name,
    type: 'gauge',
    aggregator: 'sum',
    values,
  })) as unknown as Metrics;
}

const DURATION = 'upstream_request_duration_seconds';

describe('the admin overview read from metric samples', () => {
  it('lists no upstream and no hit ratio when the metrics hold none of their samples', () => {
    expect(upstreamStatus(metricsOf({}))).toEqual([]);
    expect(cacheHitRatio(metricsOf({}))).toBeNull();
  });

  it('lists upstreams with requests but no breaker reading as closed', () => {
    const metrics = metricsOf({
      [DURATION]: [
        { value: 0.5, labels: { service: 'search' }, metricName: `${DURATION}_sum` },
        { value: 2, labels: { service: 'search' }, metricName: `${DURATION}_count` },
      ],
    });
    expect(upstreamStatus(metrics)).toEqual([
      { service: 'search', state: 'closed', latencyMs: 250, requests: 2 },
    ]);
  });

  it('sums and counts only the _sum and _count samples, skipping buckets and samples without a name', () => {
    const metrics = metricsOf({
      [DURATION]: [
        { value: 7, labels: { service: 'content-api', le: 0.5 }, metricName: `${DURATION}_bucket` },
        { value: 9, labels: { service: 'content-api' } },
        { value: 0.4, labels: { service: 'content-api' }, metricName: `${DURATION}_sum` },
        { value: 2, labels: { service: 'content-api' }, metricName: `${DURATION}_count` },
      ],
    });
    expect(upstreamStatus(metrics)).toEqual([
      { service: 'content-api', state: 'closed', latencyMs: 200, requests: 2 },
    ]);
  });

  it('adds up a service seen under several operations, and names a sample without a service unknown', () => {
    const metrics = metricsOf({
      [DURATION]: [
        {
          value: 0.2,
          labels: { service: 'identity', operation: 'a' },
          metricName: `${DURATION}_sum`,
        },
        {
          value: 1,
          labels: { service: 'identity', operation: 'a' },
          metricName: `${DURATION}_count`,
        },
        {
          value: 0.4,
          labels: { service: 'identity', operation: 'b' },
          metricName: `${DURATION}_sum`,
        },
        {
          value: 1,
          labels: { service: 'identity', operation: 'b' },
          metricName: `${DURATION}_count`,
        },
        { value: 0.1, labels: {}, metricName: `${DURATION}_sum` },
        { value: 1, labels: {}, metricName: `${DURATION}_count` },
      ],
    });
    expect(upstreamStatus(metrics)).toEqual([
      { service: 'identity', state: 'closed', latencyMs: 300, requests: 2 },
      { service: 'unknown', state: 'closed', latencyMs: 100, requests: 1 },
    ]);
  });

  it('keeps the requests of a service that also has a breaker, and sorts the services by name', () => {
    const metrics = metricsOf({
      [DURATION]: [
        { value: 0.9, labels: { service: 'search' }, metricName: `${DURATION}_sum` },
        { value: 3, labels: { service: 'search' }, metricName: `${DURATION}_count` },
        { value: 0.1, labels: { service: 'content-api' }, metricName: `${DURATION}_sum` },
        { value: 1, labels: { service: 'content-api' }, metricName: `${DURATION}_count` },
      ],
      circuit_breaker_state: [
        { value: 1, labels: { service: 'search' } },
        { value: 0, labels: { service: 'newsletter' } },
        { value: 2, labels: { service: 'identity' } },
        { value: 7, labels: { service: 'authority' } },
      ],
    });
    expect(upstreamStatus(metrics)).toEqual([
      { service: 'authority', state: 'unknown', latencyMs: null, requests: 0 },
      { service: 'content-api', state: 'closed', latencyMs: 100, requests: 1 },
      { service: 'identity', state: 'open', latencyMs: null, requests: 0 },
      { service: 'newsletter', state: 'closed', latencyMs: null, requests: 0 },
      { service: 'search', state: 'half-open', latencyMs: 300, requests: 3 },
    ]);
  });

  it('counts cache lookups without a level with those whose level is empty', () => {
    const metrics = metricsOf({
      response_cache_requests_total: [
        { value: 1, labels: { level: '', result: 'miss' } },
        { value: 1, labels: { result: 'hit' } },
      ],
    });
    expect(cacheHitRatio(metrics)).toBe(0.5);
  });

  it("reads this process's uptime in milliseconds", () => {
    const before = process.uptime() * 1000;
    const reading = new MetricsOperationsStatus(
      new PrometheusMetrics({ defaultMetrics: false }).registry,
    ).process();
    const after = process.uptime() * 1000;
    expect(reading.uptimeMs).toBeGreaterThanOrEqual(before);
    expect(reading.uptimeMs).toBeLessThanOrEqual(after);
  });
});
