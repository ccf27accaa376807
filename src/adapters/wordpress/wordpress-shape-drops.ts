import type { EventPublisherPort } from '../../ports/event-bus.port';

/** How long a shape stays quiet on the bus after it was published. */
const WINDOW_MS = 60_000;
/** Shapes remembered at once; past this the oldest is forgotten (bounded memory). */
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
  private readonly seen = new Map<string, Seen>();

  constructor(
    private readonly events: EventPublisherPort,
    private readonly now: () => number = Date.now,
  ) {}

  note(drop: ShapeDrop): void {
    const key = JSON.stringify([drop.siteId, drop.resource, drop.field, drop.reason]);
    const at = this.now();
    const seen = this.seen.get(key);
    if (seen === undefined) {
      this.remember(key, { publishedAt: at, pending: 0 });
      this.publish(drop, 1);
      return;
    }
    seen.pending += 1;
    if (at - seen.publishedAt < WINDOW_MS) return;
    this.publish(drop, seen.pending);
    seen.publishedAt = at;
    seen.pending = 0;
  }

  private remember(key: string, seen: Seen): void {
    if (this.seen.size >= MAX_SHAPES) {
      // A Map iterates in insertion order: the first key is the shape remembered longest.
      const oldest = this.seen.keys().next();
      if (oldest.done !== true) this.seen.delete(oldest.value);
    }
    this.seen.set(key, seen);
  }

  private publish(drop: ShapeDrop, occurrences: number): void {
    // Subscribers run synchronously; the mapping of a page never waits for them.
    void this.events.publish({ type: 'ContentShapeDropped', ...drop, occurrences });
  }
}
