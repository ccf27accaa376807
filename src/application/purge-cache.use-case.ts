import type { DomainEvent, EventBusPort } from '../ports/event-bus.port';
import type { PurgeScope, ResponseCachePort } from '../ports/response-cache.port';

export type PurgeReason = Extract<DomainEvent, { type: 'CachePurged' }>['reason'];

/**
 * The purge-cache use case (ADR 6): `purge=cache`, the admin action and the content webhook
 * publish one `CachePurged` event. Every replica's subscriber (see `dropPurgedEntries`) drops the
 * entries; the bus bridges the event between replicas.
 */
export class PurgeCache {
  constructor(private readonly bus: EventBusPort) {}

  async execute(scope: PurgeScope, reason: PurgeReason): Promise<void> {
    await this.bus.publish({ type: 'CachePurged', scope, reason });
  }
}

/** Subscribes the cache to `CachePurged`: every replica drops what the event names. */
export function dropPurgedEntries(bus: EventBusPort, cache: ResponseCachePort): () => void {
  return bus.subscribe('CachePurged', async (event, delivery) => {
    // The replica that was asked purges the shared level too; the others only their own memory.
    if (delivery.local || cache.purgeLocal === undefined) await cache.purge(event.scope);
    else await cache.purgeLocal(event.scope);
  });
}
