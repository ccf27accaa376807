import type { DomainEvent, EventBusPort } from '../../ports/event-bus.port';

export interface RecordedEvent {
  /** ISO time the event reached this process. */
  readonly at: string;
  readonly type: DomainEvent['type'];
  readonly detail: string;
}

const KEPT = 20;

function detailOf(event: DomainEvent): string {
  switch (event.type) {
    case 'CachePurged': {
      const scope = event.scope;
      const what =
        scope.kind === 'all'
          ? 'all sites'
          : scope.kind === 'site'
            ? scope.siteId
            : `${scope.siteId}: ${scope.paths.join(', ')}`;
      return `${what} (${event.reason})`;
    }
    case 'UpstreamFailed':
      return `${event.service} ${event.operation}`;
  }
}

/** The last domain events this process saw, newest first, for the admin overview. */
export class RecentEvents {
  private readonly events: RecordedEvent[] = [];

  constructor(
    bus: EventBusPort,
    private readonly now: () => number = Date.now,
  ) {
    bus.subscribe('CachePurged', (event) => {
      this.record(event);
    });
    bus.subscribe('UpstreamFailed', (event) => {
      this.record(event);
    });
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
