import type { MetricObject } from 'prom-client';
import type { UpstreamStatusView } from '../../domain/identity/account-view.types';
import type {
  OperationsStatusPort,
  ProcessStatus,
  TrafficStatus,
} from '../../ports/operations-status.port';

type Metric = MetricObject & {
  readonly values: readonly {
    readonly value: number;
    readonly labels: Readonly<Record<string, string | number>>;
    readonly metricName?: string;
  }[];
};

const BREAKER_STATES = ['closed', 'half-open', 'open'];

function find(metrics: readonly Metric[], name: string): Metric | undefined {
  return metrics.find((metric) => metric.name === name);
}

/** Upstream services from the metrics: requests, mean latency and circuit-breaker state. */
export function upstreamStatus(metrics: readonly Metric[]): UpstreamStatusView[] {
  const byService = new Map<string, { sum: number; count: number }>();
  for (const sample of find(metrics, 'upstream_request_duration_seconds')?.values ?? []) {
    const service = String(sample.labels.service ?? 'unknown');
    const entry = byService.get(service) ?? { sum: 0, count: 0 };
    if (sample.metricName?.endsWith('_sum') === true) entry.sum += sample.value;
    if (sample.metricName?.endsWith('_count') === true) entry.count += sample.value;
    byService.set(service, entry);
  }
  const breakers = new Map<string, string>();
  for (const sample of find(metrics, 'circuit_breaker_state')?.values ?? [])
    breakers.set(String(sample.labels.service), BREAKER_STATES[sample.value] ?? 'unknown');
  for (const service of breakers.keys())
    if (!byService.has(service)) byService.set(service, { sum: 0, count: 0 });
  return [...byService]
    .map(([service, { sum, count }]) => ({
      service,
      state: breakers.get(service) ?? 'closed',
      latencyMs: count === 0 ? null : Math.round((sum / count) * 1000),
      requests: count,
    }))
    .sort((a, b) => a.service.localeCompare(b.service));
}

/**
 * Requests answered from the cache (fresh or stale, at any level) over the lookups of the front
 * level (every request looks there first); null before any lookup.
 */
export function cacheHitRatio(metrics: readonly Metric[]): number | null {
  let hits = 0;
  const lookups = new Map<string, number>();
  for (const sample of find(metrics, 'response_cache_requests_total')?.values ?? []) {
    const level = String(sample.labels.level ?? '');
    lookups.set(level, (lookups.get(level) ?? 0) + sample.value);
    if (sample.labels.result === 'hit' || sample.labels.result === 'stale') hits += sample.value;
  }
  const front = Math.max(0, ...lookups.values());
  return front === 0 ? null : Math.min(1, hits / front);
}

interface MetricsRegistry {
  getMetricsAsJSON(): Promise<MetricObject[]>;
}

export async function readMetrics(registry: MetricsRegistry): Promise<Metric[]> {
  return (await registry.getMetricsAsJSON()) as Metric[];
}

/** The admin overview's readings: this process from Node.js, the traffic from the metrics. */
export class MetricsOperationsStatus implements OperationsStatusPort {
  constructor(private readonly registry: MetricsRegistry) {}

  process(): ProcessStatus {
    return {
      uptimeMs: process.uptime() * 1000,
      memoryBytes: process.memoryUsage().rss,
      runtime: process.version,
    };
  }

  async traffic(): Promise<TrafficStatus> {
    const metrics = await readMetrics(this.registry);
    return { upstreams: upstreamStatus(metrics), cacheHitRatio: cacheHitRatio(metrics) };
  }
}
