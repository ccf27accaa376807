import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFailFastRedisClient,
  type RedisClient,
} from '../../src/adapters/cache/redis-client.factory';
import {
  signInRateLimit,
  type RequestSignInLimiter,
  type SignInLimitOptions,
} from '../../src/adapters/http/sign-in.rate-limit';
import type { SignInVerdict } from '../../src/ports/sign-in-limits.port';
import { startTestRedis } from '../support/redis';

/**
 * The sign-in limit's windows on their own (ADR 11): when a window ends (to the millisecond), how
 * long a refused reader waits, how the in-process windows stay bounded, and how the limit falls
 * back to counting in process when Redis is not ready or answers something it cannot read. Each
 * test composes its own Fastify scope, as the product does at start.
 */
const WINDOW_MS = 60_000;
const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
const MAX_KEYS = 50_000;

interface Limited {
  readonly app: FastifyInstance;
  readonly limiter: RequestSignInLimiter;
  readonly attempt: (email: string, address?: string) => Promise<SignInVerdict>;
  readonly failed: (email: string, times?: number) => Promise<void>;
}

async function limited(
  options: SignInLimitOptions,
  apps: FastifyInstance[] = opened,
): Promise<Limited> {
  const app = Fastify();
  apps.push(app);
  let limiter: RequestSignInLimiter | undefined;
  await app.register(async (scope) => {
    const made = await signInRateLimit(scope, options);
    limiter = made;
    scope.post<{ Body: { email: string } }>('/attempt', (request) =>
      made(request).attempt(request.body.email),
    );
    scope.get('/other', () => ({ ok: true }));
  });
  await app.ready();
  if (limiter === undefined) throw new Error('the limiter was not made');
  const bound = limiter;
  return {
    app,
    limiter: bound,
    attempt: async (email, address = '203.0.113.7') => {
      const response = await app.inject({
        method: 'POST',
        url: '/attempt',
        remoteAddress: address,
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      return response.json<SignInVerdict>();
    },
    failed: async (email, times = 1) => {
      // `failed` counts the account only: it reads nothing of the request
      for (let index = 0; index < times; index += 1)
        await bound({} as FastifyRequest).failed(email);
    },
  };
}

const opened: FastifyInstance[] = [];
const clients: RedisClient[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const app of opened.splice(0)) await app.close();
  for (const client of clients.splice(0)) if (client.isOpen) client.destroy();
});

function at(time: number): void {
  vi.setSystemTime(time);
}

/** A Redis client that answers each script with `answer` (the counting script holds INCR). */
function scriptedRedis(answer: (script: string) => Promise<unknown>, isReady = true): RedisClient {
  return {
    isReady,
    eval: (script: string) => answer(script),
  } as unknown as RedisClient;
}

describe('the in-process sign-in windows', () => {
  it('refuses an account at its limit until its window ends, to the millisecond, and says how long to wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { attempt, failed } = await limited({
      limits: { perAccount: 3, perAddress: 1000, windowMs: WINDOW_MS },
    });
    await failed('victim@wom.test', 2);
    expect(await attempt('victim@wom.test')).toEqual({ allowed: true });
    await failed('victim@wom.test');
    at(T0 + 1_500);
    expect(await attempt('victim@wom.test')).toEqual({ allowed: false, retryAfterSeconds: 59 });
    // another account is not held up
    expect(await attempt('someone@wom.test')).toEqual({ allowed: true });
    at(T0 + WINDOW_MS - 1);
    expect(await attempt('victim@wom.test')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // the window ends at its last millisecond: the account may try again
    at(T0 + WINDOW_MS);
    expect(await attempt('victim@wom.test')).toEqual({ allowed: true });
    // failures at that instant start a new window, not the old one that ends now
    await failed('victim@wom.test', 3);
    at(T0 + WINDOW_MS + 1);
    expect(await attempt('victim@wom.test')).toEqual({
      allowed: false,
      retryAfterSeconds: WINDOW_MS / 1000,
    });
  });

  it('refuses an address over its limit with the time its window has left, and only that address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { attempt } = await limited({
      limits: { perAccount: 1000, perAddress: 2, windowMs: WINDOW_MS },
    });
    expect(await attempt('a@wom.test', '198.51.100.1')).toEqual({ allowed: true });
    at(T0 + 10_000);
    expect(await attempt('b@wom.test', '198.51.100.1')).toEqual({ allowed: true });
    expect(await attempt('c@wom.test', '198.51.100.1')).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
    expect(await attempt('c@wom.test', '198.51.100.2')).toEqual({ allowed: true });
    at(T0 + WINDOW_MS);
    expect(await attempt('c@wom.test', '198.51.100.1')).toEqual({ allowed: true });
  });

  it('limits the sign-in only: the other routes of its scope carry no rate limit', async () => {
    const { app } = await limited({});
    const response = await app.inject({ method: 'GET', url: '/other' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual(
      [],
    );
  });

  it(`stays bounded: with ${String(MAX_KEYS)} windows all live it forgets them all`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { attempt, failed } = await limited({
      limits: { perAccount: 3, perAddress: 1000, windowMs: WINDOW_MS },
    });
    await failed('victim@wom.test', 3);
    // the victim's window and the address's: two
    expect((await attempt('victim@wom.test')).allowed).toBe(false);
    for (let index = 0; index < MAX_KEYS - 2; index += 1) await failed(`other-${String(index)}`);
    // full, not over: nothing forgotten yet
    expect((await attempt('victim@wom.test')).allowed).toBe(false);
    await failed('one-more@wom.test');
    expect(await attempt('victim@wom.test')).toEqual({ allowed: true });
  }, 20_000);

  it(`stays bounded by dropping the windows that ended first, keeping the live ones`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { attempt, failed } = await limited({
      limits: { perAccount: 3, perAddress: 1000, windowMs: WINDOW_MS },
    });
    for (let index = 0; index < MAX_KEYS - 1; index += 1) await failed(`other-${String(index)}`);
    at(T0 + WINDOW_MS / 2);
    await failed('victim@wom.test', 3);
    // the first windows end at this very millisecond; a new account's window sweeps them away
    at(T0 + WINDOW_MS);
    await failed('one-more@wom.test');
    expect(await attempt('victim@wom.test')).toEqual({
      allowed: false,
      retryAfterSeconds: WINDOW_MS / 2000,
    });
  }, 20_000);
});

describe('the sign-in windows in Redis', () => {
  it('counts in process while Redis is not ready, whatever the client would answer', async () => {
    const redis = scriptedRedis(() => Promise.resolve([99, WINDOW_MS]), false);
    const { attempt } = await limited({
      limits: { perAccount: 3, perAddress: 2, windowMs: WINDOW_MS },
      redis,
    });
    expect(await attempt('reader@wom.test')).toEqual({ allowed: true });
  });

  it('counts addresses in Redis when it answers: a count over the limit there refuses here', async () => {
    const redis = scriptedRedis((script) =>
      Promise.resolve(script.includes('INCR') ? [99, WINDOW_MS] : [0, -2]),
    );
    const { attempt } = await limited({
      limits: { perAccount: 3, perAddress: 2, windowMs: WINDOW_MS },
      redis,
    });
    expect(await attempt('reader@wom.test')).toEqual({
      allowed: false,
      retryAfterSeconds: WINDOW_MS / 1000,
    });
  });

  it.each([
    ['a reply without the time left', [5]],
    ['a reply that is no list', 'OK'],
  ])('counts in process on %s', async (_name, reply) => {
    const { attempt, failed } = await limited({
      limits: { perAccount: 3, perAddress: 1000, windowMs: WINDOW_MS },
      redis: scriptedRedis(() => Promise.resolve(reply)),
    });
    expect(await attempt('reader@wom.test')).toEqual({ allowed: true });
    await failed('reader@wom.test', 3);
    expect((await attempt('reader@wom.test')).allowed).toBe(false);
  });

  it.each([
    ['a count that is no number', () => Promise.resolve(['many', WINDOW_MS])],
    ['an error', () => Promise.reject(new Error('NOSCRIPT'))],
  ])('counts in process on %s', async (_name, answer) => {
    const { attempt, failed } = await limited({
      limits: { perAccount: 3, perAddress: 1000, windowMs: WINDOW_MS },
      redis: scriptedRedis(answer),
    });
    await failed('reader@wom.test', 3);
    expect((await attempt('reader@wom.test')).allowed).toBe(false);
  });

  it('shares an account window between replicas through a real Redis, which forgets it when it ends', async () => {
    const server = await startTestRedis();
    try {
      const connect = async (): Promise<RedisClient> => {
        const client = createFailFastRedisClient({
          url: server.url,
          name: 'sign-in-windows-test',
          onError: () => undefined,
        });
        await client.connect();
        clients.push(client);
        return client;
      };
      const limits = { perAccount: 2, perAddress: 1000, windowMs: WINDOW_MS };
      const shared = await connect();
      const first = await limited({ limits, redis: shared });
      const second = await limited({ limits, redis: await connect() });
      await first.failed('reader@wom.test');
      await second.failed('reader@wom.test');
      expect((await first.attempt('reader@wom.test')).allowed).toBe(false);
      expect((await second.attempt('reader@wom.test')).allowed).toBe(false);
      const keys = await shared.keys('magazine:sign-in:account:*');
      expect(keys).toHaveLength(1);
      const left = await shared.pTTL(keys[0] ?? '');
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(WINDOW_MS);
    } finally {
      for (const client of clients.splice(0)) if (client.isOpen) client.destroy();
      await server.stop();
    }
  });
});
