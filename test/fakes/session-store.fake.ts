import { randomBytes } from 'node:crypto';
import type { SessionStorePort, StoredSession } from '../../src/ports/session-store.port';

/**
 * Sessions in a map, with the store's promises: ids of the session id format, an ended session
 * stays ended, `endAccount` ends every session of the account. `down` makes every call reject,
 * as a shared store that does not answer.
 */
export class InMemorySessionStore implements SessionStorePort {
  readonly sessions = new Map<string, StoredSession>();
  down = false;

  create(session: StoredSession): Promise<string> {
    if (this.down) return this.unavailable();
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, session);
    return Promise.resolve(id);
  }

  read(id: string): Promise<StoredSession | null> {
    if (this.down) return this.unavailable();
    return Promise.resolve(this.sessions.get(id) ?? null);
  }

  replace(id: string, session: StoredSession): Promise<void> {
    if (this.down) return this.unavailable();
    if (this.sessions.has(id)) this.sessions.set(id, session);
    return Promise.resolve();
  }

  end(id: string): Promise<void> {
    if (this.down) return this.unavailable();
    this.sessions.delete(id);
    return Promise.resolve();
  }

  endAccount(account: string): Promise<number> {
    if (this.down) return this.unavailable();
    let ended = 0;
    for (const [id, session] of this.sessions)
      if (session.account === account) {
        this.sessions.delete(id);
        ended += 1;
      }
    return Promise.resolve(ended);
  }

  private unavailable(): Promise<never> {
    return Promise.reject(new Error('session store unavailable'));
  }
}
