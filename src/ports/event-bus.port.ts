import type { PurgeScope } from './response-cache.port';

/**
 * Domain events. They belong in `src/domain/events/` once that folder exists;
 * they live here until then so the port has its types.
 */
export type DomainEvent =
  | {
      readonly type: 'CachePurged';
      readonly scope: PurgeScope;
      /** What asked for it: `purge=cache` in a page query, the admin action, the webhook. */
      readonly reason: 'query' | 'admin' | 'webhook';
    }
  | { readonly type: 'UpstreamFailed'; readonly service: string; readonly operation: string };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export type EventHandler<T extends DomainEventType> = (event: EventOf<T>) => void | Promise<void>;

/**
 * Publishes domain events to every subscriber of this process and, when bridged, of every
 * replica. `publish` resolves once the local subscribers have run; it never rejects because a
 * subscriber failed (that is logged and counted by the adapter).
 */
export interface EventBusPort {
  publish(event: DomainEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe<T extends DomainEventType>(type: T, handler: EventHandler<T>): () => void;
}

export const EVENT_BUS_PORT: unique symbol = Symbol.for('EventBusPort');
