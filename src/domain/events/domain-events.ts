/**
 * Domain events: the facts the product records as they happen. Application services and the
 * upstream client publish them on the event bus (`EventBusPort`); metrics, logs, the admin's
 * recent events and server-side tracking subscribe (ADR 12). An event is a plain, serialisable
 * value: no errors, no requests, no personal data beyond a site id.
 */

import type { ContentAction, ContentKind } from '../content-changes/content-change.types';

/**
 * What a purge drops: some paths of a site (every query and variant of each), the entries holding
 * any of some surrogate keys (ADR 21), or all of a site, or everything.
 */
export type PurgeScope =
  | { readonly kind: 'paths'; readonly siteId: string; readonly paths: readonly string[] }
  | { readonly kind: 'keys'; readonly siteId: string; readonly keys: readonly string[] }
  | { readonly kind: 'site'; readonly siteId: string }
  | { readonly kind: 'all' };

/** How the response cache answered a page: from a level, stale, or from the origin. */
export type PageCacheResult = 'hit' | 'stale' | 'miss' | 'refresh' | 'bypass';

export type BreakerState = 'closed' | 'half-open' | 'open';

/** How an upstream call failed (`timeout`, a 5xx or refusal is `error`, a body off contract is `invalid`). */
export type UpstreamFailure = 'error' | 'timeout' | 'invalid';

export type DomainEvent =
  // pages and the response cache
  | {
      readonly type: 'PageServed';
      readonly siteId: string;
      readonly status: number;
      readonly cache: PageCacheResult;
    }
  | { readonly type: 'CacheHit'; readonly level: string }
  | {
      readonly type: 'CacheStale';
      readonly level: string;
      readonly reason: 'stale-while-revalidate' | 'stale-if-error';
    }
  | { readonly type: 'CacheMissed'; readonly level: string }
  | {
      readonly type: 'CachePurged';
      readonly scope: PurgeScope;
      /** What asked for it: `purge=cache` in a page query, the admin action, the webhook. */
      readonly reason: 'query' | 'admin' | 'webhook';
    }
  // content changes (ADR 21)
  | {
      /** The content API said an entity changed: every cache drops what shows it. */
      readonly type: 'ContentChanged';
      readonly siteId: string;
      readonly kind: ContentKind;
      readonly id: string;
      readonly action: ContentAction;
      /** The surrogate keys it makes stale (`surrogateKeysOfChange`). */
      readonly keys: readonly string[];
      /** Epoch milliseconds when the product heard of it. */
      readonly at: number;
    }
  | {
      /**
       * This replica's caches dropped what a change made stale and rendered the pages that showed
       * it again: what the edge purger waits for, so the edge never fetches an old copy.
       */
      readonly type: 'ContentRefreshed';
      readonly siteId: string;
      readonly keys: readonly string[];
      /** Cached pages that showed the change (entries of every level this replica could see). */
      readonly pagesPurged: number;
      /** Pages rendered again in the background. */
      readonly pagesRendered: number;
      readonly at: number;
    }
  | {
      /** A purge by key at the edge (Varnish, a CDN), after its retries. */
      readonly type: 'EdgePurged';
      readonly siteId: string;
      readonly provider: string;
      readonly keys: number;
      readonly outcome: 'purged' | 'failed';
      readonly attempts: number;
      /** From the first attempt to the outcome. */
      readonly durationMs: number;
    }
  // upstream services
  | {
      readonly type: 'UpstreamFailed';
      readonly service: string;
      readonly operation: string;
      readonly outcome: UpstreamFailure;
      /** The client's error code, e.g. `UPSTREAM_TIMEOUT`, `UPSTREAM_CIRCUIT_OPEN`. */
      readonly code: string;
    }
  | { readonly type: 'UpstreamRecovered'; readonly service: string; readonly operation: string }
  | {
      /**
       * Content the API sent in a shape the product cannot read (a widget type nothing renders,
       * a broken field) was left out of what a reader sees. Published once per shape per minute
       * and replica, with the occurrences since, so an outage cannot flood the bus; the metric
       * `upstream_shape_errors_total` counts every occurrence where it happens.
       */
      readonly type: 'ContentShapeDropped';
      readonly siteId: string;
      /** The content API operation, e.g. `composite`, `page`, `menus`. */
      readonly resource: string;
      /** What was dropped, with its upstream type: `widget.hotspot_image`, `block.new_type`. */
      readonly field: string;
      readonly reason: string;
      readonly occurrences: number;
    }
  | {
      readonly type: 'BreakerStateChanged';
      readonly service: string;
      readonly origin: string;
      readonly state: BreakerState;
    }
  // readers' accounts
  | { readonly type: 'SignedIn'; readonly siteId: string }
  | { readonly type: 'SignedOut'; readonly siteId: string }
  | {
      readonly type: 'SignInFailed';
      readonly siteId: string;
      /**
       * The identity service's refusal (`NotAuthorizedException`…), the product's own
       * (`AuthDisabled`, `InvalidTokenException`), `RATE_LIMITED`, or an outage's failure code
       * (`UPSTREAM_TIMEOUT`, `UPSTREAM_CIRCUIT_OPEN`, `UPSTREAM_UNAVAILABLE` for the session store…).
       */
      readonly reason: string;
    }
  | { readonly type: 'FavouriteAdded'; readonly siteId: string; readonly articleId: number }
  | { readonly type: 'FavouriteRemoved'; readonly siteId: string; readonly articleId: number }
  // what readers did
  | { readonly type: 'SearchPerformed'; readonly siteId: string }
  | { readonly type: 'NewsletterSubscribed'; readonly siteId: string }
  | { readonly type: 'NewsletterSignUpFailed'; readonly siteId: string }
  | { readonly type: 'CalculatorUsed'; readonly siteId: string; readonly calculator: string }
  | { readonly type: 'PaywallShown'; readonly siteId: string; readonly articleId: number };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** One entry per event type: the compiler refuses a type left out or misspelt. */
const EVENT_TYPES: Readonly<Record<DomainEventType, true>> = {
  PageServed: true,
  CacheHit: true,
  CacheStale: true,
  CacheMissed: true,
  CachePurged: true,
  ContentChanged: true,
  ContentRefreshed: true,
  EdgePurged: true,
  UpstreamFailed: true,
  UpstreamRecovered: true,
  ContentShapeDropped: true,
  BreakerStateChanged: true,
  SignedIn: true,
  SignedOut: true,
  SignInFailed: true,
  FavouriteAdded: true,
  FavouriteRemoved: true,
  SearchPerformed: true,
  NewsletterSubscribed: true,
  NewsletterSignUpFailed: true,
  CalculatorUsed: true,
  PaywallShown: true,
};

/** Every event type (the metrics expose each from the start, at 0). */
export const DOMAIN_EVENT_TYPES = Object.keys(EVENT_TYPES) as readonly DomainEventType[];

/**
 * Events every replica must see (a purge drops entries from each replica's memory); the Redis
 * bridge carries only these. The rest are facts of one process, counted where they happened.
 */
export const CLUSTER_EVENT_TYPES: ReadonlySet<DomainEventType> = new Set([
  'CachePurged',
  'ContentChanged',
]);

/** Events an operator wants on the admin overview (the rest would drown them). */
export const OPERATOR_EVENT_TYPES: ReadonlySet<DomainEventType> = new Set([
  'CachePurged',
  'ContentChanged',
  'EdgePurged',
  'UpstreamFailed',
  'UpstreamRecovered',
  'BreakerStateChanged',
  'SignInFailed',
]);

/** Reader events that server-side tracking records. */
export const READER_EVENT_TYPES: ReadonlySet<DomainEventType> = new Set([
  'SignedIn',
  'SignedOut',
  'FavouriteAdded',
  'FavouriteRemoved',
  'SearchPerformed',
  'NewsletterSubscribed',
  'NewsletterSignUpFailed',
  'CalculatorUsed',
  'PaywallShown',
]);
