import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DOMAIN_EVENT_TYPES } from '../../domain/events/domain-events';
import type { MetricsPort, UpstreamObservation } from '../../ports/metrics.port';
import { FoldedCounter, FoldedHistogram, type HistogramSeries } from './scrape-fold.metrics';

const BREAKER_STATE_VALUES = { closed: 0, 'half-open': 1, open: 2 } as const;
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The `site` label of a request whose host names no configured site. */
export const NO_SITE = 'none';

type HttpLabel = 'site' | 'method' | 'route' | 'status_code';

/**
 * prom-client behind the metrics port, on its own registry (never the global default). What every
 * request (or cache hit) updates, `http_request_duration_seconds`, `response_cache_requests_total`
 * and `domain_events_total`, is counted in plain numbers and folded into prom-client when it is
 * scraped (`scrape-fold.metrics.ts`); the exposition is the same.
 */
export class PrometheusMetrics implements MetricsPort {
  readonly registry = new Registry();
  private readonly httpDuration: FoldedHistogram<HttpLabel>;
  private readonly upstreamDuration: Histogram<'service' | 'operation' | 'outcome'>;
  private readonly upstreamErrors: Counter<'service' | 'outcome'>;
  private readonly renderDuration: Histogram<'page_type'>;
  private readonly cacheRequests: FoldedCounter<'level' | 'result'>;
  private readonly breakerState: Gauge<'service'>;
  private readonly domainEvents: FoldedCounter<'type'>;
  private readonly redisErrors: Counter<'operation'>;
  private readonly shapeErrors: Counter<'resource' | 'field'>;
  private readonly purges: Counter<'reason'>;
  private readonly contentChanges: Counter<'kind' | 'action'>;
  private readonly pagesRefreshed: Counter<'result'>;
  private readonly surrogateKeys: Histogram;
  private readonly edgePurges: Counter<'provider' | 'outcome'>;
  private readonly edgePurgeDuration: Histogram<'provider' | 'outcome'>;

  constructor(options: { readonly defaultMetrics: boolean }) {
    if (options.defaultMetrics) collectDefaultMetrics({ register: this.registry });
    // `collect` runs at scrape, long after the fields below are set.
    this.httpDuration = new FoldedHistogram(
      new Histogram<HttpLabel>({
        name: 'http_request_duration_seconds',
        help: 'HTTP request duration by site, route pattern and status',
        labelNames: ['site', 'method', 'route', 'status_code'],
        buckets: DURATION_BUCKETS,
        registers: [this.registry],
        collect: () => {
          this.httpDuration.fold();
        },
      }),
    );
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
    this.cacheRequests = new FoldedCounter(
      new Counter({
        name: 'response_cache_requests_total',
        help: 'Response cache lookups by level and result (hit, stale, miss)',
        labelNames: ['level', 'result'],
        registers: [this.registry],
        collect: () => {
          this.cacheRequests.fold();
        },
      }),
    );
    this.breakerState = new Gauge({
      name: 'circuit_breaker_state',
      help: 'Circuit breaker state by upstream service: 0 closed, 1 half-open, 2 open',
      labelNames: ['service'],
      registers: [this.registry],
    });
    const domainEvents = new Counter({
      name: 'domain_events_total',
      help: 'Domain events delivered in this process, by type',
      labelNames: ['type'],
      registers: [this.registry],
      collect: () => {
        this.domainEvents.fold();
      },
    });
    // Every type is exposed from the start at 0: a rate over a type that has not happened yet is
    // 0, not absent, and the dashboard lists every type.
    for (const type of DOMAIN_EVENT_TYPES) domainEvents.inc({ type }, 0);
    this.domainEvents = new FoldedCounter(domainEvents);
    this.redisErrors = new Counter({
      name: 'redis_errors_total',
      help: 'Redis commands that failed or were skipped because Redis was away, by operation',
      labelNames: ['operation'],
      registers: [this.registry],
    });
    this.shapeErrors = new Counter({
      name: 'upstream_shape_errors_total',
      help: 'Upstream items or fields dropped because they did not fit the contract, by resource and field',
      labelNames: ['resource', 'field'],
      registers: [this.registry],
    });
    this.purges = new Counter({
      name: 'cache_purges_total',
      help: 'Response cache purges by reason (content change, purge=cache query, admin, webhook paths)',
      labelNames: ['reason'],
      registers: [this.registry],
    });
    for (const reason of ['content', 'query', 'admin', 'webhook']) this.purges.inc({ reason }, 0);
    this.contentChanges = new Counter({
      name: 'content_changes_total',
      help: 'Content changes the content webhook reported, by kind and action',
      labelNames: ['kind', 'action'],
      registers: [this.registry],
    });
    this.pagesRefreshed = new Counter({
      name: 'content_refresh_pages_total',
      help: 'Cached pages a content change made stale, and pages rendered again in the background',
      labelNames: ['result'],
      registers: [this.registry],
    });
    this.surrogateKeys = new Histogram({
      name: 'surrogate_keys_per_page',
      help: 'Surrogate keys on each stored page',
      buckets: [4, 8, 16, 32, 48, 64],
      registers: [this.registry],
    });
    this.edgePurges = new Counter({
      name: 'edge_purges_total',
      help: 'Purges by surrogate key at the edge (Varnish, CDN), after retries, by provider and outcome',
      labelNames: ['provider', 'outcome'],
      registers: [this.registry],
    });
    this.edgePurgeDuration = new Histogram({
      name: 'edge_purge_duration_seconds',
      help: 'Time from the first attempt of an edge purge to its outcome, by provider and outcome',
      labelNames: ['provider', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [this.registry],
    });
  }

  /**
   * Purges by reason: `content` (a content change), `query` (`purge=cache`), `admin`, `webhook`
   * (paths or a whole site from the webhook).
   */
  observePurge(reason: string): void {
    this.purges.inc({ reason });
  }

  observeContentChange(kind: string, action: string): void {
    this.contentChanges.inc({ kind, action });
  }

  /** After a content change: pages made stale, and pages rendered again in the background. */
  observeRefresh(stale: number, rendered: number): void {
    this.pagesRefreshed.inc({ result: 'stale' }, stale);
    this.pagesRefreshed.inc({ result: 'rendered' }, rendered);
  }

  /** How many surrogate keys a stored page carries. */
  observeSurrogateKeys(count: number): void {
    this.surrogateKeys.observe(count);
  }

  /** One purge at the edge, with its retries: its outcome and how long it took. */
  observeEdgePurge(provider: string, outcome: 'purged' | 'failed', durationSeconds: number): void {
    this.edgePurges.inc({ provider, outcome });
    this.edgePurgeDuration.observe({ provider, outcome }, durationSeconds);
  }

  /**
   * One answered request. `site` is the id of a configured site, or `none` for a host no site
   * has (the site index, probes): the label's values stay as few as the sites file's entries.
   */
  observeHttp(
    site: string,
    method: string,
    route: string,
    statusCode: number,
    durationSeconds: number,
  ): void {
    this.httpRequests(site, method, route, statusCode).observe(durationSeconds);
  }

  /**
   * The `http_request_duration_seconds` series of one label set (as `observeHttp` labels it):
   * a caller that answers many requests alike (the cache-hit fast path) keeps it and observes
   * each duration without a lookup.
   */
  httpRequests(site: string, method: string, route: string, statusCode: number): HistogramSeries {
    return this.httpDuration.seriesOf(
      `${site}\u0000${method}\u0000${route}\u0000${statusCode}`,
      () => ({
        site,
        method,
        route,
        status_code: String(statusCode),
      }),
    );
  }

  observeUpstream(observation: UpstreamObservation): void {
    const { service, operation, outcome, durationSeconds } = observation;
    this.upstreamDuration.observe({ service, operation, outcome }, durationSeconds);
    if (outcome !== 'ok' && outcome !== 'not_found') this.upstreamErrors.inc({ service, outcome });
  }

  observeRender(pageType: string, durationSeconds: number): void {
    this.renderDuration.observe({ page_type: pageType }, durationSeconds);
  }

  /** A response cache lookup: `hit`/`stale` for the level that answered, `miss` for each level that had nothing. */
  observeCache(level: string, result: 'hit' | 'stale' | 'miss'): void {
    this.cacheRequests.inc(`${level}\u0000${result}`, () => ({ level, result }));
  }

  observeBreaker(service: string, state: 'closed' | 'half-open' | 'open'): void {
    this.breakerState.set({ service }, BREAKER_STATE_VALUES[state]);
  }

  observeEvent(type: string): void {
    this.domainEvents.inc(type, () => ({ type }));
  }

  observeShapeError(resource: string, field: string): void {
    this.shapeErrors.inc({ resource, field });
  }

  observeRedisError(operation: string): void {
    this.redisErrors.inc({ operation });
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
