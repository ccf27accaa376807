/**
 * The in-process store (no `REDIS_URL`), the Redis store over a real Redis, and the fake the
 * service tests use keep one contract (`session-store.contract.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisConnections } from '../../../src/adapters/cache/redis.connections';
import { MemorySessionStore } from '../../../src/adapters/sessions/memory-session.store';
import { RedisSessionStore } from '../../../src/adapters/sessions/redis-session.store';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { readyConnections, startTestRedis, type TestRedis } from '../../support/redis';
import { sessionStoreContract } from './session-store.contract';

let redis: TestRedis;
let connections: RedisConnections;

beforeAll(async () => {
  redis = await startTestRedis();
  connections = await readyConnections(redis.url);
}, 60_000);

afterAll(async () => {
  await connections.close();
  await redis.stop();
});

sessionStoreContract('MemorySessionStore', () => new MemorySessionStore());
sessionStoreContract(
  'RedisSessionStore',
  () => new RedisSessionStore({ client: connections.commands }),
);
sessionStoreContract('InMemorySessionStore (fake)', () => new InMemorySessionStore());

describe('RedisSessionStore in Redis', () => {
  it('keys sessions and accounts by hashes: no session id or e-mail address in Redis', async () => {
    const store = new RedisSessionStore({ client: connections.commands });
    const id = await store.create({
      siteId: 'wom-dk',
      account: 'hashed@wom.test',
      idToken: 'i',
      accessToken: 'a',
      refreshToken: null,
      claims: {},
      expiresAt: 0,
      createdAt: 0,
    });
    const keys = await connections.commands.keys('magazine:*session*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(id);
    expect(keys.join(' ')).not.toContain('hashed@wom.test');
    const ttl = await connections.commands.pTTL(
      keys.find((key) => key.startsWith('magazine:session:')) ?? '',
    );
    expect(ttl).toBeGreaterThan(29 * 24 * 60 * 60_000);
  });

  it('rejects at once while Redis is away, and counts the failure', async () => {
    const failures: string[] = [];
    const closed = await readyConnections(redis.url);
    await closed.close();
    const store = new RedisSessionStore({
      client: closed.commands,
      onError: (operation) => failures.push(operation),
    });
    await expect(store.read('A'.repeat(43))).rejects.toThrow();
    expect(failures).toEqual(['session-read']);
  });
});
