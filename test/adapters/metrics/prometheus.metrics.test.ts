import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';

/**
 * What every request updates is counted in plain numbers and folded into prom-client at scrape
 * (`scrape-fold.metrics.ts`): the exposition must read exactly as if prom-client had observed
 * each request itself.
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function linesOf(body: string, name: string): string[] {
  return body.split('\n').filter((line) => line.startsWith(name));
}

type Observation = [site: string, status: number, seconds: number];

const OBSERVATIONS: Observation[] = [
  ['wom-dk', 200, 0.0004],
  ['wom-dk', 200, 0.005],
  ['wom-dk', 200, 0.0051],
  ['cos-se', 404, 0.3],
  ['wom-dk', 200, 12],
  ['none', 200, 0.01],
];

/** The same observations through a plain prom-client Histogram: what the exposition was before. */
async function plainExposition(observations: readonly Observation[]): Promise<string> {
  const registry = new Registry();
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by site, route pattern and status',
    labelNames: ['site', 'method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
  for (const [site, status, seconds] of observations)
    histogram.observe({ site, method: 'GET', route: '/*', status_code: String(status) }, seconds);
  return registry.metrics();
}

describe('metrics folded at scrape', () => {
  it('expose the request histogram exactly as prom-client observing each request', async () => {
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    for (const [site, status, seconds] of OBSERVATIONS.slice(0, 3))
      metrics.observeHttp(site, 'GET', '/*', status, seconds);
    // a scrape in between: the next one adds to what is already there
    await metrics.exposition();
    for (const [site, status, seconds] of OBSERVATIONS.slice(3))
      metrics.observeHttp(site, 'GET', '/*', status, seconds);

    const { body } = await metrics.exposition();
    const expected = await plainExposition(OBSERVATIONS);
    expect(linesOf(body, 'http_request_duration_seconds')).toEqual(
      linesOf(expected, 'http_request_duration_seconds'),
    );
  });

  it('count a kept series like observeHttp, in the first bucket at or above the duration', async () => {
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    const series = metrics.httpRequests('wom-dk', 'GET', '/*', 200);
    series.observe(0.03);
    metrics.observeHttp('wom-dk', 'GET', '/*', 200, 0.05);
    series.observe(0.025);

    const { body } = await metrics.exposition();
    const expected = await plainExposition([
      ['wom-dk', 200, 0.03],
      ['wom-dk', 200, 0.05],
      ['wom-dk', 200, 0.025],
    ]);
    expect(linesOf(body, 'http_request_duration_seconds')).toEqual(
      linesOf(expected, 'http_request_duration_seconds'),
    );
  });

  it('start again from zero after a registry reset, as prom-client does', async () => {
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    metrics.observeHttp('wom-dk', 'GET', '/*', 200, 0.001);
    await metrics.exposition();
    metrics.registry.resetMetrics();
    expect(
      linesOf((await metrics.exposition()).body, 'http_request_duration_seconds_count'),
    ).toEqual([]);
    metrics.observeHttp('wom-dk', 'GET', '/*', 200, 0.001);
    expect((await metrics.exposition()).body).toContain(
      'http_request_duration_seconds_count{site="wom-dk",method="GET",route="/*",status_code="200"} 1',
    );
  });

  it('expose cache lookups and domain events with the counts prom-client would show', async () => {
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    for (let hit = 0; hit < 3; hit += 1) {
      metrics.observeCache('memory', 'hit');
      metrics.observeEvent('CacheHit');
      metrics.observeEvent('PageServed');
    }
    metrics.observeCache('redis', 'miss');

    const { body } = await metrics.exposition();
    const registry = new Registry();
    const cache = new Counter({
      name: 'response_cache_requests_total',
      help: 'Response cache lookups by level and result (hit, stale, miss)',
      labelNames: ['level', 'result'],
      registers: [registry],
    });
    cache.inc({ level: 'memory', result: 'hit' }, 3);
    cache.inc({ level: 'redis', result: 'miss' });
    expect(linesOf(body, 'response_cache_requests_total')).toEqual(
      linesOf(await registry.metrics(), 'response_cache_requests_total'),
    );
    expect(body).toContain('domain_events_total{type="CacheHit"} 3');
    expect(body).toContain('domain_events_total{type="PageServed"} 3');
    expect(body).toContain('domain_events_total{type="CachePurged"} 0');
  });
});
