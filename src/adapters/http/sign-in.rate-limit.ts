import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInLimiter } from '../../ports/sign-in-limits.port';
import { withTimeout, type RedisClient } from '../cache/redis-client.factory';

/**
 * Sign-in attempts are limited twice (ADR 11): per account, whatever address the attempts come
 * from (password guessing spread over a botnet), counting wrong passwords only, so that the
 * owner's own sign-ins never count and a stranger's guesses lock only guessing; and per address
 * (one address spraying many accounts), counting every attempt, by `@fastify/rate-limit`. With
 * Redis every replica shares the counters, without it (or while Redis is away) each replica
 * counts in process.
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
 * The limits of one request's sign-in. The limiters of `@fastify/rate-limit` take the Fastify
 * request (its key generators and route options read it), so the sign-in route binds this to its
 * request and hands the use case the result, a `SignInLimiter` (`src/ports/sign-in-limits.port.ts`).
 */
export type RequestSignInLimiter = (request: FastifyRequest) => SignInLimiter;

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
/** The count of a window without counting, and how long it has left. */
const PEEK_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
return {current, redis.call('PTTL', KEYS[1])}`;

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

  peek(key: string): Counted {
    const now = Date.now();
    const window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: window.current, ttl: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    if (this.windows.size >= LocalWindows.MAX_KEYS) this.windows.clear();
  }
}

/** Windows in Redis when it answers within 250 ms, else in process. */
class Windows {
  private readonly local = new LocalWindows();

  constructor(private readonly redis: RedisClient | null) {}

  count(key: string, windowMs: number): Promise<Counted> {
    return this.run(COUNT_SCRIPT, key, [String(windowMs)], () => this.local.count(key, windowMs));
  }

  peek(key: string): Promise<Counted> {
    return this.run(PEEK_SCRIPT, key, [], () => this.local.peek(key));
  }

  private async run(
    script: string,
    key: string,
    args: string[],
    fallback: () => Counted,
  ): Promise<Counted> {
    if (!this.redis?.isReady) return fallback();
    try {
      const reply = await withTimeout(
        this.redis.eval(script, { keys: [`${KEY_PREFIX}${key}`], arguments: args }),
        REDIS_TIMEOUT_MS,
        'sign-in count',
      );
      const [current, ttl] = Array.isArray(reply) ? reply.map(Number) : [];
      if (current === undefined || ttl === undefined || Number.isNaN(current)) return fallback();
      return { current, ttl };
    } catch {
      return fallback();
    }
  }
}

/** A store for `@fastify/rate-limit` on those windows. */
function storeClass(windows: Windows) {
  return class SignInStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      void windows.count(key, timeWindow).then((counted) => {
        callback(null, counted);
      });
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
  const windows = new Windows(options.redis ?? null);
  await scope.register(fastifyRateLimit, { global: false, store: storeClass(windows) });
  const perAddress = scope.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `address:${normalizeIP(request.ip)}`,
  });
  return (request) => ({
    async attempt(email) {
      const [address, account] = await Promise.all([
        perAddress(request),
        windows.peek(`account:${accountKey(email)}`),
      ]);
      const waits: number[] = [];
      if (!address.isAllowed && address.isExceeded)
        waits.push('ttlInSeconds' in address ? address.ttlInSeconds : 1);
      if (account.current >= limits.perAccount) waits.push(Math.ceil(account.ttl / 1000));
      if (waits.length === 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, ...waits) };
    },
    async failed(email) {
      await windows.count(`account:${accountKey(email)}`, limits.windowMs);
    },
  });
}
