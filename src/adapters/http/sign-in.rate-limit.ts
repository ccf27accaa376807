import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInVerdict } from '../../ports/sign-in-limits.port';
import { withTimeout, type RedisClient } from '../cache/redis-client.factory';

/**
 * Sign-in attempts are limited twice (ADR 11): per account, whatever address the attempts come
 * from (password guessing spread over a botnet), and per address (one address spraying many
 * accounts). Counted by `@fastify/rate-limit`; with Redis every replica shares the counters,
 * without it (or while Redis is away) each replica counts in process.
 */
export interface SignInLimits {
  readonly perAccount: number;
  readonly perAddress: number;
  readonly windowMs: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  perAccount: 8,
  perAddress: 30,
  windowMs: 10 * 60_000,
};

/**
 * Counts one sign-in attempt for this request's address and the account it names. The limiters
 * of `@fastify/rate-limit` take the Fastify request (its key generators and route options read
 * it), so the sign-in route binds this to its request and hands the use case the result, a
 * `SignInLimiter` (`src/ports/sign-in-limits.port.ts`).
 */
export type RequestSignInLimiter = (
  request: FastifyRequest,
  email: string,
) => Promise<SignInVerdict>;

export interface SignInLimitOptions {
  readonly limits?: SignInLimits;
  /** The shared counters; null counts in process. */
  readonly redis?: RedisClient | null;
}

interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;

const KEY_PREFIX = 'magazine:sign-in:';
const REDIS_TIMEOUT_MS = 250;
/** One round trip: count, start the window on the first attempt, and say how long it has left. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** In-process fixed windows: without Redis, and the fallback while Redis does not answer. */
class LocalWindows {
  private readonly windows = new Map<string, { current: number; resetAt: number }>();
  private static readonly MAX_KEYS = 50_000;

  count(key: string, windowMs: number): Counted {
    const now = Date.now();
    const window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      if (this.windows.size >= LocalWindows.MAX_KEYS) this.sweep(now);
      this.windows.set(key, { current: 1, resetAt: now + windowMs });
      return { current: 1, ttl: windowMs };
    }
    window.current += 1;
    return { current: window.current, ttl: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    if (this.windows.size >= LocalWindows.MAX_KEYS) this.windows.clear();
  }
}

/** A store for `@fastify/rate-limit`: Redis when it answers within 250 ms, else in process. */
function storeClass(redis: RedisClient | null) {
  const local = new LocalWindows();
  return class SignInStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const fallback = (): void => {
        callback(null, local.count(key, timeWindow));
      };
      if (!redis?.isReady) {
        fallback();
        return;
      }
      withTimeout(
        redis.eval(COUNT_SCRIPT, {
          keys: [`${KEY_PREFIX}${key}`],
          arguments: [String(timeWindow)],
        }),
        REDIS_TIMEOUT_MS,
        'sign-in count',
      ).then((reply) => {
        const [current, ttl] = Array.isArray(reply) ? reply.map(Number) : [];
        if (current === undefined || ttl === undefined || Number.isNaN(current)) fallback();
        else callback(null, { current, ttl });
      }, fallback);
    }

    child(): this {
      return this;
    }
  };
}

/** The account as a key: the normalised e-mail, hashed (no address in Redis or in memory dumps). */
function accountKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  return createHash('sha256').update(normalised).digest('base64url').slice(0, 22);
}

/**
 * Registers the rate-limit plugin in `scope` (no route limited by default) and returns the
 * sign-in check. Behind proxies `request.ip` is the client only when TRUST_PROXY names them;
 * IPv6 addresses count per /64, as one host usually holds the whole prefix.
 */
export async function signInRateLimit(
  scope: FastifyInstance,
  options: SignInLimitOptions = {},
): Promise<RequestSignInLimiter> {
  const limits = options.limits ?? SIGN_IN_LIMITS;
  await scope.register(fastifyRateLimit, {
    global: false,
    store: storeClass(options.redis ?? null),
  });
  const perAddress = scope.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `address:${normalizeIP(request.ip)}`,
  });
  const accounts = new WeakMap<FastifyRequest, string>();
  const perAccount = scope.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `account:${accounts.get(request) ?? ''}`,
  });
  return async (request, email) => {
    accounts.set(request, accountKey(email));
    const verdicts = await Promise.all([perAddress(request), perAccount(request)]);
    const exceeded = verdicts.filter((verdict) => !verdict.isAllowed && verdict.isExceeded);
    if (exceeded.length === 0) return { allowed: true };
    const retryAfterSeconds = Math.max(
      1,
      ...exceeded.map((verdict) => ('ttlInSeconds' in verdict ? verdict.ttlInSeconds : 1)),
    );
    return { allowed: false, retryAfterSeconds };
  };
}
