import type { DomainEvent, DomainEventType, EventOf } from '../domain/events/domain-events';

export type { DomainEvent, DomainEventType, EventOf };

/**
 * How an event reached this process: `local` when it was published here, not bridged from another
 * replica. Work done once per fact (re-rendering pages, purging the edge) runs where it is local;
 * work every replica must do (dropping its memory entries) runs everywhere.
 */
export interface Delivery {
  readonly local: boolean;
}

export const LOCAL_DELIVERY: Delivery = { local: true };
export const REMOTE_DELIVERY: Delivery = { local: false };

export type EventHandler<T extends DomainEventType> = (
  event: EventOf<T>,
  delivery: Delivery,
) => void | Promise<void>;

/** What a publisher needs: services receive this much of the bus. */
export interface EventPublisherPort {
  /**
   * Delivers to every subscriber of this process (and, for cluster events, of every replica).
   * Resolves once the local subscribers have run; never rejects because a subscriber failed
   * (the adapter logs and counts that). Hot paths may `void` it: subscribers run synchronously.
   */
  publish(event: DomainEvent): Promise<void>;
}

export interface EventBusPort extends EventPublisherPort {
  /** Returns the unsubscribe function. */
  subscribe<T extends DomainEventType>(type: T, handler: EventHandler<T>): () => void;
}
