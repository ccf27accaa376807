import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_CLAIMS } from '../../fakes/identity.fake';
import { HOST, securityApp, type SecurityApp } from '../../security/security-app';

/**
 * POST /api/authservice: the user of a session, as the account islands ask for it (the cookie's
 * session, or the session id a caller names), `data: null` for no session; never cached.
 */
let started: SecurityApp;

beforeAll(async () => {
  started = await securityApp({ production: true });
});

afterAll(async () => {
  await (started as SecurityApp | undefined)?.app.close();
});

async function authService(body: Record<string, unknown>, cookie = '') {
  const response = await started.app.inject({
    method: 'POST',
    url: '/api/authservice',
    headers: { ...HOST, 'content-type': 'application/json', ...(cookie === '' ? {} : { cookie }) },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json<{ data: Record<string, unknown> | null }>();
}

describe('POST /api/authservice', () => {
  it("answers the signed-in reader of the cookie's session, with the same user for its id", async () => {
    const reader = {
      id: READER_CLAIMS.sub,
      email: READER_CLAIMS.email,
      givenName: READER_CLAIMS.given_name,
    };
    const fromCookie = await authService({}, started.signedInCookie);
    expect(fromCookie.data).toMatchObject(reader);
    expect(fromCookie.data).toHaveProperty('userState');
    expect(fromCookie.data?.userState).not.toBe('anonymous');
    expect(Array.isArray(fromCookie.data?.allEntitlements)).toBe(true);
    expect(Array.isArray(fromCookie.data?.groups)).toBe(true);
    const sessionId = started.signedInCookie.replace(/^mag_id=/, '');
    const fromToken = await authService({ token: sessionId });
    expect(fromToken).toEqual(fromCookie);
    // an empty token is no token: the cookie's session answers
    expect(await authService({ token: '' }, started.signedInCookie)).toEqual(fromCookie);
  });

  it('answers data: null without a session, for a token that is no session id, or a session that ended', async () => {
    expect(await authService({})).toEqual({ data: null });
    expect(await authService({ token: 'eyJhbGciOiJSUzI1NiJ9.bearer.token' })).toEqual({
      data: null,
    });
    const unknown = started.signedInCookie.replace(/^mag_id=(.)/, (_all, first: string) =>
      first === 'a' ? 'mag_id=b' : 'mag_id=a',
    );
    expect(await authService({ token: unknown.replace(/^mag_id=/, '') })).toEqual({ data: null });
  });
});
