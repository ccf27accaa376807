import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../adapters/http/test-app';
import { HOST, SITE_ORIGIN, securityApp, type SecurityApp } from './security-app';

/**
 * The CSRF checks of a state-changing route as a browser meets them, on the newsletter island's
 * JSON sign-up and the sign-out form (test/security/csrf.test.ts sends the forged payloads to
 * every account route): which token counts, which origins pass, and the secret a sign-out renews.
 */
let started: SecurityApp;

beforeAll(async () => {
  started = await securityApp({ production: true });
});

afterAll(async () => {
  await (started as SecurityApp | undefined)?.app.close();
});

interface Secret {
  readonly token: string;
  /** `mag_csrf_secret=…`, as a Cookie header. */
  readonly cookie: string;
}

async function secret(): Promise<Secret> {
  const response = await started.app.inject({ url: '/api/csrf-token', headers: HOST });
  return {
    token: response.json<{ token: string }>().token,
    cookie: String(response.headers['set-cookie']).split(';')[0] ?? '',
  };
}

async function signUp(
  own: Secret,
  headers: Readonly<Record<string, string>>,
  body: Readonly<Record<string, unknown>> = {},
): Promise<number> {
  const response = await started.app.inject({
    method: 'POST',
    url: '/api/newsletter/sign-up',
    headers: { ...HOST, 'content-type': 'application/json', cookie: own.cookie, ...headers },
    payload: { email: 'reader@example.dk', ...body },
  });
  return response.statusCode;
}

describe('the CSRF checks of a state-changing route', () => {
  it("lets through what the reader's own browser sends: same origin, own action, or no word", async () => {
    const own = await secret();
    const token = { 'x-csrf-token': own.token };
    expect(await signUp(own, { ...token, 'sec-fetch-site': 'same-origin' })).toBe(200);
    // typed into the address bar or a bookmark: the browser names no site
    expect(await signUp(own, { ...token, 'sec-fetch-site': 'none' })).toBe(200);
    expect(await signUp(own, { ...token, origin: SITE_ORIGIN })).toBe(200);
    // an older browser says nothing about where the request came from
    expect(await signUp(own, token)).toBe(200);
  });

  it('refuses an origin that is not this host, however it is written', async () => {
    const own = await secret();
    const token = { 'x-csrf-token': own.token };
    for (const origin of [
      'null',
      'not a url',
      'http://wom-dk.localhost:3001',
      'http://evil.example',
    ])
      expect(await signUp(own, { ...token, origin }), origin).toBe(403);
    for (const site of ['same-site', 'cross-site'])
      expect(await signUp(own, { ...token, 'sec-fetch-site': site }), site).toBe(403);
  });

  it('takes the token of the form field before the header, and the header when the field is none', async () => {
    const own = await secret();
    expect(await signUp(own, { 'x-csrf-token': own.token }, { _csrf: 'forged' })).toBe(403);
    expect(await signUp(own, { 'x-csrf-token': 'forged' }, { _csrf: own.token })).toBe(200);
    // a field that is no string is no token: the header's counts
    expect(await signUp(own, { 'x-csrf-token': own.token }, { _csrf: 42 })).toBe(200);
  });

  it('answers a refused island request 403 in JSON, never cached', async () => {
    const own = await secret();
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/newsletter/sign-up',
      headers: { ...HOST, 'content-type': 'application/json', cookie: own.cookie },
      payload: { email: 'reader@example.dk' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('renews the secret at sign-out: a token from before no longer signs anything', async () => {
    const own = await secret();
    const signOut = await started.app.inject({
      method: 'POST',
      url: '/users/sign_out',
      headers: {
        ...HOST,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${own.cookie}; ${started.signedInCookie}`,
      },
      payload: new URLSearchParams({ _csrf: own.token }).toString(),
    });
    expect(signOut.statusCode).toBe(303);
    const renewed = ([] as string[])
      .concat(signOut.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('mag_csrf_secret='));
    expect(renewed).toMatch(/^mag_csrf_secret=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = renewed?.split(';')[0] ?? '';
    expect(cookie).not.toBe(own.cookie);
    expect(await signUp({ token: own.token, cookie }, { 'x-csrf-token': own.token })).toBe(403);
  });

  it('marks the secret cookie Secure over https, and not on plain-http localhost', async () => {
    const behindProxy = await testApp({ trustProxy: ['loopback'] });
    try {
      const cookieOf = async (headers: Record<string, string>) => {
        const response = await behindProxy.app.inject({
          url: '/api/csrf-token',
          headers: { host: 'wom-dk.localhost:3000', ...headers },
        });
        return String(response.headers['set-cookie']);
      };
      expect(await cookieOf({ 'x-forwarded-proto': 'https' })).toMatch(
        /^mag_csrf_secret=[^;]+;.*\bSecure\b/,
      );
      expect(await cookieOf({})).not.toMatch(/\bSecure\b/);
    } finally {
      await behindProxy.app.close();
    }
  });
});
