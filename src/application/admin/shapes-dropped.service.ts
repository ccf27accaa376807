import type { BoundedMap, BoundedMaps } from '../../ports/bounded-map.port';
import type { EventBusPort, EventOf } from '../../ports/event-bus.port';

/** One shape of content the product left out, as the admin overview lists it. */
export interface DroppedShape {
  readonly siteId: string;
  /** The content API operation, e.g. `composite`, `page`. */
  readonly resource: string;
  /** What was dropped with its upstream type, e.g. `widget.hotspot_image`. */
  readonly field: string;
  readonly reason: string;
  /** Occurrences heard of since it was first seen in the hour (they trail by up to a minute). */
  readonly count: number;
  /** ISO time it was last heard of. */
  readonly lastSeen: string;
}

/** What the overview looks back over. */
const WINDOW_MS = 60 * 60 * 1000;
/** Shapes kept at once; past this the one seen longest ago is forgotten (bounded memory). */
const KEPT = 200;

interface Entry {
  readonly shape: Omit<DroppedShape, 'count' | 'lastSeen'>;
  count: number;
  lastSeenMs: number;
}

/**
 * The shapes of content this process dropped in the last hour (`ContentShapeDropped`): what an
 * operator checks after the content API changed, newest first. In-process and bounded, like the
 * recent events.
 */
export class ShapesDropped {
  /** Heard of is a use: the shape heard of longest ago makes way for a new one. */
  private readonly entries: BoundedMap<Entry>;

  constructor(
    bus: EventBusPort,
    maps: BoundedMaps,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = maps(KEPT);
    bus.subscribe('ContentShapeDropped', (event) => {
      this.record(event);
    });
  }

  /** The shapes seen in the last hour, the most recent first. */
  list(): readonly DroppedShape[] {
    this.forgetOld();
    return [...this.entries.entries()]
      .map(([, entry]) => entry)
      .sort((a, b) => b.lastSeenMs - a.lastSeenMs)
      .map(({ shape, count, lastSeenMs }) => ({
        ...shape,
        count,
        lastSeen: new Date(lastSeenMs).toISOString(),
      }));
  }

  private record(event: EventOf<'ContentShapeDropped'>): void {
    const { siteId, resource, field, reason, occurrences } = event;
    const key = JSON.stringify([siteId, resource, field, reason]);
    const at = this.now();
    this.forgetOld();
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.count += occurrences;
      entry.lastSeenMs = at;
      return;
    }
    this.entries.set(key, {
      shape: { siteId, resource, field, reason },
      count: occurrences,
      lastSeenMs: at,
    });
  }

  private forgetOld(): void {
    const since = this.now() - WINDOW_MS;
    const old = [...this.entries.entries()].filter(([, entry]) => entry.lastSeenMs < since);
    for (const [key] of old) this.entries.delete(key);
  }
}
