import { pino } from 'pino';
import { LruResponseCache } from '../../src/adapters/cache/lru-response.cache';
import { RedisConnections } from '../../src/adapters/cache/redis.connections';
import { RedisResponseCache } from '../../src/adapters/cache/redis-response.cache';
import { TwoLevelResponseCache } from '../../src/adapters/cache/two-level-response.cache';
import { InProcessEventBus } from '../../src/adapters/events/in-process.event-bus';
import { RedisBridgedEventBus } from '../../src/adapters/events/redis-bridged.event-bus';
import { testApp, type TestApp, type TestAppOptions } from '../adapters/http/test-app';

/** One app replica wired as the composition root wires it with REDIS_URL, over fakes upstream. */
export interface RedisReplica extends TestApp {
  readonly connections: RedisConnections;
  readonly redisErrors: () => number;
  /** `http://127.0.0.1:<port>` once `listen` ran. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Resolves once both connections are up and the bridge has subscribed. */
export async function startRedisReplica(
  redisUrl: string,
  /** Replicas of one test share a namespace: key prefix and channel, unique per test run. */
  namespace: string,
  options: TestAppOptions = {},
): Promise<RedisReplica> {
  let errors = 0;
  const connections = new RedisConnections(redisUrl, pino({ level: 'silent' }));
  const memory = new LruResponseCache({ maxBytes: 16 * 1024 * 1024, now: options.now });
  const shared = new RedisResponseCache({
    client: connections.binary,
    prefix: `${namespace}:rc:`,
    now: options.now,
    onError: () => {
      errors += 1;
    },
  });
  const local = new InProcessEventBus({
    observeEvent: () => undefined,
    handlerFailed: () => undefined,
  });
  const bus = new RedisBridgedEventBus({
    local,
    publisher: connections.commands,
    subscriber: connections.subscriber,
    channel: `${namespace}:events`,
    onError: () => {
      errors += 1;
    },
  });
  const subscribed = new Promise<void>((resolve, reject) => {
    connections.connect(async () => {
      try {
        await bus.start();
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
  await subscribed;
  while (!connections.commands.isReady) await new Promise((resolve) => setTimeout(resolve, 10));
  const app = await testApp({ ...options, cache: new TwoLevelResponseCache(memory, shared), bus });
  return {
    ...app,
    connections,
    redisErrors: () => errors,
    listen: async () => {
      await app.app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      return `http://127.0.0.1:${address.port}`;
    },
    close: async () => {
      await app.app.close();
      await connections.close();
    },
  };
}
