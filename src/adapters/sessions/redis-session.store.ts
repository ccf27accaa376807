import type { SessionStorePort, StoredSession } from '../../ports/session-store.port';
import { withTimeout, type RedisClient } from '../cache/redis-client.factory';
import { newSessionId, SESSION_LIFETIME_MS, storeKey } from './session-id';

export interface RedisSessionStoreOptions {
  readonly client: RedisClient;
  readonly lifetimeMs?: number;
  /** The longest a store call may take before the request goes on without it (default 500 ms). */
  readonly timeoutMs?: number;
  readonly onError?: (operation: string) => void;
}

const SESSION_PREFIX = 'magazine:session:';
const ACCOUNT_PREFIX = 'magazine:account-sessions:';

/** One round trip: the session with its end of life, and its key in the account's set. */
const CREATE_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 1`;

/** Replaces a live session, keeping its end of life; an ended session stays ended. */
const REPLACE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'KEEPTTL')
return 1`;

/** Every session of an account, then the account's set. */
const END_ACCOUNT_SCRIPT = `
local keys = redis.call('SMEMBERS', KEYS[1])
local ended = 0
for _, key in ipairs(keys) do
  ended = ended + redis.call('DEL', ARGV[1] .. key)
end
redis.call('DEL', KEYS[1])
return ended`;

function isStoredSession(value: unknown): value is StoredSession {
  if (value === null || typeof value !== 'object') return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.siteId === 'string' &&
    typeof session.account === 'string' &&
    typeof session.idToken === 'string' &&
    typeof session.accessToken === 'string' &&
    (session.refreshToken === null || typeof session.refreshToken === 'string') &&
    session.claims !== null &&
    typeof session.claims === 'object' &&
    typeof session.expiresAt === 'number' &&
    typeof session.createdAt === 'number'
  );
}

/**
 * Sessions in Redis (`REDIS_URL`), shared by every replica: a sign-out on one ends the session on
 * all. Keys are hashes of the session id and of the account (`storeKey`). Every call gives up
 * after `timeoutMs` and rejects while Redis is away (no offline queue): the reader is then
 * anonymous for that request, and a sign-in asks to try again later.
 */
export class RedisSessionStore implements SessionStorePort {
  private readonly lifetimeMs: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: RedisSessionStoreOptions) {
    this.lifetimeMs = options.lifetimeMs ?? SESSION_LIFETIME_MS;
    this.timeoutMs = options.timeoutMs ?? 500;
  }

  private async run<T>(operation: string, command: () => Promise<T>): Promise<T> {
    try {
      if (!this.options.client.isReady) throw new Error('redis is not connected');
      return await withTimeout(command(), this.timeoutMs, `session ${operation}`);
    } catch (error) {
      this.options.onError?.(`session-${operation}`);
      throw error;
    }
  }

  async create(session: StoredSession): Promise<string> {
    const id = newSessionId();
    const key = storeKey(id);
    await this.run('create', () =>
      this.options.client.eval(CREATE_SCRIPT, {
        keys: [`${SESSION_PREFIX}${key}`, `${ACCOUNT_PREFIX}${storeKey(session.account)}`],
        arguments: [JSON.stringify(session), String(this.lifetimeMs), key],
      }),
    );
    return id;
  }

  async read(id: string): Promise<StoredSession | null> {
    const raw = await this.run('read', () =>
      this.options.client.get(`${SESSION_PREFIX}${storeKey(id)}`),
    );
    if (typeof raw !== 'string') return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isStoredSession(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  async replace(id: string, session: StoredSession): Promise<void> {
    await this.run('replace', () =>
      this.options.client.eval(REPLACE_SCRIPT, {
        keys: [`${SESSION_PREFIX}${storeKey(id)}`],
        arguments: [JSON.stringify(session)],
      }),
    );
  }

  async end(id: string): Promise<void> {
    await this.run('end', () => this.options.client.del(`${SESSION_PREFIX}${storeKey(id)}`));
  }

  async endAccount(account: string): Promise<number> {
    const ended = await this.run('end-account', () =>
      this.options.client.eval(END_ACCOUNT_SCRIPT, {
        keys: [`${ACCOUNT_PREFIX}${storeKey(account)}`],
        arguments: [SESSION_PREFIX],
      }),
    );
    return Number(ended);
  }
}
