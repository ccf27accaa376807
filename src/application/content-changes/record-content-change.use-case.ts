import type { ContentChange } from '../../domain/content-changes/content-change.types';
import { surrogateKeysOfChange } from '../../domain/content-changes/surrogate-keys.rules';
import type { EventPublisherPort } from '../../ports/event-bus.port';

/**
 * A change the content API told us of (the content webhook, ADR 21) becomes one `ContentChanged`
 * event with the surrogate keys it makes stale. The response caches, the re-rendering, the edge,
 * the sitemaps, metrics and the admin's recent events subscribe; the bus carries it to every
 * replica.
 */
export class RecordContentChange {
  constructor(
    private readonly events: EventPublisherPort,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async execute(change: ContentChange): Promise<readonly string[]> {
    const keys = surrogateKeysOfChange(change);
    await this.events.publish({
      type: 'ContentChanged',
      siteId: change.siteId,
      kind: change.kind,
      id: change.id,
      action: change.action,
      keys,
      at: this.now(),
    });
    return keys;
  }
}
