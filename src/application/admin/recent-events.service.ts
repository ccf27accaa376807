import { OPERATOR_EVENT_TYPES } from '../../domain/events/domain-events';
import type { DomainEvent, EventBusPort } from '../../ports/event-bus.port';

export interface RecordedEvent {
  /** ISO time the event reached this process. */
  readonly at: string;
  readonly type: DomainEvent['type'];
  readonly detail: string;
}

const KEPT = 20;

/** One line an operator reads on the admin overview. */
export function detailOf(event: DomainEvent): string {
  switch (event.type) {
    case 'CachePurged': {
      const scope = event.scope;
      const what =
        scope.kind === 'all'
          ? 'all sites'
          : scope.kind === 'site'
            ? scope.siteId
            : scope.kind === 'keys'
              ? `${scope.siteId}: ${scope.keys.join(' ')}`
              : `${scope.siteId}: ${scope.paths.join(', ')}`;
      return `${what} (${event.reason})`;
    }
    case 'ContentChanged':
      return `${event.siteId}: ${event.kind} ${event.id} ${event.action} (${String(event.keys.length)} keys)`;
    case 'ContentRefreshed':
      return `${event.siteId}: ${String(event.pagesPurged)} pages stale, ${String(event.pagesRendered)} rendered again`;
    case 'EdgePurged':
      return `${event.siteId}: ${event.provider} ${event.outcome} (${String(event.keys)} keys, ${String(event.attempts)} attempts)`;
    case 'UpstreamFailed':
      return `${event.service} ${event.operation}: ${event.code}`;
    case 'UpstreamRecovered':
      return `${event.service} ${event.operation}`;
    case 'ContentShapeDropped':
      return `${event.siteId}: ${event.resource} ${event.field} (${event.reason})`;
    case 'BreakerStateChanged':
      return `${event.service} ${event.origin}: ${event.state}`;
    case 'SignInFailed':
      return `${event.siteId}: ${event.reason}`;
    case 'PageServed':
    case 'SignedIn':
    case 'SignedOut':
    case 'FavouriteAdded':
    case 'FavouriteRemoved':
    case 'SearchPerformed':
    case 'NewsletterSubscribed':
    case 'NewsletterSignUpFailed':
    case 'CalculatorUsed':
    case 'PaywallShown':
      return event.siteId;
    case 'CacheHit':
    case 'CacheStale':
    case 'CacheMissed':
      return event.level;
  }
}

/**
 * The last operator events this process saw (`OPERATOR_EVENT_TYPES`: purges, upstream failures
 * and recoveries, breaker changes, refused sign-ins), newest first, for the admin overview.
 */
export class RecentEvents {
  private readonly events: RecordedEvent[] = [];

  constructor(
    bus: EventBusPort,
    private readonly now: () => number = Date.now,
  ) {
    for (const type of OPERATOR_EVENT_TYPES) {
      bus.subscribe(type, (event) => {
        this.record(event);
      });
    }
  }

  list(): readonly RecordedEvent[] {
    return [...this.events];
  }

  private record(event: DomainEvent): void {
    this.events.unshift({
      at: new Date(this.now()).toISOString(),
      type: event.type,
      detail: detailOf(event),
    });
    this.events.length = Math.min(this.events.length, KEPT);
  }
}
