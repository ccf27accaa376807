import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleFixture } from '../fakes/domain-builders';
import { startRedisReplica, type RedisReplica } from '../support/redis-replica';
import { startTestRedis, type TestRedis } from '../support/redis';

const SECRET = 'a-long-shared-webhook-secret';
const HOST = 'wom-dk.localhost:3000';
const ARTICLE = '/traening/styrke/5-ovelser';

let redis: TestRedis;
let one: RedisReplica;
let two: RedisReplica;
let oneUrl: string;
let twoUrl: string;

beforeAll(async () => {
  redis = await startTestRedis();
  // A namespace of this run: a shared REDIS_URL may hold other runs' keys.
  const namespace = `test:${randomUUID()}`;
  one = await startRedisReplica(redis.url, namespace, { contentWebhookSecret: SECRET });
  two = await startRedisReplica(redis.url, namespace, { contentWebhookSecret: SECRET });
  for (const replica of [one, two]) {
    replica.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  }
  [oneUrl, twoUrl] = await Promise.all([one.listen(), two.listen()]);
});

afterAll(async () => {
  await Promise.all([one.close(), two.close()]);
  await redis.stop();
});

async function get(base: string): Promise<{ status: number; cacheStatus: string | null }> {
  const response = await request(`${base}${ARTICLE}`, { headers: { host: HOST } });
  await response.body.arrayBuffer();
  const cacheStatus = response.headers['cache-status'];
  return {
    status: response.statusCode,
    cacheStatus: typeof cacheStatus === 'string' ? cacheStatus : null,
  };
}

describe('two replicas sharing one Redis', () => {
  it('share rendered pages through Redis, and a purge on one reaches the memory of the other', async () => {
    expect((await get(oneUrl)).cacheStatus).toBe('magazine; fwd=miss; stored');
    expect((await get(twoUrl)).cacheStatus).toMatch(/^magazine; hit; ttl=\d+; detail=redis$/);
    expect((await get(twoUrl)).cacheStatus).toMatch(/^magazine; hit; ttl=\d+; detail=memory$/);
    expect(two.content.calls.filter((call) => call.startsWith('resolve'))).toEqual([]);

    const purge = await request(`${oneUrl}/api/webhooks/content`, {
      method: 'POST',
      headers: { host: HOST, 'content-type': 'application/json', 'x-webhook-secret': SECRET },
      body: JSON.stringify({ paths: [ARTICLE] }),
    });
    await purge.body.dump();
    expect(purge.statusCode).toBe(202);

    await expect
      .poll(async () => (await get(twoUrl)).cacheStatus)
      .toBe('magazine; fwd=miss; stored');
    expect(two.content.calls.filter((call) => call.startsWith('resolve'))).toEqual([
      `resolve ${ARTICLE}`,
    ]);
  });
});
