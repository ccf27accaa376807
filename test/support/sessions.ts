import type { Container } from 'inversify';
import { ID } from '../../src/composition/identifiers';
import type { Site } from '../../src/domain/site/site.types';
import {
  accountKey,
  type SessionStorePort,
  type StoredSession,
} from '../../src/ports/session-store.port';
import { READER_CLAIMS, READER_TOKEN } from '../fakes/identity.fake';

/**
 * A signed-in reader's identity cookie for a composed app: a session kept in the app's own
 * session store (ADR 25), as a sign-in would have left it, with the fake identity service's
 * reader (`READER_TOKEN`, `READER_CLAIMS`) unless told otherwise.
 */
export async function signedInCookie(
  container: Container,
  site: Site,
  session: Partial<StoredSession> = {},
): Promise<string> {
  const claims = session.claims ?? READER_CLAIMS;
  const id = await container.get<SessionStorePort>(ID.sessionStore).create({
    siteId: site.id,
    account: accountKey(typeof claims.email === 'string' ? claims.email : 'reader'),
    idToken: READER_TOKEN,
    accessToken: 'reader-access-token',
    refreshToken: 'reader-refresh-token',
    claims,
    expiresAt: Date.now() + 60 * 60_000,
    createdAt: Date.now(),
    ...session,
  });
  return `mag_id=${id}`;
}
