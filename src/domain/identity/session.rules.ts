/** Sessions end at the latest this long after sign-in (the identity cookie's lifetime, ADR 25). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/** A session id: 256 random bits in base64url, 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Whether a cookie value could be a session id (anything else is never looked up). */
export function isSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}
