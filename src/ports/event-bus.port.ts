import type { DomainEvent, DomainEventType, EventOf } from '../domain/events/domain-events';

export type { DomainEvent, DomainEventType, EventOf };

export type EventHandler<T extends DomainEventType> = (event: EventOf<T>) => void | Promise<void>;

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
