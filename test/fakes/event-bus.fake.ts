import {
  LOCAL_DELIVERY,
  REMOTE_DELIVERY,
  type Delivery,
  type DomainEvent,
  type DomainEventType,
  type EventBusPort,
  type EventHandler,
} from '../../src/ports/event-bus.port';

type AnyHandler = (event: DomainEvent, delivery: Delivery) => void | Promise<void>;

/**
 * An in-memory event bus that keeps every published event, in order, and delivers them like
 * `InProcessEventBus` (test/contract/ports/event-bus.contract.ts holds both to one contract).
 */
export class RecordingEventBus implements EventBusPort {
  readonly published: DomainEvent[] = [];
  private readonly handlers = new Map<DomainEventType, Set<AnyHandler>>();

  async publish(event: DomainEvent): Promise<void> {
    await this.deliver(event, LOCAL_DELIVERY);
  }

  /** Delivers an event as if another replica had published it (bridged over Redis). */
  async publishRemote(event: DomainEvent): Promise<void> {
    await this.deliver(event, REMOTE_DELIVERY);
  }

  private async deliver(event: DomainEvent, delivery: Delivery): Promise<void> {
    this.published.push(event);
    const handlers = [...(this.handlers.get(event.type) ?? [])];
    // As the real bus: a failing subscriber is its own problem, never the publisher's.
    await Promise.allSettled(handlers.map(async (handler) => handler(event, delivery)));
  }

  subscribe<T extends DomainEventType>(type: T, handler: EventHandler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set<AnyHandler>();
    this.handlers.set(type, set);
    const untyped = handler as AnyHandler;
    set.add(untyped);
    return () => {
      set.delete(untyped);
    };
  }

  /** The published events of one type. */
  of<T extends DomainEventType>(type: T): Extract<DomainEvent, { type: T }>[] {
    return this.published.filter(
      (event): event is Extract<DomainEvent, { type: T }> => event.type === type,
    );
  }

  /** The types published, in order (`['CacheHit', 'PageServed']`). */
  types(): DomainEventType[] {
    return this.published.map((event) => event.type);
  }
}
