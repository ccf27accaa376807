import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleFixture } from '../fakes/domain-builders';
import { startRedisReplica, type RedisReplica } from '../support/redis-replica';
import { startTestRedis, type TestRedis } from '../support/redis';

const HOST = 'wom-dk.localhost:3000';
const PATHS = ['/a', '/b', '/c', '/d', '/e'];
/** The load run is bounded in time and in count; each phase needs this many answered requests. */
const RUN_CAP_MS = 30_000;
const MAX_REQUESTS = 3_000;
const PER_PHASE = 30;
const CONCURRENCY = 8;

let redis: TestRedis;
let replica: RedisReplica;
let base: string;

beforeAll(async () => {
  redis = await startTestRedis({ owned: true });
  replica = await startRedisReplica(redis.url, `test:${randomUUID()}`);
  for (const path of PATHS) {
    replica.content.resolved.set(path, {
      kind: 'article',
      article: articleFixture({ title: `Artikel ${path}` }),
    });
  }
  base = await replica.listen();
});

afterAll(async () => {
  await replica.close();
  await redis.stop();
});

async function get(path: string): Promise<number> {
  // Mostly new pages (a miss asks Redis, then stores there), some repeats (memory hits).
  const page = 1 + Math.floor(Math.random() * 60);
  const response = await request(`${base}${path}?page=${page}`, { headers: { host: HOST } });
  await response.body.dump();
  return response.statusCode;
}

/** Resolves once `condition` holds, or after `deadline` (epoch ms) at the latest. */
async function until(condition: () => boolean, deadline: number): Promise<void> {
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('Redis dies during a load run', () => {
  it('fails no reader request while Redis is killed and comes back, then uses Redis again', async () => {
    const statuses = new Map<number, number>();
    const deadline = Date.now() + RUN_CAP_MS;
    let sent = 0;
    let answered = 0;
    let finished = false;
    const worker = async (): Promise<void> => {
      while (!finished && Date.now() < deadline && sent < MAX_REQUESTS) {
        const path = PATHS[sent % PATHS.length] ?? '/a';
        sent += 1;
        const status = await get(path).catch(() => 0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        answered += 1;
      }
    };
    // Phases by answered requests (not by time, so a slow machine still loads every phase):
    // Redis up, Redis killed, Redis restarted.
    const phases: string[] = [];
    const outage = (async () => {
      await until(() => answered >= PER_PHASE, deadline);
      await redis.kill();
      phases.push(`killed after ${answered}`);
      const downAt = answered;
      await until(() => answered >= downAt + PER_PHASE, deadline);
      await redis.restart();
      phases.push(`restarted after ${answered}`);
      const upAt = answered;
      await until(() => answered >= upAt + PER_PHASE, deadline);
      finished = true;
    })();
    await Promise.all([...Array.from({ length: CONCURRENCY }, worker), outage]);

    expect(phases).toHaveLength(2);
    expect(finished).toBe(true);
    expect([...statuses.entries()]).toEqual([[200, answered]]);
    expect(replica.redisErrors()).toBeGreaterThan(0);
    await expect.poll(() => replica.connections.commands.isReady, { timeout: 5_000 }).toBe(true);
    // The restarted Redis is empty; new pages land in it again.
    await expect
      .poll(
        async () => {
          await get('/b');
          return replica.connections.commands.dbSize();
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);
  });
});
