import type { Logger } from 'pino';
import { MARKETS } from '../../domain/site/markets';
import type { Site } from '../../domain/site/site.types';
import type { EventPublisherPort } from '../../ports/event-bus.port';
import type { MetricsPort } from '../../ports/metrics.port';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import type { Reading, UpstreamResponse } from '../http-client/upstream-http.types';
import { failed, succeeded, type Outcome } from '../../domain/errors/outcome';
import { siteLinks, type SiblingOrigin, type SiteLinks } from './wordpress-links';
import { ShapeDropPublisher } from './wordpress-shape-drops';
import type { DroppedItem, MappingContext } from './wordpress.mappers';

/** The part of a pino logger the adapters use (a Fastify logger fits too). */
export type AdapterLogger = Pick<Logger, 'warn' | 'error'>;

export interface WordPressAdapterDeps {
  /** The shared upstream client built for the `content-api` service. */
  readonly http: UpstreamHttpClient;
  readonly logger: AdapterLogger;
  /** The product's content API credential, sent as a Bearer token; null or absent: none. */
  readonly token?: string | null;
  /** Counts dropped fields (`upstream_shape_errors_total`); absent in tests that do not look. */
  readonly metrics?: MetricsPort;
  /** Where a translation in another language lives (the brand's sibling sites). */
  readonly siblingOrigin?: SiblingOrigin;
  /** Hears of dropped shapes (`ContentShapeDropped`, deduplicated); absent: not published. */
  readonly events?: EventPublisherPort;
  /** The wall clock of that deduplication (tests move it). */
  readonly now?: () => number;
}

export interface WordPressCall<T> {
  readonly site: Site;
  readonly operation: string;
  /** The route template for logs, e.g. `wp/v2/categories/{id}` (never the full URL). */
  readonly route: string;
  readonly url: URL;
  /** POST calls send this as JSON. */
  readonly body?: unknown;
  readonly read: (response: UpstreamResponse, context: MappingContext) => Reading<T>;
}

/** Distinct shapes logged before the adapter stops remembering new ones (bounded memory). */
const MAX_SHAPES_REMEMBERED = 1_000;

/**
 * One content API call with the product's failure semantics: any failure is logged (sampled),
 * counted (by the upstream client) and answered as a failure with its precise code. Items dropped while mapping are counted every time
 * and logged once per shape (resource, field, reason), not once per request.
 */
export class WordPressApi {
  private readonly shapesLogged = new Set<string>();
  /** Each site's link rules, built on its first call (sites never change while running). */
  private readonly linksBySite = new WeakMap<Site, SiteLinks>();
  private readonly shapeDrops: ShapeDropPublisher | null;

  constructor(private readonly deps: WordPressAdapterDeps) {
    this.shapeDrops =
      deps.events === undefined ? null : new ShapeDropPublisher(deps.events, deps.now);
  }

  async get<T>(call: WordPressCall<T>): Promise<Outcome<T>> {
    const { http, logger, token } = this.deps;
    const context: MappingContext = {
      dropped: (dropped) => {
        this.dropped(call, dropped);
      },
      links: this.linksOf(call.site),
      currency: MARKETS[call.site.market].currency,
    };
    const result = await http.send({
      operation: call.operation,
      url: call.url,
      ...(call.body === undefined ? {} : { method: 'POST', json: call.body }),
      ...(token == null ? {} : { headers: { authorization: `Bearer ${token}` } }),
      read: (response) => call.read(response, context),
    });
    if (result.ok) return succeeded(result.value);
    return failed(
      http.logFailure(
        logger,
        result.error,
        { route: call.route, operation: call.operation, site: call.site.id },
        'content API call failed',
      ),
    );
  }

  private linksOf(site: Site): SiteLinks {
    let links = this.linksBySite.get(site);
    if (links === undefined) {
      links = siteLinks(site, this.deps.siblingOrigin ?? null);
      this.linksBySite.set(site, links);
    }
    return links;
  }

  private dropped(call: WordPressCall<unknown>, dropped: DroppedItem): void {
    const field = dropped.type === undefined ? dropped.item : `${dropped.item}.${dropped.type}`;
    this.deps.metrics?.observeShapeError?.(call.operation, field);
    this.shapeDrops?.note({
      siteId: call.site.id,
      resource: call.operation,
      field,
      reason: dropped.reason,
    });
    const shape = `${call.operation}|${field}|${dropped.reason}`;
    if (this.shapesLogged.has(shape) || this.shapesLogged.size >= MAX_SHAPES_REMEMBERED) return;
    this.shapesLogged.add(shape);
    this.deps.logger.warn(
      { service: this.deps.http.service, route: call.route, operation: call.operation, ...dropped },
      'content API item dropped (logged once per shape, counted in upstream_shape_errors_total)',
    );
  }
}
