import { describe, expect, it } from 'vitest';
import { ShapeDropPublisher } from '../../../src/adapters/wordpress/wordpress-shape-drops';
import { RecordingEventBus } from '../../fakes/event-bus.fake';

const DROP = {
  siteId: 'wom-dk',
  resource: 'composite',
  field: 'widget.poll',
  reason: 'unknown widget type: nothing renders it',
};

function setup() {
  const bus = new RecordingEventBus();
  let now = Date.UTC(2026, 10, 28, 8, 0, 0);
  const publisher = new ShapeDropPublisher(bus, () => now);
  return {
    bus,
    publisher,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('ShapeDropPublisher', () => {
  it('publishes a shape at its first occurrence', () => {
    const { bus, publisher } = setup();
    publisher.note(DROP);

    expect(bus.of('ContentShapeDropped')).toEqual([
      { type: 'ContentShapeDropped', ...DROP, occurrences: 1 },
    ]);
  });

  it('publishes a shape seen on every request once a minute, with the occurrences since', () => {
    const { bus, publisher, advance } = setup();
    for (let request = 0; request < 1_000; request += 1) {
      publisher.note(DROP);
      advance(100);
    }

    const published = bus.of('ContentShapeDropped');
    expect(published.map((event) => event.occurrences)).toEqual([1, 600]);
  });

  it('publishes each shape of its own: another site, field or reason is not held back', () => {
    const { bus, publisher } = setup();
    publisher.note(DROP);
    publisher.note({ ...DROP, siteId: 'wom-se' });
    publisher.note({ ...DROP, field: 'block.poll' });
    publisher.note({ ...DROP, reason: 'quote: required' });
    publisher.note(DROP);

    expect(bus.of('ContentShapeDropped')).toHaveLength(4);
  });
});

describe('ShapeDropPublisher memory', () => {
  it('remembers 1,000 shapes: the one first seen longest ago is forgotten, however often it recurs', () => {
    const { bus, publisher } = setup();
    const field = (index: number) => ({ ...DROP, field: `widget.kind_${String(index)}` });
    publisher.note(field(0));
    for (let index = 1; index < 1_000; index += 1) {
      publisher.note(field(index));
      publisher.note(field(0));
    }
    publisher.note(field(1_000));
    const before = bus.of('ContentShapeDropped').length;

    publisher.note(field(1));
    expect(bus.of('ContentShapeDropped')).toHaveLength(before);
    publisher.note(field(0));
    expect(bus.of('ContentShapeDropped')).toHaveLength(before + 1);
  });
});
