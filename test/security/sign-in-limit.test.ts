import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFailFastRedisClient,
  type RedisClient,
} from '../../src/adapters/cache/redis-client.factory';
import { startIdentity, type RunningIdentity } from '../../sandbox/identity/cognito-bootstrap';
import { startAccountStack, type AccountStack } from '../e2e/account/account-stack';
import { Jar } from '../e2e/account/cookie-jar';
import { freePort } from '../support/free-port';
import { startTestRedis, type TestRedis } from '../support/redis';

/**
 * The sign-in limit as an attacker meets it: one account tried from rotating addresses (behind a
 * trusted proxy, and with forged X-Forwarded-For where no proxy is trusted), one address trying
 * many accounts, and two replicas sharing the counters through a real Redis.
 */
const HOST = 'wom-dk.localhost';
const LIMITS = { perAccount: 4, perAddress: 10, windowMs: 60_000 };
const VICTIM = 'reader@wom.test';

let identity: RunningIdentity;
let dataDir: string;
let redis: TestRedis;
let clients: RedisClient[] = [];
const stacks: AccountStack[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sign-in-limit-'));
  identity = await startIdentity({ port: await freePort(), dataDir });
  redis = await startTestRedis();
}, 60_000);

afterAll(async () => {
  for (const stack of stacks) await stack.stop();
  for (const client of clients) if (client.isOpen) client.destroy();
  clients = [];
  await (redis as TestRedis | undefined)?.stop();
  await (identity as RunningIdentity | undefined)?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function stack(options: Parameters<typeof startAccountStack>[0]): Promise<AccountStack> {
  const started = await startAccountStack({ identity, signInLimits: LIMITS, ...options });
  stacks.push(started);
  return started;
}

async function connectedRedis(): Promise<RedisClient> {
  const client = createFailFastRedisClient({
    url: redis.url,
    name: 'sign-in-limit-test',
    onError: () => undefined,
  });
  await client.connect();
  clients.push(client);
  return client;
}

/** One sign-in attempt as a browser makes it: the form (cookie and token), then the POST. */
async function attempt(
  app: AccountStack['app'],
  email: string,
  headers: Record<string, string> = {},
  password = 'Wrong-password-1',
): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const jar = new Jar();
  await jar.open(app, '/users/sign_in', HOST);
  const response = await app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers: {
      host: HOST,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams({
      _csrf: jar.csrf,
      email,
      password,
    }).toString(),
  });
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    body: response.body,
  };
}

function rotated(index: number): Record<string, string> {
  return { 'x-forwarded-for': `198.51.100.${String(index % 250)}` };
}

describe('sign-in limit', () => {
  it('holds per account across rotated addresses behind a trusted proxy, with a translated 429', async () => {
    const { app } = await stack({ trustProxy: 1 });
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof attempt>> | null = null;
    for (let index = 0; index < 12; index += 1) {
      const result = await attempt(app, VICTIM, rotated(index));
      statuses.push(result.status);
      if (result.status === 429) limited ??= result;
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.perAccount);
    expect(statuses.slice(LIMITS.perAccount).every((status) => status === 429)).toBe(true);
    expect(Number(limited?.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited?.retryAfter)).toBeLessThanOrEqual(LIMITS.windowMs / 1000);
    // the reader's language, not an error page
    expect(limited?.body).toContain('lang="da-DK"');
    expect(limited?.body).toContain('For mange forsøg. Vent et par minutter, og prøv igen.');
    expect(limited?.body).not.toContain('Too Many Requests');
    // the account is named in any case and spacing
    expect((await attempt(app, ` ${VICTIM.toUpperCase()} `, rotated(99))).status).toBe(429);
  }, 60_000);

  it("counts only wrong passwords against the account: the owner's own sign-ins never lock it", async () => {
    const { app } = await stack({ trustProxy: 1 });
    const owner = 'reader@wom.test';
    const right = (index: number) => attempt(app, owner, rotated(200 + index), 'Reader-2026');
    const wrong = (index: number) => attempt(app, owner, rotated(100 + index));
    // More sign-ins than the account limit, all of them the owner's: none is refused.
    for (let index = 0; index < LIMITS.perAccount + 2; index += 1)
      expect((await right(index)).status).toBe(303);
    // Wrong passwords up to one below the limit, then the owner still gets in.
    for (let index = 0; index < LIMITS.perAccount - 1; index += 1)
      expect((await wrong(index)).status).toBe(401);
    expect((await right(50)).status).toBe(303);
    // One more wrong password reaches the limit: from then on the account waits.
    expect((await wrong(60)).status).toBe(401);
    expect((await right(70)).status).toBe(429);
  }, 60_000);

  it('ignores X-Forwarded-For where no proxy is trusted: rotating it changes nothing', async () => {
    const { app } = await stack({ trustProxy: false });
    const statuses: number[] = [];
    for (let index = 0; index < LIMITS.perAddress + 3; index += 1) {
      // a new account each time: only the per-address limit can stop this
      const result = await attempt(app, `spray-${String(index)}@wom.test`, rotated(index));
      statuses.push(result.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMITS.perAddress);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it('shares the counters between two replicas through Redis', async () => {
    const shared = await connectedRedis();
    const first = await stack({ trustProxy: 1, redis: shared });
    const second = await stack({ trustProxy: 1, redis: await connectedRedis() });
    const account = `shared-${String(Date.now())}@wom.test`;
    const statuses: number[] = [];
    for (let index = 0; index < LIMITS.perAccount + 2; index += 1) {
      const replica = index % 2 === 0 ? first : second;
      statuses.push((await attempt(replica.app, account, rotated(index))).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(0, LIMITS.perAccount)).not.toContain(429);
    // what Redis holds names no e-mail address
    const keys = await shared.keys('magazine:sign-in:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('@');
  }, 60_000);
});
