import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisConnections } from '../../../src/adapters/cache/redis.connections';
import { InProcessEventBus } from '../../../src/adapters/events/in-process.event-bus';
import { RedisBridgedEventBus } from '../../../src/adapters/events/redis-bridged.event-bus';
import type { DomainEvent } from '../../../src/ports/event-bus.port';
import { startTestRedis, type TestRedis } from '../../support/redis';

const PURGE: DomainEvent = {
  type: 'CachePurged',
  scope: { kind: 'paths', siteId: 'wom-dk', paths: ['/a'] },
  reason: 'webhook',
};
const LATER: DomainEvent = {
  type: 'CachePurged',
  scope: { kind: 'paths', siteId: 'wom-dk', paths: ['/b'] },
  reason: 'admin',
};

function localBus() {
  const seen: string[] = [];
  const failures: unknown[] = [];
  const bus = new InProcessEventBus({
    observeEvent: (type) => {
      seen.push(type);
    },
    handlerFailed: (_event, error) => {
      failures.push(error);
    },
  });
  return { bus, seen, failures };
}

describe('InProcessEventBus', () => {
  it('delivers to every subscriber of the type, and a failing subscriber fails nothing else', async () => {
    const { bus, seen, failures } = localBus();
    const received: DomainEvent[] = [];
    bus.subscribe('CachePurged', () => {
      throw new Error('subscriber broke');
    });
    bus.subscribe('CachePurged', (event) => {
      received.push(event);
    });
    bus.subscribe('SearchPerformed', () => {
      received.push({ type: 'SearchPerformed', siteId: 'wrong' });
    });

    await bus.publish(PURGE);

    expect(received).toEqual([PURGE]);
    expect(failures).toHaveLength(1);
    expect(seen).toEqual(['CachePurged']);
  });

  it('stops delivering after unsubscribe', async () => {
    const { bus } = localBus();
    let calls = 0;
    const unsubscribe = bus.subscribe('CachePurged', () => {
      calls += 1;
    });
    unsubscribe();
    await bus.publish(PURGE);
    expect(calls).toBe(0);
  });
});

describe('RedisBridgedEventBus over a real Redis', () => {
  let redis: TestRedis;
  const connections: RedisConnections[] = [];

  async function bridged(channel: string) {
    const local = localBus();
    const redisConnections = new RedisConnections(redis.url, pino({ level: 'silent' }));
    connections.push(redisConnections);
    const errors: Error[] = [];
    const bus = new RedisBridgedEventBus({
      local: local.bus,
      publisher: redisConnections.commands,
      subscriber: redisConnections.subscriber,
      channel,
      onError: (error) => {
        errors.push(error);
      },
    });
    await new Promise<void>((resolve, reject) => {
      redisConnections.connect(() => bus.start().then(resolve, reject));
    });
    await expect.poll(() => redisConnections.commands.isReady).toBe(true);
    return { bus, errors, connections: redisConnections };
  }

  beforeAll(async () => {
    redis = await startTestRedis();
  });

  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await redis.stop();
  });

  it('delivers an event once on the publishing replica and once on the other', async () => {
    const channel = `test:${randomUUID()}`;
    const one = await bridged(channel);
    const two = await bridged(channel);
    const onOne: DomainEvent[] = [];
    const onTwo: DomainEvent[] = [];
    one.bus.subscribe('CachePurged', (event) => {
      onOne.push(event);
    });
    two.bus.subscribe('CachePurged', (event) => {
      onTwo.push(event);
    });

    await one.bus.publish(PURGE);
    await expect.poll(() => onTwo).toEqual([PURGE]);
    // Redis hands a subscriber its messages in publishing order, so once the second replica's
    // later event reached the first, the first has had its own echo of PURGE too, and skipped it.
    await two.bus.publish(LATER);

    await expect.poll(() => onOne).toContainEqual(LATER);
    expect(onOne).toEqual([PURGE, LATER]);
    expect(onTwo).toEqual([PURGE, LATER]);
    expect([...one.errors, ...two.errors]).toEqual([]);
  });

  it('ignores malformed messages on the channel and says so', async () => {
    const channel = `test:${randomUUID()}`;
    const one = await bridged(channel);
    const received: DomainEvent[] = [];
    one.bus.subscribe('CachePurged', (event) => {
      received.push(event);
    });
    const other = await bridged(`${channel}:other`);
    await other.connections.commands.publish(
      channel,
      JSON.stringify({ origin: 'x', event: { type: 'CachePurged', scope: { kind: 'nope' } } }),
    );
    await expect
      .poll(() => one.errors.map((error) => error.message))
      .toContain('ignored a malformed bridged event');
    expect(received).toEqual([]);
  });
});
