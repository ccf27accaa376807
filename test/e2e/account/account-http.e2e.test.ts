import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountStack, type AccountStack } from './account-stack';
import { Jar } from './cookie-jar';
import { ID } from '../../../src/composition/identifiers';
import type { IdentityDirectoryPort } from '../../../src/ports/identity.port';
import type { SessionStorePort } from '../../../src/ports/session-store.port';

let stack: AccountStack;
const HOST = 'wom-dk.localhost';

beforeAll(async () => {
  stack = await startAccountStack();
}, 60_000);

afterAll(async () => {
  await (stack as AccountStack | undefined)?.stop();
});

async function get(jar: Jar, url: string) {
  const response = await stack.app.inject({
    method: 'GET',
    url,
    headers: { host: HOST, cookie: jar.header() },
  });
  jar.take(response.headers['set-cookie']);
  jar.takeForm(response.body);
  return response;
}

async function post(jar: Jar, url: string, fields: Record<string, string>) {
  const response = await stack.app.inject({
    method: 'POST',
    url,
    headers: {
      host: HOST,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
  jar.take(response.headers['set-cookie']);
  jar.takeForm(response.body);
  return response;
}

async function signIn(jar: Jar, email: string, password: string, returnUri = '/profile') {
  await get(jar, '/users/sign_in');
  return post(jar, '/users/sign_in', {
    _csrf: jar.csrf,
    email,
    password,
    returnUri,
  });
}

describe('accounts over HTTP against cognito-local', () => {
  it('renders the sign-in form with a CSRF token and never lets a cache store it', async () => {
    const jar = new Jar();
    const response = await get(jar, '/users/sign_in?returnUri=%2Fprofile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(jar.csrf).toMatch(/^[\w-]{20,}$/);
    // the token's secret stays in an HttpOnly cookie a script cannot read
    expect(String(response.headers['set-cookie'])).toMatch(/mag_csrf_secret=[^;]+;.*HttpOnly/i);
    expect(response.body).toContain('name="returnUri" value="/profile"');
  });

  it('signs a subscriber in with HttpOnly SameSite=Lax cookies and shows the profile', async () => {
    const jar = new Jar();
    const response = await signIn(jar, '  Subscriber@WOM.test ', 'Subscriber-2026');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile');
    const cookies = String(response.headers['set-cookie']);
    expect(cookies).toMatch(/mag_id=[^;]+;.*HttpOnly; SameSite=Lax/);
    expect(cookies).not.toContain('Secure');
    const profile = await get(jar, '/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('subscriber@wom.test');
    expect(profile.body).toContain('data-user-state="subscriber"');
  });

  it('classes a JustRegister reader and a COS-only subscriber as JustRegister on WOM', async () => {
    for (const [email, password] of [
      ['reader@wom.test', 'Reader-2026'],
      ['cos-subscriber@wom.test', 'Cosmo-2026'],
    ] as const) {
      const jar = new Jar();
      await signIn(jar, email, password);
      const profile = await get(jar, '/profile');
      expect(profile.body, email).toContain('data-user-state="just-register"');
    }
  });

  it('answers a wrong password with the bad-credentials message and no session', async () => {
    const jar = new Jar();
    const response = await signIn(jar, 'reader@wom.test', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Forkert e-mail eller adgangskode.');
    expect(jar.get('mag_id')).toBeUndefined();
  });

  it('answers an unknown account exactly as a wrong password: the page never tells which', async () => {
    const wrong = await signIn(new Jar(), 'reader@wom.test', 'not-the-password');
    const unknown = await signIn(new Jar(), 'nobody-here@wom.test', 'not-the-password');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    const message = (body: string) =>
      /<p class="account-form__error"[^>]*>([^<]*)</.exec(body)?.[1];
    expect(message(unknown.body)).toBe('Forkert e-mail eller adgangskode.');
    expect(message(wrong.body)).toBe(message(unknown.body));
  });

  it('refuses a sign-in without the CSRF token', async () => {
    const jar = new Jar();
    const response = await post(jar, '/users/sign_in', {
      email: 'reader@wom.test',
      password: 'Reader-2026',
    });
    expect(response.statusCode).toBe(403);
    expect(jar.get('mag_id')).toBeUndefined();
  });

  it('checks the fields on the server: empty e-mail and a short password get their messages', async () => {
    const jar = new Jar();
    await get(jar, '/users/sign_in');
    const response = await post(jar, '/users/sign_in', {
      _csrf: jar.csrf,
      email: '',
      password: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Indtast en gyldig e-mailadresse.');
    expect(response.body).toContain('Adgangskoden skal være mindst 6 tegn.');
  });

  it('sends an anonymous reader of /profile to the login with returnUri and locale', async () => {
    const response = await get(new Jar(), '/profile');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/users/sign_in?returnUri=%2Fprofile&locale=da-DK');
  });

  it('only returns to same-site relative paths after sign-in', async () => {
    const jar = new Jar();
    const response = await signIn(jar, 'reader@wom.test', 'Reader-2026', '//evil.test/x');
    expect(response.headers.location).toBe('/');
  });

  it('answers /api/authservice with the user for a valid token and null for a forged one', async () => {
    const jar = new Jar();
    await signIn(jar, 'admin@wom.test', 'Admin-2026');
    const token = jar.get('mag_id') ?? '';
    const valid = await stack.app.inject({
      method: 'POST',
      url: '/api/authservice',
      headers: { host: HOST },
      payload: { token },
    });
    expect(valid.json()).toMatchObject({
      data: { email: 'admin@wom.test', groups: ['admin'] },
    });
    // The token is a session id (ADR 25): another id, or an id token itself, names no session.
    for (const forged of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'e30.e30.sig'])
      expect(
        (
          await stack.app.inject({
            method: 'POST',
            url: '/api/authservice',
            headers: { host: HOST },
            payload: { token: forged },
          })
        ).json(),
      ).toEqual({ data: null });
  });

  it('signs out: cookies cleared, then the logout path with the encoded returnUri', async () => {
    const jar = new Jar();
    await signIn(jar, 'reader@wom.test', 'Reader-2026');
    await get(jar, '/users/settings');
    const response = await post(jar, '/users/sign_out', {
      _csrf: jar.csrf,
      returnUri: '/artikel?x=1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/users/sign_in/logout?returnUri=%2Fartikel%3Fx%3D1');
    expect(jar.get('mag_id')).toBeUndefined();
    expect((await get(jar, '/profile')).statusCode).toBe(303);
  });

  it('lands a signed-out reader on the address signed out on, or the front for a signed-in screen', async () => {
    const back = async (returnUri: string) =>
      (await get(new Jar(), `/users/sign_in/logout?returnUri=${encodeURIComponent(returnUri)}`))
        .headers.location;
    expect(await back('/artikel?x=1')).toBe('/artikel?x=1');
    expect(await back('/users/settings')).toBe('/');
    expect(await back('/profile')).toBe('/');
    expect(await back('/admin-dashboard/overview')).toBe('/');
  });

  it('signs out at the identity service: the session can no longer be renewed', async () => {
    const jar = new Jar();
    await signIn(jar, 'reader@wom.test', 'Reader-2026');
    const copied = jar.header();
    const sessionId = jar.get('mag_id') ?? '';
    const store = stack.container.get<SessionStorePort>(ID.sessionStore);
    const refreshToken = (await store.read(sessionId))?.refreshToken ?? null;
    expect(refreshToken).not.toBeNull();
    await get(jar, '/users/settings');
    await post(jar, '/users/sign_out', { _csrf: jar.csrf, returnUri: '/' });

    // The copied cookie names nothing: the profile sends it to the login, the API knows nobody.
    const replayed = await stack.app.inject({
      url: '/profile',
      headers: { host: HOST, cookie: copied },
    });
    expect(replayed.statusCode).toBe(303);
    expect(replayed.body).not.toContain('reader@wom.test');
    const api = await stack.app.inject({
      method: 'POST',
      url: '/api/authservice',
      headers: { host: HOST, cookie: copied },
      payload: {},
    });
    expect(api.json()).toEqual({ data: null });
    // And the identity service renews nothing with the session's refresh token.
    const identity = stack.container.get<IdentityDirectoryPort>(ID.identityDirectory);
    expect(await identity.forSite(stack.site)?.identity.refresh(refreshToken ?? '')).toMatchObject({
      ok: true,
      value: { kind: 'refused', code: 'NotAuthorizedException' },
    });
  });

  it('replaces the CSRF secret at sign-in and at sign-out: a token of the secret before signs nothing after', async () => {
    const jar = new Jar();
    await get(jar, '/users/sign_in');
    const planted = { secret: jar.get('mag_csrf_secret'), token: jar.csrf };
    await post(jar, '/users/sign_in', {
      _csrf: planted.token,
      email: 'reader@wom.test',
      password: 'Reader-2026',
      returnUri: '/',
    });
    const afterSignIn = jar.get('mag_csrf_secret');
    expect(afterSignIn).toBeDefined();
    expect(afterSignIn).not.toBe(planted.secret);
    // The token of the secret before the sign-in no longer signs a form.
    const stale = await post(jar, '/users/sign_out', { _csrf: planted.token, returnUri: '/' });
    expect(stale.statusCode).toBe(403);
    expect(jar.get('mag_id')).toBeDefined();

    await get(jar, '/users/settings');
    const signedInToken = jar.csrf;
    const signedOut = await post(jar, '/users/sign_out', { _csrf: signedInToken, returnUri: '/' });
    expect(signedOut.statusCode).toBe(303);
    expect(jar.get('mag_csrf_secret')).not.toBe(afterSignIn);
    // Nor does the signed-in session's token sign anything once signed out.
    const replay = await post(jar, '/users/sign_in', {
      _csrf: signedInToken,
      email: 'reader@wom.test',
      password: 'Reader-2026',
    });
    expect(replay.statusCode).toBe(403);
  });

  it('signs up with the e-mailed code, then signs in with the new account', async () => {
    const jar = new Jar();
    await get(jar, '/users/sign_up');
    const email = `new-${Date.now()}@wom.test`;
    const created = await post(jar, '/users/sign_up', {
      _csrf: jar.csrf,
      email,
      password: 'Secret-99',
      password_repeat: 'Secret-99',
      given_name: 'Nina',
    });
    expect(created.statusCode).toBe(200);
    expect(created.body).toContain('name="step" value="confirm"');
    const confirmed = await post(jar, '/users/sign_up', {
      _csrf: jar.csrf,
      step: 'confirm',
      email,
      code: '123456',
    });
    expect(confirmed.statusCode).toBe(303);
    const signedIn = await signIn(jar, email, 'Secret-99');
    expect(signedIn.headers.location).toBe('/profile');
  });

  it('refuses a second sign-up with the same e-mail with the email-in-use message', async () => {
    const jar = new Jar();
    await get(jar, '/users/sign_up');
    const response = await post(jar, '/users/sign_up', {
      _csrf: jar.csrf,
      email: 'reader@wom.test',
      password: 'Secret-99',
      password_repeat: 'Secret-99',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Der findes allerede en konto med denne e-mail.');
  });

  it('keeps the admin overview for the admin group: anonymous to login, others 403', async () => {
    const errorsBefore = stack.errorLines.length;
    const anonymous = await get(new Jar(), '/admin-dashboard/overview');
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toContain('/users/sign_in?returnUri=%2Fadmin-dashboard');
    const reader = new Jar();
    await signIn(reader, 'subscriber@wom.test', 'Subscriber-2026');
    const forbidden = await get(reader, '/admin-dashboard/overview');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toContain('Dette område er kun for administratorer.');
    expect(forbidden.body).not.toContain('/admin-dashboard/purge');
    const refusedPost = await post(reader, '/admin-dashboard/purge', { _csrf: 'x' });
    expect(refusedPost.statusCode).toBe(403);
    // an ordinary denial is not an error: nothing was logged at error level
    expect(stack.errorLines.slice(errorsBefore)).toEqual([]);
  });

  it('shows the admin the dashboard and purges the site cache with a CSRF-protected POST', async () => {
    const jar = new Jar();
    await signIn(jar, 'admin@wom.test', 'Admin-2026');
    const page = await get(jar, '/admin-dashboard/overview');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('action="/admin-dashboard/purge"');
    expect(page.body).toContain('Andel svar fra cache');
    const refused = await post(jar, '/admin-dashboard/purge', { _csrf: 'forged' });
    expect(refused.statusCode).toBe(403);
    const purged = await post(jar, '/admin-dashboard/purge', { _csrf: jar.csrf });
    expect(purged.statusCode).toBe(303);
    const after = await get(jar, '/admin-dashboard/overview?purged=1');
    expect(after.body).toContain('Cache tømt: wom-dk (admin)');
  });
});
