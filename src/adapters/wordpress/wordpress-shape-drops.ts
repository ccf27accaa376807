import { LRUCache } from 'lru-cache';
import type { EventPublisherPort } from '../../ports/event-bus.port';

/** How long a shape stays quiet on the bus after it was published. */
const WINDOW_MS = 60_000;
/** Shapes remembered at once; past this the one first seen longest ago is forgotten. */
const MAX_SHAPES = 1_000;

export interface ShapeDrop {
  readonly siteId: string;
  readonly resource: string;
  readonly field: string;
  readonly reason: string;
}

interface Seen {
  publishedAt: number;
  /** Occurrences since the last publish. */
  pending: number;
}

/**
 * Publishes `ContentShapeDropped` for content the adapter could not read, deduplicated: a shape
 * (site, resource, field, reason) is published at its first occurrence, then at most once a
 * minute with the occurrences since, so a broken upstream answering every request cannot flood
 * the bus. Occurrences after the last publish ride on the next one (the metric, counted apart,
 * is exact).
 */
export class ShapeDropPublisher {
  // Read with `peek` and set once per shape: the order is first seen, as the bound needs.
  private readonly seen = new LRUCache<string, Seen>({ max: MAX_SHAPES });

  constructor(
    private readonly events: EventPublisherPort,
    private readonly now: () => number = Date.now,
  ) {}

  note(drop: ShapeDrop): void {
    const key = JSON.stringify([drop.siteId, drop.resource, drop.field, drop.reason]);
    const at = this.now();
    const seen = this.seen.peek(key);
    if (seen === undefined) {
      this.seen.set(key, { publishedAt: at, pending: 0 });
      this.publish(drop, 1);
      return;
    }
    seen.pending += 1;
    if (at - seen.publishedAt < WINDOW_MS) return;
    this.publish(drop, seen.pending);
    seen.publishedAt = at;
    seen.pending = 0;
  }

  private publish(drop: ShapeDrop, occurrences: number): void {
    // Subscribers run synchronously; the mapping of a page never waits for them.
    void this.events.publish({ type: 'ContentShapeDropped', ...drop, occurrences });
  }
}
