import { CLUSTER_EVENT_TYPES } from '../../domain/events/domain-events';
import { randomUUID } from 'node:crypto';
import {
  REMOTE_DELIVERY,
  type DomainEvent,
  type DomainEventType,
  type EventBusPort,
  type EventHandler,
} from '../../ports/event-bus.port';
import { withTimeout, type RedisClient } from '../cache/redis-client.factory';
import type { InProcessEventBus } from './in-process.event-bus';
import { parseBridgedEvent } from './bridged-event.schema';

export interface RedisEventBridgeOptions {
  readonly local: InProcessEventBus;
  /** A connected client for PUBLISH. */
  readonly publisher: RedisClient;
  /** A dedicated connection for SUBSCRIBE (a subscribed connection can do nothing else). */
  readonly subscriber: RedisClient;
  readonly channel?: string;
  readonly onError: (error: Error) => void;
}

const DEFAULT_CHANNEL = 'magazine:events';

/**
 * The event bus between replicas (ADR 6): an event is delivered here first, then published on
 * a Redis channel; every other replica delivers it to its own subscribers. Each replica skips its
 * own messages by origin id. Redis being down never fails a publish: the local delivery stands.
 */
export class RedisBridgedEventBus implements EventBusPort {
  readonly origin = randomUUID();
  private readonly local: InProcessEventBus;
  private readonly publisher: RedisClient;
  private readonly subscriber: RedisClient;
  private readonly channel: string;
  private readonly onError: (error: Error) => void;

  constructor(options: RedisEventBridgeOptions) {
    this.local = options.local;
    this.publisher = options.publisher;
    this.subscriber = options.subscriber;
    this.channel = options.channel ?? DEFAULT_CHANNEL;
    this.onError = options.onError;
  }

  /** Subscribes to the channel; resolves once Redis confirmed the subscription. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel, (message: string) => {
      const bridged = parseBridgedEvent(message);
      if (bridged === null) {
        this.onError(new Error('ignored a malformed bridged event'));
        return;
      }
      if (bridged.origin === this.origin) return;
      void this.local.deliver(bridged.event, REMOTE_DELIVERY);
    });
  }

  async publish(event: DomainEvent): Promise<void> {
    await this.local.deliver(event);
    // Only what every replica must act on crosses Redis; the rest are this process's facts.
    if (!CLUSTER_EVENT_TYPES.has(event.type)) return;
    if (!this.publisher.isReady) {
      this.onError(new Error(`redis is not connected: ${event.type} stays on this replica`));
      return;
    }
    try {
      const message = JSON.stringify({ origin: this.origin, event });
      await withTimeout(this.publisher.publish(this.channel, message), 500, 'redis publish');
    } catch (error) {
      this.onError(error instanceof Error ? error : new Error(String(error)));
    }
  }

  subscribe<T extends DomainEventType>(type: T, handler: EventHandler<T>): () => void {
    return this.local.subscribe(type, handler);
  }
}
