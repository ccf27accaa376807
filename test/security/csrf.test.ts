import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountStack, type AccountStack } from '../e2e/account/account-stack';
import { Jar } from '../e2e/account/cookie-jar';
import { HOST as SECURITY_HOST, securityApp, type SecurityApp } from './security-app';

/**
 * CSRF payloads against every state-changing account route: a forged request never changes
 * anything, whatever it carries; the same request from the site itself goes through.
 */
const HOST = 'wom-dk.localhost';
let stack: AccountStack;

beforeAll(async () => {
  stack = await startAccountStack();
}, 60_000);

afterAll(async () => {
  await (stack as AccountStack | undefined)?.stop();
});

interface Attempt {
  readonly name: string;
  /** The token sent (the reader's own, unless the payload replaces it). */
  readonly token: (own: string, foreign: string) => string | string[] | null;
  readonly headers?: Readonly<Record<string, string>>;
  /** Send the reader's cookies (a cross-site form post carries them under SameSite=None). */
  readonly cookies?: 'own' | 'none' | 'foreign';
  readonly contentType?: string;
}

const OWN_ORIGIN = `http://${HOST}`;

/** Each payload alone must be refused. */
const FORGED: readonly Attempt[] = [
  { name: 'no token', token: () => null },
  { name: 'empty token', token: () => '' },
  { name: 'made-up token', token: () => 'forged-token-1234567890abcdefghijklmn' },
  { name: 'the secret cookie as token', token: () => '__SECRET__' },
  { name: 'a token of another reader', token: (_own, foreign) => foreign },
  { name: 'own token without the secret cookie', token: (own) => own, cookies: 'none' },
  { name: 'own token with another secret', token: (own) => own, cookies: 'foreign' },
  { name: 'two tokens', token: (own) => [own, own] },
  { name: 'overlong token', token: (own) => `${own}${'A'.repeat(5000)}` },
  { name: 'token with a NUL', token: (own) => `${own}\u0000` },
  { name: 'truncated token', token: (own) => own.slice(0, -2) },
  {
    name: 'own token from another origin',
    token: (own) => own,
    headers: { origin: 'https://evil.example' },
  },
  { name: 'own token, Origin null', token: (own) => own, headers: { origin: 'null' } },
  {
    name: 'own token, origin on another port',
    token: (own) => own,
    headers: { origin: `${OWN_ORIGIN}:1` },
  },
  {
    name: 'own token, origin a sibling subdomain',
    token: (own) => own,
    headers: { origin: `http://evil.${HOST}` },
  },
  {
    name: 'own token, Sec-Fetch-Site cross-site',
    token: (own) => own,
    headers: { 'sec-fetch-site': 'cross-site' },
  },
  {
    name: 'own token, Sec-Fetch-Site same-site',
    token: (own) => own,
    headers: { 'sec-fetch-site': 'same-site' },
  },
  {
    name: 'own token as text/plain (a form that needs no preflight)',
    token: (own) => own,
    contentType: 'text/plain',
  },
];

const ROUTES = [
  '/users/sign_in',
  '/users/sign_up',
  '/users/forgot_password',
  '/users/new_password',
  '/users/sign_out',
  '/admin-dashboard/purge',
] as const;

async function formPage(jar: Jar): Promise<void> {
  await jar.open(stack.app, '/users/sign_in', HOST);
}

async function send(
  route: string,
  attempt: Attempt,
  own: Jar,
  foreign: Jar,
): Promise<{ status: number; setCookie: string }> {
  const token = attempt.token(own.csrf, foreign.csrf);
  const secret = own.get('mag_csrf_secret') ?? '';
  const fields = new URLSearchParams({ email: 'reader@wom.test', password: 'Reader-2026' });
  const tokens = token === null ? [] : Array.isArray(token) ? token : [token];
  for (const value of tokens) fields.append('_csrf', value.replace('__SECRET__', secret));
  const cookie =
    attempt.cookies === 'none'
      ? ''
      : attempt.cookies === 'foreign'
        ? foreign.header()
        : own.header();
  const response = await stack.app.inject({
    method: 'POST',
    url: route,
    headers: {
      host: HOST,
      cookie,
      'content-type': attempt.contentType ?? 'application/x-www-form-urlencoded',
      ...attempt.headers,
    },
    payload: fields.toString(),
  });
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    setCookie: Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? ''),
  };
}

describe('CSRF on the account routes', () => {
  it(`refuses all ${String(FORGED.length * ROUTES.length)} forged requests (${String(FORGED.length)} payloads × ${String(ROUTES.length)} routes)`, async () => {
    const own = new Jar();
    const foreign = new Jar();
    await formPage(own);
    await formPage(foreign);
    const accepted: string[] = [];
    for (const route of ROUTES) {
      for (const attempt of FORGED) {
        const { status, setCookie } = await send(route, attempt, own, foreign);
        // refused: 403 (the form again, or the error page) or 415 for a body no form sends
        if (![403, 415].includes(status) || setCookie.includes('mag_id=')) {
          accepted.push(`${route} ${attempt.name}: ${String(status)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  }, 120_000);

  it('lets the same sign-in through from the site itself (Origin and Sec-Fetch-Site of a real browser)', async () => {
    const jar = new Jar();
    await formPage(jar);
    const { status, setCookie } = await send(
      '/users/sign_in',
      {
        name: 'own',
        token: (own) => own,
        headers: { origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' },
      },
      jar,
      jar,
    );
    expect(status).toBe(303);
    expect(setCookie).toContain('mag_id=');
  });

  it('shows a refused form again, filled in, with a fresh token and the expired message', async () => {
    const jar = new Jar();
    await formPage(jar);
    const response = await stack.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: {
        host: HOST,
        cookie: jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=reader%40wom.test&password=Reader-2026&_csrf=stale',
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('value="reader@wom.test"');
    expect(response.body).not.toContain('Reader-2026');
    expect(response.body).toMatch(/name="_csrf" value="[\w-]{20,}"/);
  });

  it('hands islands a token at /api/csrf-token, never cached, with the secret HttpOnly', async () => {
    const response = await stack.app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { host: HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json<{ token: string }>().token).toMatch(/^[\w-]{20,}$/);
    expect(String(response.headers['set-cookie'])).toMatch(
      /mag_csrf_secret=[^;]+; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });
});

describe('CSRF on the newsletter sign-up', () => {
  let newsletter: SecurityApp;
  const host = SECURITY_HOST.host;

  beforeAll(async () => {
    newsletter = await securityApp({ production: true });
  });

  afterAll(async () => {
    await (newsletter as SecurityApp | undefined)?.app.close();
  });

  async function token(): Promise<{ token: string; cookie: string }> {
    const response = await newsletter.app.inject({ url: '/api/csrf-token', headers: { host } });
    const setCookie = String(response.headers['set-cookie']);
    return {
      token: response.json<{ token: string }>().token,
      cookie: setCookie.split(';')[0] ?? '',
    };
  }

  it('refuses the island JSON without a token, from another origin, or cross-site', async () => {
    const own = await token();
    const attempts: { headers: Record<string, string> }[] = [
      { headers: { cookie: own.cookie } },
      { headers: { cookie: own.cookie, 'x-csrf-token': 'forged' } },
      { headers: { 'x-csrf-token': own.token } },
      {
        headers: { cookie: own.cookie, 'x-csrf-token': own.token, origin: 'https://evil.example' },
      },
      {
        headers: { cookie: own.cookie, 'x-csrf-token': own.token, 'sec-fetch-site': 'cross-site' },
      },
    ];
    for (const attempt of attempts) {
      const response = await newsletter.app.inject({
        method: 'POST',
        url: '/api/newsletter/sign-up',
        headers: { host, 'content-type': 'application/json', ...attempt.headers },
        payload: { email: 'reader@example.dk' },
      });
      expect(response.statusCode, JSON.stringify(attempt.headers)).toBe(403);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).not.toContain('subscribed');
    }
    const accepted = await newsletter.app.inject({
      method: 'POST',
      url: '/api/newsletter/sign-up',
      headers: {
        host,
        'content-type': 'application/json',
        cookie: own.cookie,
        'x-csrf-token': own.token,
        origin: `http://${host}`,
        'sec-fetch-site': 'same-origin',
      },
      payload: { email: 'reader@example.dk' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ status: 'subscribed' });
  });

  it('answers the plain form without a token with the form again, filled in, then signs up', async () => {
    const first = await newsletter.app.inject({
      method: 'POST',
      url: '/newsletter/sign-up',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=plain%40example.dk&source=wom-dk-article&return=%2Ftraening%2Fstyrke',
    });
    expect(first.statusCode).toBe(403);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toContain('Bekræft venligst din tilmelding');
    expect(first.body).toContain('value="plain@example.dk"');
    expect(first.body).toContain('name="return" value="/traening/styrke"');
    const formToken = /name="_csrf" value="([^"]+)"/.exec(first.body)?.[1] ?? '';
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const second = await newsletter.app.inject({
      method: 'POST',
      url: '/newsletter/sign-up',
      headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        _csrf: formToken,
        email: 'plain@example.dk',
        source: 'wom-dk-article',
        return: '/traening/styrke',
      }).toString(),
    });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Tak! Du er nu tilmeldt nyhedsbrevet.');
    expect(second.body).toContain('href="/traening/styrke"');
  });

  it('serves the consent text rendered and sanitised, so the island needs no markdown code', async () => {
    const response = await newsletter.app.inject({
      url: '/api/newsletter/permission',
      headers: { host },
    });
    expect(response.json()).toMatchObject({ html: '<p>Ja tak til nyhedsbreve.</p>\n' });
  });
});
