import { failed, succeeded, type Failure, type Outcome } from '../../domain/errors/outcome';
import type { Site } from '../../domain/site/site.types';
import type { AdapterLogger } from './wordpress-api.client';

/** The content API's two search routes: `GET app/search/query/…` and `POST app/search`. */
export type SearchRoute = 'get' | 'post';

/** What one search call on one route came to. */
export type RouteAttempt<T> =
  | { readonly kind: 'answered'; readonly value: T }
  /**
   * WordPress's 404 `rest_no_route`. `conclusive` when the request could not have missed an
   * existing route because of its own content (see `isConclusiveGetProbe`). `failure` is what a
   * search answers when no route is left to try.
   */
  | { readonly kind: 'no-route'; readonly conclusive: boolean; readonly failure: Failure }
  /** A timeout, a 5xx, a broken body: says nothing about which routes exist. */
  | { readonly kind: 'failed'; readonly failure: Failure };

/** What is known of a site's search route. */
type Known =
  | { readonly kind: 'route'; readonly route: SearchRoute }
  | { readonly kind: 'none'; readonly until: number; readonly failure: Failure };

/** What a discovery found: a route, or no route (neither, or nothing certain) with its failure. */
type Found = SearchRoute | { readonly failure: Failure };

/** What searches that waited for a discovery answer when it threw (an adapter defect). */
const DISCOVERY_FAILED: Failure = {
  code: 'UPSTREAM_UNAVAILABLE',
  service: 'content-api',
  retryable: true,
  detail: { operation: 'search', reason: 'search route discovery failed' },
};

export interface SearchRouteMemoryOptions {
  readonly logger: AdapterLogger;
  readonly now?: () => number;
  /** How long "this API has no search" holds before the routes are tried again. */
  readonly noSearchRetryMs?: number;
}

/** Ten minutes: an API upgraded to a search route is picked up without a restart. */
export const NO_SEARCH_RETRY_MS = 10 * 60_000;

/**
 * Which search route each site's content API has, found on the site's first search and then
 * remembered (per process): the spec's GET route, else the older API's `POST app/search`. Only a
 * 404 `rest_no_route` counts as a missing route; a timeout or a 5xx never changes what is
 * remembered. An API with neither route answers every search with the `rest_no_route` failure
 * (the reader's "search is unavailable") without calling it, until `noSearchRetryMs` has passed. Concurrent first
 * searches of a site share one discovery. A site configured with `contentSearch: get | post`
 * skips all of this and uses its route.
 */
export class SearchRouteMemory {
  private readonly known = new Map<string, Known>();
  private readonly discovering = new Map<string, Promise<Found>>();
  /** Sites whose configured route the API lacks, logged once each. */
  private readonly misconfigured = new Set<string>();
  private readonly now: () => number;
  private readonly noSearchRetryMs: number;

  constructor(private readonly options: SearchRouteMemoryOptions) {
    this.now = options.now ?? Date.now;
    this.noSearchRetryMs = options.noSearchRetryMs ?? NO_SEARCH_RETRY_MS;
  }

  /** The route a site's searches use now; `null` while unknown or when the API has none. */
  routeOf(site: Site): SearchRoute | null {
    if (site.contentSearch !== 'auto') return site.contentSearch;
    const known = this.known.get(site.id);
    return known?.kind === 'route' ? known.route : null;
  }

  /** One search of `site` through its route: `attempt` makes the call on the route it is given. */
  async call<T>(
    site: Site,
    attempt: (route: SearchRoute) => Promise<RouteAttempt<T>>,
  ): Promise<Outcome<T>> {
    if (site.contentSearch !== 'auto') return this.configured(site, site.contentSearch, attempt);
    const known = this.known.get(site.id);
    if (known?.kind === 'none' && known.until > this.now()) return failed(known.failure);
    if (known?.kind === 'route') {
      const result = await attempt(known.route);
      if (result.kind !== 'no-route' || !result.conclusive) return valueOf(result);
      // The remembered route is gone (the API changed): find the route again, from POST when
      // it was GET that just answered `rest_no_route`.
      this.known.delete(site.id);
      return this.discover(site, attempt, known.route === 'get' ? result : null);
    }
    return this.discover(site, attempt, null);
  }

  /** A route the site's configuration names: used as it is, its absence logged once. */
  private async configured<T>(
    site: Site,
    route: SearchRoute,
    attempt: (route: SearchRoute) => Promise<RouteAttempt<T>>,
  ): Promise<Outcome<T>> {
    const result = await attempt(route);
    if (result.kind === 'no-route' && result.conclusive && !this.misconfigured.has(site.id)) {
      this.misconfigured.add(site.id);
      this.options.logger.warn(
        { site: site.id, contentSearch: route },
        'content API has no route for the configured contentSearch (rest_no_route): set contentSearch to auto or the other method',
      );
    }
    return valueOf(result);
  }

  /** The first search of a site finds its route; searches meanwhile wait for that one. */
  private async discover<T>(
    site: Site,
    attempt: (route: SearchRoute) => Promise<RouteAttempt<T>>,
    getAnswer: RouteAttempt<T> | null,
  ): Promise<Outcome<T>> {
    const running = this.discovering.get(site.id);
    if (running !== undefined) {
      const found = await running;
      return typeof found === 'string' ? valueOf(await attempt(found)) : failed(found.failure);
    }
    const probe = this.probe(site, attempt, getAnswer);
    const found = probe.then(
      (result) => result.found,
      (): Found => ({ failure: DISCOVERY_FAILED }),
    );
    this.discovering.set(site.id, found);
    try {
      return (await probe).value;
    } finally {
      this.discovering.delete(site.id);
    }
  }

  /** GET first; `POST app/search` only when the API says it has no GET route. */
  private async probe<T>(
    site: Site,
    attempt: (route: SearchRoute) => Promise<RouteAttempt<T>>,
    getAnswer: RouteAttempt<T> | null,
  ): Promise<{ readonly found: Found; readonly value: Outcome<T> }> {
    const viaGet = getAnswer ?? (await attempt('get'));
    if (viaGet.kind === 'answered') return this.found(site, 'get', viaGet.value);
    if (viaGet.kind === 'failed') return uncertain(viaGet.failure);
    const viaPost = await attempt('post');
    if (viaPost.kind === 'answered') return this.found(site, 'post', viaPost.value);
    if (viaPost.kind === 'failed' || !viaGet.conclusive) return uncertain(viaPost.failure);
    const before = this.known.get(site.id);
    this.known.set(site.id, {
      kind: 'none',
      until: this.now() + this.noSearchRetryMs,
      failure: viaPost.failure,
    });
    if (before?.kind !== 'none') {
      this.options.logger.warn(
        {
          site: site.id,
          routes: ['GET app/search/query', 'POST app/search'],
          retryInMinutes: Math.round(this.noSearchRetryMs / 60_000),
        },
        'content API has no search route (rest_no_route for both): readers are told search is unavailable; the routes are tried again later',
      );
    }
    return uncertain(viaPost.failure);
  }

  private found<T>(
    site: Site,
    route: SearchRoute,
    value: T,
  ): { readonly found: Found; readonly value: Outcome<T> } {
    this.known.set(site.id, { kind: 'route', route });
    if (route === 'post') {
      this.options.logger.warn(
        { site: site.id, route: 'POST app/search' },
        'content API has no GET app/search/query route: searches use POST app/search',
      );
    }
    return { found: route, value: succeeded(value) };
  }
}

/** A discovery that found no route to use: the searches answer the failure. */
function uncertain(failure: Failure): { readonly found: Found; readonly value: Outcome<never> } {
  return { found: { failure }, value: failed(failure) };
}

function valueOf<T>(result: RouteAttempt<T>): Outcome<T> {
  return result.kind === 'answered' ? succeeded(result.value) : failed(result.failure);
}
