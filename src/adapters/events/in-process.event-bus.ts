import {
  LOCAL_DELIVERY,
  type Delivery,
  type DomainEvent,
  type DomainEventType,
  type EventBusPort,
  type EventHandler,
} from '../../ports/event-bus.port';

export interface EventBusObserver {
  /** Every event delivered in this process, by type (metrics). */
  observeEvent(type: DomainEventType): void;
  /** A subscriber threw or rejected (logs). */
  handlerFailed(event: DomainEvent, error: unknown): void;
}

type AnyHandler = (event: DomainEvent, delivery: Delivery) => void | Promise<void>;

const DELIVERED: Promise<void> = Promise.resolve();

/** The in-process event bus: delivers to this process's subscribers and waits for them. */
export class InProcessEventBus implements EventBusPort {
  private readonly handlers = new Map<DomainEventType, Set<AnyHandler>>();

  constructor(private readonly observer: EventBusObserver) {}

  publish(event: DomainEvent): Promise<void> {
    return this.deliver(event);
  }

  /**
   * Runs the local subscribers of one event (the Redis bridge calls it for remote events). A
   * cache hit publishes two events, so delivery to subscribers that finish at once (metrics,
   * counters) allocates nothing: only subscribers that return a promise are waited for.
   */
  deliver(event: DomainEvent, delivery: Delivery = LOCAL_DELIVERY): Promise<void> {
    this.observer.observeEvent(event.type);
    const handlers = this.handlers.get(event.type);
    if (handlers === undefined || handlers.size === 0) return DELIVERED;
    let pending: Promise<void>[] | null = null;
    for (const handler of handlers) {
      try {
        const result = handler(event, delivery);
        if (result instanceof Promise)
          (pending ??= []).push(
            result.catch((error: unknown) => {
              this.observer.handlerFailed(event, error);
            }),
          );
      } catch (error) {
        this.observer.handlerFailed(event, error);
      }
    }
    return pending === null ? DELIVERED : Promise.all(pending).then(() => undefined);
  }

  subscribe<T extends DomainEventType>(type: T, handler: EventHandler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set<AnyHandler>();
    this.handlers.set(type, set);
    // The map is keyed by type, so a handler only ever receives events of its own type.
    const untyped = handler as AnyHandler;
    set.add(untyped);
    return () => {
      set.delete(untyped);
    };
  }
}
