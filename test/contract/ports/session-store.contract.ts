import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { isSessionId } from '../../../src/domain/identity/session.rules';
import type { SessionStorePort, StoredSession } from '../../../src/ports/session-store.port';

const BASE: StoredSession = {
  siteId: 'wom-dk',
  account: 'reader@wom.test',
  idToken: 'id-token',
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  claims: { sub: 'reader-1', email: 'reader@wom.test', 'cognito:groups': ['readers'] },
  expiresAt: 1_800_000_000_000,
  createdAt: 1_799_999_000_000,
};

/**
 * What every session store promises the session service (`SessionStorePort`, ADR 25): ids no one
 * can guess or reuse, a session read back as stored, an ended session that stays ended, and
 * "sign out everywhere" that ends exactly one account's sessions.
 */
export function sessionStoreContract(name: string, make: () => SessionStorePort): void {
  describe(`${name} as a session store`, () => {
    /** A session of an account of its own: a shared store (Redis) outlives one test. */
    let SESSION: StoredSession = BASE;
    beforeEach(() => {
      SESSION = { ...BASE, account: `reader-${randomUUID()}@wom.test` };
    });

    it('keeps a session under a new session id and reads it back as stored', async () => {
      const store = make();
      const id = await store.create(SESSION);
      expect(isSessionId(id)).toBe(true);
      expect(await store.read(id)).toEqual(SESSION);
      expect(await store.create(SESSION)).not.toBe(id);
    });

    it('holds nothing under an id it never issued', async () => {
      expect(await make().read('A'.repeat(43))).toBeNull();
    });

    it('replaces a live session, and leaves an ended one ended', async () => {
      const store = make();
      const id = await store.create(SESSION);
      const renewed = {
        ...SESSION,
        idToken: 'id-token-2',
        expiresAt: SESSION.expiresAt + 3_600_000,
      };
      await store.replace(id, renewed);
      expect(await store.read(id)).toEqual(renewed);
      await store.end(id);
      await store.replace(id, renewed);
      expect(await store.read(id)).toBeNull();
    });

    it('ends one session, and every session of one account', async () => {
      const store = make();
      const laptop = await store.create(SESSION);
      const phone = await store.create(SESSION);
      const tablet = await store.create(SESSION);
      const otherAccount = { ...SESSION, account: `other-${randomUUID()}@wom.test` };
      const other = await store.create(otherAccount);
      await store.end(laptop);
      expect(await store.read(laptop)).toBeNull();
      expect(await store.read(phone)).not.toBeNull();
      expect(await store.endAccount(SESSION.account)).toBe(2);
      expect(await store.read(phone)).toBeNull();
      expect(await store.read(tablet)).toBeNull();
      expect(await store.read(other)).toEqual(otherAccount);
      expect(await store.endAccount(SESSION.account)).toBe(0);
    });

    it('keeps a refreshed session under its account for "sign out everywhere"', async () => {
      const store = make();
      const id = await store.create(SESSION);
      await store.replace(id, { ...SESSION, idToken: 'id-token-2' });
      expect(await store.endAccount(SESSION.account)).toBe(1);
      expect(await store.read(id)).toBeNull();
    });
  });
}
