import {
  keyString,
  type CachedResponse,
  type CacheHit,
  type CacheKey,
  type ResponseCachePort,
} from '../ports/response-cache.port';
import type { EventPublisherPort } from '../ports/event-bus.port';
import { SingleFlight } from '../domain/memo/single-flight';
import type { RenderClaimPort } from '../ports/page-refresh.port';
import {
  DEFAULT_CACHE_POLICY,
  type BodyEncoder,
  type CacheMode,
  type CachePolicy,
  type CacheWindows,
  type ProducedResponse,
  type ServedAt,
  type ServedResponse,
} from './page-cache.types';

export interface PageCacheOptions {
  readonly cache: ResponseCachePort;
  readonly encoder: BodyEncoder;
  /** Where `PageServed`, `CacheHit` and `CacheStale` go (metrics and logs subscribe). */
  readonly events: EventPublisherPort;
  readonly policy?: CachePolicy;
  /** Wall clock, epoch milliseconds (ages are shared across replicas). */
  readonly now?: () => number;
  /** A background revalidation failed (logged by the caller's logger). */
  readonly onBackgroundError?: (error: unknown, key: CacheKey) => void;
  /**
   * The origin failed and the stale copy was served instead (stale-if-error): the reader got the
   * page, and the caller may say why once in a while (it happens to every reader in an outage).
   */
  readonly onServedStale?: (error: unknown, key: CacheKey) => void;
  /**
   * One background revalidation of a page per `renderIntervalMs` across replicas (ADR 21): a
   * stale page is served and rendered again only by the replica that claims it. Unset: one per
   * process at a time.
   */
  readonly claims?: RenderClaimPort;
  readonly renderIntervalMs?: number;
}

type Producer = () => Promise<ProducedResponse>;

/** A lookup of every level already made for one key (see `PageCache.lookUp`). */
export interface LookedUp {
  readonly key: string;
  readonly hit: CacheHit | null;
}

/** Thrown inside a fetch when the origin answered 5xx: an error for stale-if-error purposes. */
class OriginFailed extends Error {
  constructor(readonly response: CachedResponse) {
    super(`origin answered ${response.status}`);
    this.name = 'OriginFailed';
  }
}

/**
 * The response cache policy (ADR 6): fresh hits, stale-while-revalidate with one background
 * refresh, stale-if-error, and coalescing (concurrent misses for one key make one origin call per
 * process). Never stores 5xx, responses that set cookies, or what the encoder did not bless.
 */
export class PageCache {
  private readonly cache: ResponseCachePort;
  private readonly encoder: BodyEncoder;
  private readonly events: EventPublisherPort;
  private readonly policy: CachePolicy;
  private readonly now: () => number;
  private readonly onBackgroundError: (error: unknown, key: CacheKey) => void;
  private readonly onServedStale: (error: unknown, key: CacheKey) => void;
  private readonly inFlight = new SingleFlight<ServedResponse>();
  private readonly claims: RenderClaimPort | null;
  private readonly renderIntervalMs: number;

  constructor(options: PageCacheOptions) {
    this.cache = options.cache;
    this.encoder = options.encoder;
    this.events = options.events;
    this.policy = options.policy ?? DEFAULT_CACHE_POLICY;
    this.now = options.now ?? (() => Date.now());
    this.onBackgroundError = options.onBackgroundError ?? (() => undefined);
    this.onServedStale = options.onServedStale ?? (() => undefined);
    this.claims = options.claims ?? null;
    this.renderIntervalMs = options.renderIntervalMs ?? 1_000;
  }

  /** Origin fetches running now (coalesced per key). */
  get pending(): number {
    return this.inFlight.size;
  }

  /**
   * A fresh hit from the in-process level, answered synchronously, or null (then `serve`): what a
   * fast path may send without entering the request pipeline. Stale entries are left to `serve`,
   * which revalidates them.
   */
  freshHit(key: CacheKey): ServedAt | null {
    const hit = this.cache.peek?.(key) ?? null;
    const served = hit === null ? null : this.freshFrom(hit);
    if (served !== null) this.served(key, served);
    return served;
  }

  /** Whether `lookUp` can find more than `freshHit` (a shared level such as Redis). */
  get hasSharedLevel(): boolean {
    return this.cache.hasSharedLevel === true;
  }

  /**
   * Every level, once: what a fast path asks when memory had nothing fresh. A fresh hit comes back
   * as `served`; otherwise `looked` goes to `serve` so the levels are not asked (or counted) twice.
   */
  async lookUp(key: CacheKey): Promise<{ served: ServedAt | null; looked: LookedUp }> {
    const hit = await this.cache.get(key);
    const served = hit === null ? null : this.freshFrom(hit);
    if (served !== null) this.served(key, served);
    return { served, looked: { key: keyString(key), hit } };
  }

  private freshFrom(hit: CacheHit): ServedAt | null {
    const servedAt = this.now();
    if (servedAt - hit.entry.storedAt >= hit.entry.freshMs) return null;
    void this.events.publish({ type: 'CacheHit', level: hit.level });
    return { response: hit.entry, result: { kind: 'hit', level: hit.level }, servedAt };
  }

  /** `looked`: what `lookUp` already found for this key (used only when the key matches). */
  async serve(
    key: CacheKey,
    mode: CacheMode,
    produce: Producer,
    looked?: LookedUp,
  ): Promise<ServedAt> {
    const served = { ...(await this.lookup(key, mode, produce, looked)), servedAt: this.now() };
    this.served(key, served);
    return served;
  }

  /** One page answered, however it was found. */
  private served(key: CacheKey, served: ServedResponse): void {
    void this.events.publish({
      type: 'PageServed',
      siteId: key.siteId,
      status: served.response.status,
      cache: served.result.kind,
    });
  }

  private async lookup(
    key: CacheKey,
    mode: CacheMode,
    produce: Producer,
    looked?: LookedUp,
  ): Promise<ServedResponse> {
    if (mode === 'bypass') {
      const produced = await produce();
      return { response: this.unstored(produced), result: { kind: 'bypass' } };
    }
    if (mode === 'refresh') {
      return this.fetchUnsettled(key, produce, 'refresh').catch(rethrowOrigin);
    }
    const hit = looked?.key === keyString(key) ? looked.hit : await this.cache.get(key);
    if (hit === null) return this.fetchUnsettled(key, produce, 'miss').catch(rethrowOrigin);
    return this.fromHit(key, hit, produce);
  }

  private async fromHit(key: CacheKey, hit: CacheHit, produce: Producer): Promise<ServedResponse> {
    const { entry, level } = hit;
    const age = this.now() - entry.storedAt;
    if (age < entry.freshMs) {
      void this.events.publish({ type: 'CacheHit', level });
      return { response: entry, result: { kind: 'hit', level } };
    }
    if (age < entry.freshMs + entry.staleWhileRevalidateMs) {
      void this.events.publish({ type: 'CacheStale', level, reason: 'stale-while-revalidate' });
      this.revalidate(key, produce).catch((error: unknown) => {
        this.onBackgroundError(error, key);
      });
      return {
        response: entry,
        result: { kind: 'stale', level, reason: 'stale-while-revalidate' },
      };
    }
    if (age < entry.freshMs + entry.staleIfErrorMs) {
      try {
        return await this.fetchUnsettled(key, produce, 'miss');
      } catch (error) {
        void this.events.publish({ type: 'CacheStale', level, reason: 'stale-if-error' });
        this.onServedStale(error, key);
        return { response: entry, result: { kind: 'stale', level, reason: 'stale-if-error' } };
      }
    }
    return this.fetchUnsettled(key, produce, 'miss').catch(rethrowOrigin);
  }

  /** A background render of a stale page, when this replica may make it (`claims`). */
  private async revalidate(key: CacheKey, produce: Producer): Promise<void> {
    const id = keyString(key);
    if (this.inFlight.has(id)) return;
    if (this.claims !== null) {
      const claim = await this.claims.claim(id, this.renderIntervalMs);
      if (!claim.claimed) return;
    }
    await this.fetchUnsettled(key, produce, 'miss');
  }

  /** One origin fetch per key at a time; a 5xx answer rejects with `OriginFailed`. */
  private fetchUnsettled(
    key: CacheKey,
    produce: Producer,
    kind: 'miss' | 'refresh',
  ): Promise<ServedResponse> {
    const id = keyString(key);
    return this.inFlight.run(id, () => this.fetchAndStore(key, produce, kind));
  }

  private async fetchAndStore(
    key: CacheKey,
    produce: Producer,
    kind: 'miss' | 'refresh',
  ): Promise<ServedResponse> {
    const produced = await produce();
    const windows = this.windowsFor(produced);
    if (windows === null) {
      const response = this.unstored(produced);
      if (produced.status >= 500) throw new OriginFailed(response);
      return { response, result: { kind, stored: false } };
    }
    const response: CachedResponse = {
      status: produced.status,
      headers: produced.headers,
      bodies: await this.encoder.encode(produced.body),
      storedAt: this.now(),
      ...windows,
    };
    await this.cache.set(key, response);
    return { response, result: { kind, stored: true } };
  }

  private windowsFor(produced: ProducedResponse): CacheWindows | null {
    if ('set-cookie' in produced.headers) return null;
    if (produced.status === 200) return this.policy.page;
    if (produced.status === 404) return this.policy.notFound;
    return null;
  }

  private unstored(produced: ProducedResponse): CachedResponse {
    return {
      status: produced.status,
      headers: produced.headers,
      bodies: this.encoder.plain(produced.body),
      storedAt: this.now(),
      freshMs: 0,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 0,
    };
  }
}

/** A 5xx answer with nothing stale to fall back on is served as it is, uncached. */
function rethrowOrigin(error: unknown): ServedResponse {
  if (error instanceof OriginFailed) {
    return { response: error.response, result: { kind: 'miss', stored: false } };
  }
  throw error;
}
