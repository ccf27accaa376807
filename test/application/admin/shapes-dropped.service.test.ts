import { describe, expect, it } from 'vitest';
import { ShapesDropped } from '../../../src/application/admin/shapes-dropped.service';
import type { EventOf } from '../../../src/ports/event-bus.port';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';

const NOW = Date.UTC(2026, 10, 28, 8, 0, 0);
const MINUTE = 60_000;

function dropped(
  overrides: Partial<EventOf<'ContentShapeDropped'>> = {},
): EventOf<'ContentShapeDropped'> {
  return {
    type: 'ContentShapeDropped',
    siteId: 'wom-dk',
    resource: 'page',
    field: 'block.poll',
    reason: 'unknown block type: nothing renders it',
    occurrences: 1,
    ...overrides,
  };
}

function setup() {
  const bus = new RecordingEventBus();
  let now = NOW;
  const shapes = new ShapesDropped(bus, lruBoundedMaps, () => now);
  return {
    bus,
    shapes,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('ShapesDropped', () => {
  it('lists each dropped shape with its site, resource, field, reason, count and last seen', async () => {
    const { bus, shapes, advance } = setup();
    await bus.publish(dropped());
    advance(2 * MINUTE);
    await bus.publish(dropped({ occurrences: 41 }));

    expect(shapes.list()).toEqual([
      {
        siteId: 'wom-dk',
        resource: 'page',
        field: 'block.poll',
        reason: 'unknown block type: nothing renders it',
        count: 42,
        lastSeen: new Date(NOW + 2 * MINUTE).toISOString(),
      },
    ]);
  });

  it('keeps shapes of different sites, fields or reasons apart, the most recent first', async () => {
    const { bus, shapes, advance } = setup();
    await bus.publish(dropped());
    advance(MINUTE);
    await bus.publish(dropped({ siteId: 'wom-se' }));
    advance(MINUTE);
    await bus.publish(dropped({ resource: 'composite', field: 'widget.poll' }));

    expect(shapes.list().map((shape) => [shape.siteId, shape.field])).toEqual([
      ['wom-dk', 'widget.poll'],
      ['wom-se', 'block.poll'],
      ['wom-dk', 'block.poll'],
    ]);
  });

  it('forgets a shape not seen for an hour', async () => {
    const { bus, shapes, advance } = setup();
    await bus.publish(dropped());
    advance(30 * MINUTE);
    await bus.publish(dropped({ field: 'widget.poll' }));
    advance(31 * MINUTE);

    expect(shapes.list().map((shape) => shape.field)).toEqual(['widget.poll']);
  });

  it('keeps at most 200 shapes, forgetting the one seen longest ago', async () => {
    const { bus, shapes, advance } = setup();
    for (let index = 0; index < 201; index += 1) {
      await bus.publish(dropped({ field: `block.type_${String(index)}` }));
      advance(1);
    }

    const fields = shapes.list().map((shape) => shape.field);
    expect(fields).toHaveLength(200);
    expect(fields).not.toContain('block.type_0');
    expect(fields[0]).toBe('block.type_200');
  });
});
