import { describe, expect, it } from 'vitest';
import { MetricsOperationsStatus } from '../../../src/adapters/http/admin-dashboard.reader';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';

describe('the admin overview read from the metrics', () => {
  it('lists each upstream with its requests, mean latency and breaker state', async () => {
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    const call = { service: 'content-api', operation: 'resolve', outcome: 'ok' } as const;
    metrics.observeUpstream({ ...call, durationSeconds: 0.1 });
    metrics.observeUpstream({ ...call, durationSeconds: 0.3 });
    metrics.observeBreaker('newsletter', 'open');
    const traffic = await new MetricsOperationsStatus(metrics.registry).traffic();
    expect(traffic.upstreams).toEqual([
      { service: 'content-api', state: 'closed', latencyMs: 200, requests: 2 },
      { service: 'newsletter', state: 'open', latencyMs: null, requests: 0 },
    ]);
  });

  it('counts hits and stale answers of any level over the lookups of the front level', async () => {
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    expect(
      (await new MetricsOperationsStatus(metrics.registry).traffic()).cacheHitRatio,
    ).toBeNull();
    metrics.observeCache('memory', 'hit');
    metrics.observeCache('memory', 'miss');
    metrics.observeCache('memory', 'miss');
    metrics.observeCache('memory', 'stale');
    metrics.observeCache('redis', 'hit');
    metrics.observeCache('redis', 'miss');
    const traffic = await new MetricsOperationsStatus(metrics.registry).traffic();
    expect(traffic.cacheHitRatio).toBe(0.75);
  });

  it("reads this process's uptime, memory and Node.js version", () => {
    const reading = new MetricsOperationsStatus(
      new PrometheusMetrics({ defaultMetrics: false }).registry,
    ).process();
    expect(reading.runtime).toBe(process.version);
    expect(reading.uptimeMs).toBeGreaterThan(0);
    expect(reading.memoryBytes).toBeGreaterThan(0);
  });
});
