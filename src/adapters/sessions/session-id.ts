import { createHash, randomBytes } from 'node:crypto';

export { SESSION_LIFETIME_MS } from '../../domain/identity/session.rules';

/** 256 random bits, base64url (`isSessionId`): the only thing of a session a browser holds. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What a store keys a session or an account by: a hash, so that a store's keys (a Redis dump, a
 * heap snapshot) are no cookies anyone could replay and no e-mail addresses.
 */
export function storeKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
