import { LRUCache } from 'lru-cache';
import type { SessionStorePort, StoredSession } from '../../ports/session-store.port';
import { newSessionId, SESSION_LIFETIME_MS, storeKey } from './session-id';

export interface MemorySessionStoreOptions {
  /** The most sessions kept; the least recently used goes first (default 100,000). */
  readonly max?: number;
  readonly lifetimeMs?: number;
}

/**
 * Sessions in this process (no `REDIS_URL`): one replica, or a laptop. A restart ends every
 * session; with more than one replica, sessions must live in Redis (`RedisSessionStore`).
 */
export class MemorySessionStore implements SessionStorePort {
  private readonly sessions: LRUCache<string, StoredSession>;
  /** Session keys by account key, for "sign out everywhere". */
  private readonly byAccount = new Map<string, Set<string>>();

  constructor(options: MemorySessionStoreOptions = {}) {
    this.sessions = new LRUCache<string, StoredSession>({
      max: options.max ?? 100_000,
      ttl: options.lifetimeMs ?? SESSION_LIFETIME_MS,
      // A refreshed session replaces its entry and stays indexed under its account.
      noDisposeOnSet: true,
      dispose: (session, key) => {
        const keys = this.byAccount.get(session.account);
        keys?.delete(key);
        if (keys?.size === 0) this.byAccount.delete(session.account);
      },
    });
  }

  create(session: StoredSession): Promise<string> {
    const id = newSessionId();
    const key = storeKey(id);
    this.sessions.set(key, session);
    const keys = this.byAccount.get(session.account) ?? new Set<string>();
    keys.add(key);
    this.byAccount.set(session.account, keys);
    return Promise.resolve(id);
  }

  read(id: string): Promise<StoredSession | null> {
    return Promise.resolve(this.sessions.get(storeKey(id)) ?? null);
  }

  replace(id: string, session: StoredSession): Promise<void> {
    const key = storeKey(id);
    const known = this.sessions.get(key, { updateAgeOnGet: false });
    // The same account only, and keeping the session's own end of life.
    if (known?.account === session.account)
      this.sessions.set(key, session, { ttl: this.sessions.getRemainingTTL(key) });
    return Promise.resolve();
  }

  end(id: string): Promise<void> {
    this.sessions.delete(storeKey(id));
    return Promise.resolve();
  }

  endAccount(account: string): Promise<number> {
    const keys = [...(this.byAccount.get(account) ?? [])];
    for (const key of keys) this.sessions.delete(key);
    this.byAccount.delete(account);
    return Promise.resolve(keys.length);
  }
}
