/**
 * Where reader sessions live (ADR 25): the browser holds only a random session id in its identity
 * cookie; the tokens the identity service issued, and the claims last verified from them, stay
 * here. Ending a session removes it, so a cookie replayed after sign-out names nothing.
 */
export interface StoredSession {
  readonly siteId: string;
  /** The account the session belongs to (`accountKey`): what "sign out everywhere" ends. */
  readonly account: string;
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken: string | null;
  /** The id token's claims as last verified, and when its time runs out (epoch ms). */
  readonly claims: Readonly<Record<string, unknown>>;
  readonly expiresAt: number;
  /** When the reader signed in (epoch ms). */
  readonly createdAt: number;
}

/**
 * The store of sessions. Every call may reject (a shared store that does not answer in time);
 * callers treat a rejected read as "no session for this request", never as "signed out".
 */
export interface SessionStorePort {
  /** Keeps the session and answers its new, unguessable id. */
  create(session: StoredSession): Promise<string>;
  /** The session of an id, or null when there is none (ended, expired or never issued). */
  read(id: string): Promise<StoredSession | null>;
  /** Replaces a live session (after a refresh); does nothing when it has ended meanwhile. */
  replace(id: string, session: StoredSession): Promise<void>;
  end(id: string): Promise<void>;
  /** Ends every session of the account; answers how many there were. */
  endAccount(account: string): Promise<number>;
}

/**
 * The account key of an e-mail address: the address as sign-in normalises it (`signInEmail`), so
 * "sign out everywhere" by the e-mail an admin types finds the sessions a sign-in stored.
 */
export { signInEmail as accountKey } from '../domain/identity/entitlements.rules';
