import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { ROUTES } from '../../../src/domain/routing/route-table';
import type { Site } from '../../../src/domain/site/site.types';
import { da } from '../../../src/render/i18n/da';
import type { TranslationKey } from '../../../src/render/i18n/translations.types';
import { InMemoryContent } from '../../fakes/content.fake';
import { pageFixture, SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import {
  FAKE_IDENTITY_CODE,
  IDENTITY_TIMED_OUT,
  InMemoryIdentity,
  InMemoryIdentityDirectory,
} from '../../fakes/identity.fake';
import { InMemorySessionStore } from '../../fakes/session-store.fake';
import { InMemorySignup } from '../../fakes/signup.fake';
import { InMemorySubscription } from '../../fakes/subscription.fake';
import { Jar } from '../../e2e/account/cookie-jar';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * The account forms over HTTP (auth.routes.ts) against an identity service in memory: each form's
 * page, its field checks, the identity service's refusals and outages as translated messages, and
 * where each success leads. The same flows run against cognito-local in
 * test/e2e/account/account-http.e2e.test.ts; these need no emulator, so every branch is pinned.
 */
const HOST = 'wom-dk.localhost:3000';
const OFF_HOST = 'cos-se.localhost:3000';
const READER = 'ida@example.test';
const PASSWORD = 'secret-1';

const site: Site = siteFixture({
  auth: SIGN_IN_ON,
  upstreams: { ...siteFixture().upstreams, signup: 'https://signup.example/users' },
});
const signInOff: Site = siteFixture({
  id: 'cos-se',
  hosts: ['cos-se.localhost'],
  siteDomain: 'http://cos-se.localhost:3000',
  locale: 'sv-SE',
  language: 'sv',
});

let composed: ComposedTestApp;
let app: FastifyInstance;
const identity = new InMemoryIdentity();
const directory = new InMemoryIdentityDirectory(identity);
const endpoint = new InMemorySignup();
const store = new InMemorySessionStore();
const logs: Record<string, unknown>[] = [];

/** The product with these forms' fakes; `logs` collects its lines at info and above. */
function composeForms(logs: Record<string, unknown>[]): Promise<ComposedTestApp> {
  const content = new InMemoryContent();
  content.resolved.set('/', { kind: 'page', page: pageFixture({ title: 'Forside' }) });
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return composeTestApp(
    testConfig({ production: true, sites: [site, signInOff] }),
    [
      override(ID.content, content),
      override(ID.search, content),
      override(ID.identityDirectory, directory),
      override(ID.subscription, new InMemorySubscription()),
      override(ID.signupEndpoint, endpoint),
      override(ID.sessionStore, store),
    ],
    logger,
  );
}

beforeAll(async () => {
  composed = await composeForms(logs);
  app = composed.app;
});

afterAll(async () => {
  await composed.stop();
});

beforeEach(() => {
  identity.accounts.clear();
  identity.withAccount(READER, PASSWORD);
  identity.down = false;
  store.down = false;
  directory.keysDown = false;
  identity.calls.length = 0;
  endpoint.told.length = 0;
  logs.length = 0;
});

/** The text as the page writes it (apostrophes and ampersands escaped). */
function html(key: TranslationKey): string {
  return da[key].replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
}

/** The form's own message (role="alert" above the fields), or null. */
function formMessage(response: LightMyRequestResponse): string | null {
  return (
    /<p class="account-form__error" role="alert">([^<]*)<\/p>/.exec(response.body)?.[1] ?? null
  );
}

/** The form's notice (role="status"), or null. */
function formNotice(response: LightMyRequestResponse): string | null {
  return (
    /<p class="account-form__notice" role="status">([^<]*)<\/p>/.exec(response.body)?.[1] ?? null
  );
}

/** The value a field of the form shows, or null when there is no such field. */
function fieldValue(response: LightMyRequestResponse, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(response.body)?.[0];
  if (input === undefined) return null;
  return /value="([^"]*)"/.exec(input)?.[1] ?? '';
}

/** The messages under the fields, by field name (the form's own checks). */
function fieldErrorsOf(response: LightMyRequestResponse): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const match of response.body.matchAll(/id="field-([a-z_]+)-error" role="alert">([^<]*)</g)) {
    errors[match[1] ?? ''] = match[2] ?? '';
  }
  return errors;
}

function location(response: LightMyRequestResponse): URL {
  return new URL(String(response.headers.location), `http://${HOST}`);
}

function setCookies(response: LightMyRequestResponse): string {
  return [response.headers['set-cookie']].flat().join('\n');
}

/** A form POST as a browser sends it from the site's own page. */
function postForm(
  target: FastifyInstance,
  path: string,
  cookie: string,
  payload: string,
  host = HOST,
): Promise<LightMyRequestResponse> {
  return target.inject({
    method: 'POST',
    url: path,
    headers: {
      host,
      origin: `http://${host}`,
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload,
  });
}

/** A browser at a form: opens the page for its token, then posts the fields with it. */
async function submit(
  path: string,
  fields: Record<string, string>,
  options: { jar?: Jar; host?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  const jar = options.jar ?? new Jar();
  const host = options.host ?? HOST;
  await jar.open(app, path, host);
  const response = await postForm(
    app,
    path,
    jar.header(),
    new URLSearchParams({ _csrf: options.token ?? jar.csrf, ...fields }).toString(),
    host,
  );
  jar.take(response.headers['set-cookie']);
  jar.takeForm(response.body);
  return response;
}

function get(url: string, jar: Jar = new Jar(), host = HOST) {
  return jar.open(app, url, host);
}

/** Each form's path and the words on its button. */
const FORMS = [
  [ROUTES.signIn.path, 'form.submit_sign_in'],
  [ROUTES.signUp.path, 'form.submit_sign_up'],
  [ROUTES.forgotPassword.path, 'form.submit_send_code'],
  [ROUTES.newPassword.path, 'form.submit_new_password'],
] as const;
const FORM_PATHS = FORMS.map(([path]) => path);

function logged(message: string): Record<string, unknown>[] {
  return logs.filter((line) => line.msg === message);
}

describe('the form pages', () => {
  it.each(FORMS)(
    'shows %s with its button, a CSRF token, private and never cached',
    async (path, button) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain(html(button));
      expect(response.body).toMatch(/name="_csrf" value="[^"]+"/);
      expect(formMessage(response)).toBeNull();
    },
  );

  it('keeps the e-mail of the address in the field and shows a named notice', async () => {
    const response = await get(`${ROUTES.signIn.path}?email=bo%40example.test&notice=confirmed`);
    expect(fieldValue(response, 'email')).toBe('bo@example.test');
    expect(formNotice(response)).toBe(html('form.confirmed'));
  });

  it.each([
    ['reset', 'form.reset_done'],
    ['code', 'form.code_sent'],
    ['favourite', 'favourites.sign_in'],
  ] as const)('shows the notice %s', async (notice, key) => {
    const response = await get(`${ROUTES.newPassword.path}?notice=${notice}`);
    expect(formNotice(response)).toBe(html(key));
  });

  it.each(['toString', 'constructor', 'nothing', ''])(
    'shows no notice for ?notice=%s',
    async (notice) => {
      const response = await get(`${ROUTES.signIn.path}?notice=${notice}`);
      expect(response.statusCode).toBe(200);
      expect(formNotice(response)).toBeNull();
    },
  );

  it('keeps only the fields the form names: never a password from the address', async () => {
    const response = await get(
      `${ROUTES.signUp.path}?email=a%40b.test&given_name=Ida&password=${PASSWORD}`,
    );
    expect(fieldValue(response, 'email')).toBe('a@b.test');
    expect(fieldValue(response, 'given_name')).toBe('Ida');
    expect(response.body).not.toContain(PASSWORD);
  });

  it('opens the sign-up at its confirm step only when the address asks for it', async () => {
    const confirm = await get(`${ROUTES.signUp.path}?step=confirm&email=a%40b.test`);
    expect(fieldValue(confirm, 'code')).toBe('');
    expect(fieldValue(confirm, 'password_repeat')).toBeNull();

    const details = await get(`${ROUTES.signUp.path}?step=other`);
    expect(fieldValue(details, 'code')).toBeNull();
    expect(fieldValue(details, 'password_repeat')).toBe('');
  });

  it('sends a signed-in reader from the sign-in form to the address to return to, or home', async () => {
    const jar = new Jar();
    await submit(ROUTES.signIn.path, { email: READER, password: PASSWORD }, { jar });

    const back = await get(`${ROUTES.signIn.path}?returnUri=%2Ftraening%3Fa%3D1`, jar);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/traening?a=1');

    const offSite = await get(`${ROUTES.signIn.path}?returnUri=%2F%2Fevil.example`, jar);
    expect(offSite.statusCode).toBe(303);
    expect(offSite.headers.location).toBe('/');

    // the other forms still show to a signed-in reader
    expect((await get(ROUTES.forgotPassword.path, jar)).statusCode).toBe(200);
  });

  it.each(FORM_PATHS)(
    'sends a reader of %s on a site without sign-in home, with a plain redirect for a GET',
    async (path) => {
      const response = await app.inject({ url: path, headers: { host: OFF_HOST } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each(FORM_PATHS)(
    'sends a POST to %s on a site without sign-in home with See Other, asking nobody',
    async (path) => {
      const response = await submit(
        path,
        { email: READER, password: PASSWORD },
        { host: OFF_HOST },
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
      expect(identity.calls).toEqual([]);
    },
  );
});

describe('the forms as the app registers them', () => {
  // Composed in the test itself: what each route is given when the app starts (its screen and
  // the fields it keeps) is part of what the test judges.
  it('gives each form its screen and keeps the fields it names, on a GET and on a refused POST', async () => {
    const own = await composeForms([]);
    try {
      const query = '?email=kept%40example.test&given_name=Ida&step=details';
      for (const [path, button] of FORMS) {
        const jar = new Jar();
        const shown = await jar.open(own.app, `${path}${query}`, HOST);
        expect(shown.statusCode, path).toBe(200);
        expect(shown.body, path).toContain(html(button));
        expect(fieldValue(shown, 'email'), path).toBe('kept@example.test');
        const refused = await postForm(
          own.app,
          path,
          jar.header(),
          new URLSearchParams({
            _csrf: 'forged',
            email: 'typed@example.test',
            given_name: 'Bo',
          }).toString(),
        );
        expect(refused.statusCode, path).toBe(403);
        expect(refused.body, path).toContain(html(button));
        expect(fieldValue(refused, 'email'), path).toBe('typed@example.test');
        if (path === ROUTES.signUp.path) {
          expect(fieldValue(shown, 'given_name')).toBe('Ida');
          expect(fieldValue(refused, 'given_name')).toBe('Bo');
        }
      }
    } finally {
      await own.stop();
    }
  });
});

describe('a form posted with a stale or forged token', () => {
  it.each(FORMS)(
    'shows %s again with 403, the expired message, what was typed and a fresh token',
    async (path, button) => {
      const jar = new Jar();
      const response = await submit(
        path,
        { email: 'typed@example.test', given_name: 'Ida', password: PASSWORD },
        { jar, token: 'forged' },
      );
      expect(response.statusCode).toBe(403);
      expect(formMessage(response)).toBe(html('form.expired'));
      expect(response.body).toContain(html(button));
      expect(fieldValue(response, 'email')).toBe('typed@example.test');
      expect(response.body).not.toContain(PASSWORD);
      expect(jar.csrf).not.toBe('forged');
      expect(identity.calls).toEqual([]);
    },
  );

  it('redirects home instead on a site without sign-in', async () => {
    const response = await submit(
      ROUTES.signIn.path,
      { email: READER },
      { host: OFF_HOST, token: 'forged' },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});

describe('POST sign-in', () => {
  it('signs in: a session cookie, a new CSRF secret, then the address to return to', async () => {
    const jar = new Jar();
    await jar.open(app, ROUTES.signIn.path, HOST);
    const secretBefore = jar.get('mag_csrf_secret');
    const response = await submit(
      ROUTES.signIn.path,
      { email: READER, password: PASSWORD, returnUri: '/traening?side=2' },
      { jar },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/traening?side=2');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(jar.get('mag_id')).toMatch(/.+/);
    expect(jar.get('mag_csrf_secret')).toMatch(/.+/);
    expect(jar.get('mag_csrf_secret')).not.toBe(secretBefore);
    expect(identity.calls).toEqual([`signIn ${READER}`]);
  });

  it('returns home after a sign-in whose address to return to leaves the site', async () => {
    const response = await submit(ROUTES.signIn.path, {
      email: READER,
      password: PASSWORD,
      returnUri: 'https://evil.example/',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('answers a wrong password with 401, the translated message and the e-mail kept', async () => {
    const response = await submit(ROUTES.signIn.path, { email: READER, password: 'wrong-one' });
    expect(response.statusCode).toBe(401);
    expect(formMessage(response)).toBe(html('views.base.login.submit_error'));
    expect(fieldValue(response, 'email')).toBe(READER);
    expect(setCookies(response)).not.toContain('mag_id=');
    expect(response.headers['retry-after']).toBeUndefined();
    expect(logged('sign-in refused')).toEqual([
      expect.objectContaining({ code: 'NotAuthorizedException' }),
    ]);
  });

  it('answers an outage with 503, try again later, Retry-After and the failure logged', async () => {
    identity.down = true;
    identity.failure = IDENTITY_TIMED_OUT;
    const response = await submit(ROUTES.signIn.path, { email: READER, password: PASSWORD });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(formMessage(response)).toBe(html('form.try_again_later'));
    expect(fieldValue(response, 'email')).toBe(READER);
    expect(logged('sign-in unavailable: try again later')).toEqual([
      expect.objectContaining({
        code: 'UPSTREAM_DEADLINE_EXCEEDED',
        service: 'identity',
        retryable: true,
      }),
    ]);
    expect(logged('sign-in refused')).toEqual([]);
  });

  it('takes a form without a password field as an empty password: 400, asking nobody', async () => {
    const response = await submit(ROUTES.signIn.path, { email: READER });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(response))).toEqual(['password']);
    expect(identity.calls).toEqual([]);
  });

  it('answers a sign-in whose signing keys cannot be loaded as an outage: 503, never "wrong password"', async () => {
    directory.keysDown = true;
    const response = await submit(ROUTES.signIn.path, { email: READER, password: PASSWORD });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(formMessage(response)).toBe(html('form.try_again_later'));
    expect(setCookies(response)).not.toContain('mag_id=');
    expect(logged('sign-in unavailable: try again later')).toEqual([
      expect.objectContaining({
        code: 'UPSTREAM_UNAVAILABLE',
        service: 'identity',
        operation: 'verify',
      }),
    ]);
  });

  it('checks the fields first: 400 with each field’s message, asking nobody', async () => {
    const response = await submit(ROUTES.signIn.path, { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(identity.calls).toEqual([]);
    expect(fieldValue(response, 'email')).toBe('not-an-email');
    expect(Object.keys(fieldErrorsOf(response)).sort()).toEqual(['email', 'password']);
  });
});

describe('POST sign-up', () => {
  it('creates the account with the trimmed first name and asks for the code', async () => {
    const response = await submit(ROUTES.signUp.path, {
      email: 'new@example.test',
      given_name: '  Bo ',
      password: PASSWORD,
      password_repeat: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(identity.accounts.get('new@example.test')).toEqual({
      password: PASSWORD,
      confirmed: false,
    });
    expect(endpoint.told).toEqual([{ email: 'new@example.test', givenName: 'Bo' }]);
    expect(formNotice(response)).toBe(html('form.confirm_sent'));
    expect(fieldValue(response, 'code')).toBe('');
    expect(fieldValue(response, 'email')).toBe('new@example.test');
    expect(response.body).not.toContain(PASSWORD);
  });

  it('tells the endpoint no first name when the field is blank', async () => {
    await submit(ROUTES.signUp.path, {
      email: 'blank@example.test',
      given_name: '   ',
      password: PASSWORD,
      password_repeat: PASSWORD,
    });
    expect(endpoint.told).toEqual([{ email: 'blank@example.test', givenName: null }]);
  });

  it('refuses an e-mail that has an account with 400 and the e-mail-in-use message', async () => {
    const response = await submit(ROUTES.signUp.path, {
      email: READER,
      password: PASSWORD,
      password_repeat: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(formMessage(response)).toBe(html('signup.credentials_form.email_in_use'));
    expect(fieldValue(response, 'code')).toBeNull();
    expect(endpoint.told).toEqual([]);
  });

  it('refuses two different passwords before asking the identity service', async () => {
    const response = await submit(ROUTES.signUp.path, {
      email: 'new@example.test',
      password: PASSWORD,
      password_repeat: 'secret-2',
    });
    expect(response.statusCode).toBe(400);
    expect(formMessage(response)).toBe(html('signup.credentials_form.double_password'));
    expect(identity.calls).toEqual([]);
  });

  it('checks e-mail, password and its repeat: 400 with their messages', async () => {
    const response = await submit(ROUTES.signUp.path, {
      email: '',
      password: '123',
      password_repeat: '',
      given_name: 'Ida',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(response)).sort()).toEqual([
      'email',
      'password',
      'password_repeat',
    ]);
    expect(fieldValue(response, 'given_name')).toBe('Ida');
    expect(identity.calls).toEqual([]);
  });

  it('answers an outage with 400 and try again later, keeping what was typed', async () => {
    identity.down = true;
    const response = await submit(ROUTES.signUp.path, {
      email: 'new@example.test',
      given_name: 'Bo',
      password: PASSWORD,
      password_repeat: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(formMessage(response)).toBe(html('form.try_again_later'));
    expect(fieldValue(response, 'given_name')).toBe('Bo');
  });
});

describe('POST sign-up, the confirm step', () => {
  beforeEach(() => {
    identity.accounts.set('new@example.test', { password: PASSWORD, confirmed: false });
  });

  it('confirms with the mailed code, then sends the reader to sign in with a notice', async () => {
    const response = await submit(ROUTES.signUp.path, {
      step: 'confirm',
      email: 'new@example.test',
      code: ` ${FAKE_IDENTITY_CODE} `,
      returnUri: '/traening',
    });
    expect(response.statusCode).toBe(303);
    const to = location(response);
    expect(to.pathname).toBe(site.auth.loginPath);
    expect(to.searchParams.get('email')).toBe('new@example.test');
    expect(to.searchParams.get('notice')).toBe('confirmed');
    expect(to.searchParams.get('returnUri')).toBe('/traening');
    expect(to.searchParams.get('locale')).toBe('da-DK');
    expect(identity.accounts.get('new@example.test')?.confirmed).toBe(true);
  });

  it('keeps the confirm step on a wrong code: 400 with the code message', async () => {
    const response = await submit(ROUTES.signUp.path, {
      step: 'confirm',
      email: 'new@example.test',
      code: '000000',
    });
    expect(response.statusCode).toBe(400);
    expect(formMessage(response)).toBe(html('password_reset.form.verification_code_expired'));
    expect(fieldValue(response, 'code')).toBe('');
    expect(fieldValue(response, 'email')).toBe('new@example.test');
    expect(identity.accounts.get('new@example.test')?.confirmed).toBe(false);
  });

  it('checks the e-mail and the code first, staying at the confirm step', async () => {
    const response = await submit(ROUTES.signUp.path, { step: 'confirm', email: 'x', code: ' ' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(response)).sort()).toEqual(['code', 'email']);
    expect(fieldValue(response, 'code')).toBe('');
    expect(identity.calls).toEqual([]);
  });
});

describe('POST forgot-password and new-password', () => {
  it('mails a code and sends the reader to the new-password form with the e-mail and a notice', async () => {
    const response = await submit(ROUTES.forgotPassword.path, { email: READER });
    expect(response.statusCode).toBe(303);
    const to = location(response);
    expect(to.pathname).toBe(ROUTES.newPassword.path);
    expect(Object.fromEntries(to.searchParams)).toEqual({ email: READER, notice: 'code' });
    expect(identity.calls).toEqual([`forgotPassword ${READER}`]);

    const form = await get(`${to.pathname}${to.search}`);
    expect(fieldValue(form, 'email')).toBe(READER);
    expect(formNotice(form)).toBe(html('form.code_sent'));
  });

  it('checks the e-mail before asking for a code', async () => {
    const response = await submit(ROUTES.forgotPassword.path, { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(response))).toEqual(['email']);
    expect(identity.calls).toEqual([]);
  });

  it('answers a refusal with 400 and its message, keeping the e-mail', async () => {
    const response = await submit(ROUTES.forgotPassword.path, { email: 'nobody@example.test' });
    expect(response.statusCode).toBe(400);
    expect(formMessage(response)).toBe(html('password_reset.form.email_error'));
    expect(fieldValue(response, 'email')).toBe('nobody@example.test');
  });

  it('sets the new password with the code, then sends the reader to sign in with it', async () => {
    const response = await submit(ROUTES.newPassword.path, {
      email: READER,
      code: FAKE_IDENTITY_CODE,
      password: 'brand-new-1',
      returnUri: '/traening',
    });
    expect(response.statusCode).toBe(303);
    const to = location(response);
    expect(to.pathname).toBe(site.auth.loginPath);
    expect(to.searchParams.get('email')).toBe(READER);
    expect(to.searchParams.get('notice')).toBe('reset');
    expect(to.searchParams.get('returnUri')).toBe('/');

    const signedIn = await submit(ROUTES.signIn.path, { email: READER, password: 'brand-new-1' });
    expect(signedIn.statusCode).toBe(303);
  });

  it('refuses a wrong code with 400 and keeps the old password', async () => {
    const response = await submit(ROUTES.newPassword.path, {
      email: READER,
      code: '999999',
      password: 'brand-new-1',
    });
    expect(response.statusCode).toBe(400);
    expect(formMessage(response)).toBe(html('password_reset.form.verification_code_expired'));
    expect(response.body).not.toContain('brand-new-1');
    expect(identity.accounts.get(READER)?.password).toBe(PASSWORD);
  });

  it('checks e-mail, code and password first', async () => {
    const response = await submit(ROUTES.newPassword.path, { email: '', code: '', password: '1' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(response)).sort()).toEqual(['code', 'email', 'password']);
    expect(identity.calls).toEqual([]);
  });

  it('answers an outage on either form with 400 and try again later', async () => {
    identity.down = true;
    const forgot = await submit(ROUTES.forgotPassword.path, { email: READER });
    const renew = await submit(ROUTES.newPassword.path, {
      email: READER,
      code: FAKE_IDENTITY_CODE,
      password: 'brand-new-1',
    });
    for (const response of [forgot, renew]) {
      expect(response.statusCode).toBe(400);
      expect(formMessage(response)).toBe(html('form.try_again_later'));
    }
  });
});

describe('sign-out', () => {
  async function signedIn(): Promise<Jar> {
    const jar = new Jar();
    await submit(ROUTES.signIn.path, { email: READER, password: PASSWORD }, { jar });
    expect(jar.get('mag_id')).toMatch(/.+/);
    identity.calls.length = 0;
    return jar;
  }

  async function signOut(jar: Jar, fields: Record<string, string>) {
    await jar.open(app, '/', HOST);
    const issued = await app.inject({
      url: ROUTES.csrfToken.path,
      headers: { host: HOST, cookie: jar.header() },
    });
    jar.take(issued.headers['set-cookie']);
    const token = issued.json<{ token: string }>().token;
    const response = await postForm(
      app,
      ROUTES.signOut.path,
      jar.header(),
      new URLSearchParams({ _csrf: token, ...fields }).toString(),
    );
    jar.take(response.headers['set-cookie']);
    return response;
  }

  it('signs out at the identity service, clears the cookie and goes to the logout path', async () => {
    const jar = await signedIn();
    const response = await signOut(jar, { returnUri: '/traening?side=2' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${site.auth.loginPath}/logout?returnUri=${encodeURIComponent('/traening?side=2')}`,
    );
    expect(identity.calls).toEqual(['signOut']);
    expect(jar.get('mag_id')).toBeUndefined();
    expect(logged('signed out this session; other devices stay signed in')).toHaveLength(1);
  });

  it('clears the cookie and goes on when the store cannot end the session, logged as an error', async () => {
    const jar = await signedIn();
    store.down = true;
    const response = await signOut(jar, { returnUri: '/traening' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${site.auth.loginPath}/logout?returnUri=${encodeURIComponent('/traening')}`,
    );
    expect(jar.get('mag_id')).toBeUndefined();
    const incident = logs.filter(
      (line) => line.msg === 'sign-out could not end the session in the store',
    );
    expect(incident).toHaveLength(1);
    expect(incident[0]?.level).toBe(50);
    expect(incident[0]?.err).toBeDefined();
  });

  it('sends an address off the site to the logout path as home', async () => {
    const jar = await signedIn();
    const response = await signOut(jar, { returnUri: '//evil.example/x' });
    expect(response.headers.location).toBe(`${site.auth.loginPath}/logout?returnUri=%2F`);
  });

  it('answers a reader with no session the same way, asking nobody', async () => {
    const response = await signOut(new Jar(), { returnUri: '/traening' });
    expect(response.statusCode).toBe(303);
    expect(identity.calls).toEqual([]);
    expect(logged('signed out this session; other devices stay signed in')).toEqual([]);
  });

  it('refuses a sign-out without the token', async () => {
    const jar = await signedIn();
    const response = await postForm(app, ROUTES.signOut.path, jar.header(), 'returnUri=%2F');
    expect(response.statusCode).toBe(403);
    expect(identity.calls).toEqual([]);
  });

  it.each([
    ['/traening?side=2', '/traening?side=2'],
    ['/profile', '/'],
    ['/profile?tab=1', '/'],
    ['/admin-dashboard/overview', '/'],
    ['https://evil.example/', '/'],
  ])(
    'lands the reader back from the logout path at %s on %s, the cookie cleared',
    async (returnUri, landing) => {
      const response = await app.inject({
        url: `${ROUTES.signedOut.path}?returnUri=${encodeURIComponent(returnUri)}`,
        headers: { host: HOST, cookie: 'mag_id=some-session' },
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(landing);
      expect(setCookies(response)).toMatch(/mag_id=;/);
    },
  );

  it('lands the reader at home on a site without sign-in', async () => {
    const response = await app.inject({
      url: `${ROUTES.signedOut.path}?returnUri=%2Ftraening`,
      headers: { host: OFF_HOST },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});
