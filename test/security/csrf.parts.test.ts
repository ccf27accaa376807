import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerCsrfRefusal,
  CSRF_COOKIE,
  CSRF_HEADER,
  csrfProtected,
  csrfToken,
  fromOwnOrigin,
  isCsrfRefusal,
  registerCsrf,
  rotateCsrfSecret,
} from '../../src/adapters/http/csrf';

/**
 * The CSRF layer on its own (ADR 11), each test composing a bare Fastify app with it as the product
 * does at start: the secret cookie's attributes, where the token is read from and how long it may
 * be, one token per request, a new secret on rotation, how refusals are logged and answered.
 */
const HOST = 'wom-dk.localhost';

interface LogLine {
  readonly level: number;
  readonly msg?: string;
  readonly err?: { readonly message?: string };
}

const opened: FastifyInstance[] = [];

afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

interface Guarded {
  readonly app: FastifyInstance;
  readonly logs: LogLine[];
}

/** An app with the CSRF layer, a guarded POST /act, and GET /two asking for a token twice. */
async function guarded(
  options: {
    cookiesFirst?: boolean;
    answer?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;
    failWith?: Error;
  } = {},
): Promise<Guarded> {
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line.trim() !== '') logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
  const app = Fastify({ loggerInstance: logger });
  opened.push(app);
  await app.register(fastifyFormbody);
  if (options.cookiesFirst === true) await app.register(fastifyCookie);
  await registerCsrf(app);
  const { answer, failWith } = options;
  app.post(
    '/act',
    {
      preHandler: csrfProtected(app),
      ...(answer === undefined ? {} : { errorHandler: answerCsrfRefusal(answer) }),
    },
    () => {
      if (failWith !== undefined) throw failWith;
      return { done: true };
    },
  );
  app.get('/two', (request, reply) => ({
    first: csrfToken(request, reply),
    second: csrfToken(request, reply),
  }));
  app.get('/rotate', (request, reply) => {
    rotateCsrfSecret(request, reply);
    return { token: csrfToken(request, reply) };
  });
  await app.ready();
  return { app, logs };
}

function setCookiesOf(headers: Record<string, string | string[] | number | undefined>): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

function secretCookieOf(
  headers: Record<string, string | string[] | number | undefined>,
): string | undefined {
  return setCookiesOf(headers).find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`));
}

/** The reader's token and secret, as the page's GET /api/csrf-token hands them. */
async function tokenAndSecret(
  app: FastifyInstance,
  host = HOST,
): Promise<{ token: string; cookie: string; secret: string; setCookie: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf-token', headers: { host } });
  expect(response.statusCode).toBe(200);
  const setCookie = secretCookieOf(response.headers) ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  return {
    token: response.json<{ token: string }>().token,
    cookie,
    secret: decodeURIComponent(cookie.slice(CSRF_COOKIE.length + 1)),
    setCookie,
  };
}

/** A token the library would accept for `secret`, with a salt of `saltLength` characters. */
function tokenWithSalt(secret: string, saltLength: number): string {
  const salt = 'S'.repeat(saltLength);
  const hash = createHash('sha256').update(`${salt}-${secret}`, 'ascii').digest('base64url');
  return `${salt}-${hash}`;
}

function post(
  app: FastifyInstance,
  cookie: string,
  init: { payload?: string; contentType?: string; headers?: Record<string, string> },
) {
  return app.inject({
    method: 'POST',
    url: '/act',
    headers: {
      host: HOST,
      cookie,
      'content-type': init.contentType ?? 'application/x-www-form-urlencoded',
      ...init.headers,
    },
    ...(init.payload === undefined ? {} : { payload: init.payload }),
  });
}

describe('the CSRF secret', () => {
  it('lives in an HttpOnly, SameSite=Lax cookie for the whole site, Secure off localhost', async () => {
    const { app } = await guarded();
    const local = await tokenAndSecret(app);
    expect(local.setCookie).toMatch(/; HttpOnly/i);
    expect(local.setCookie).toMatch(/; SameSite=Lax/i);
    expect(local.setCookie).toMatch(/; Path=\/(;|$)/);
    expect(local.setCookie).not.toMatch(/; Secure/i);
    const served = await tokenAndSecret(app, 'www.womandhome.example');
    expect(served.setCookie).toMatch(/; Secure/i);
  });

  it('works whether or not the cookie plugin came first', async () => {
    for (const cookiesFirst of [true, false]) {
      const { app } = await guarded({ cookiesFirst });
      const { token, cookie } = await tokenAndSecret(app);
      const response = await post(app, cookie, {
        payload: new URLSearchParams({ _csrf: token }).toString(),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('gives one token per request: a page asking twice gets one that the secret signs', async () => {
    const { app } = await guarded();
    const page = await app.inject({ method: 'GET', url: '/two', headers: { host: HOST } });
    const { first, second } = page.json<{ first: string; second: string }>();
    expect(second).toBe(first);
    expect(setCookiesOf(page.headers).filter((c) => c.startsWith(`${CSRF_COOKIE}=`))).toHaveLength(
      1,
    );
    const cookie = (secretCookieOf(page.headers) ?? '').split(';')[0] ?? '';
    const response = await post(app, cookie, {
      payload: new URLSearchParams({ _csrf: first }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('is replaced on rotation: the old token no longer passes with the new secret', async () => {
    const { app } = await guarded();
    const before = await tokenAndSecret(app);
    const rotated = await app.inject({
      method: 'GET',
      url: '/rotate',
      headers: { host: HOST, cookie: before.cookie },
    });
    const cookie = (secretCookieOf(rotated.headers) ?? '').split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    expect(cookie).not.toBe(before.cookie);
    const stale = await post(app, cookie, {
      payload: new URLSearchParams({ _csrf: before.token }).toString(),
    });
    expect(stale.statusCode).toBe(403);
    const fresh = await post(app, cookie, {
      payload: new URLSearchParams({
        _csrf: rotated.json<{ token: string }>().token,
      }).toString(),
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('the CSRF token of a request', () => {
  it('is read from the form field first, else from the header', async () => {
    const { app } = await guarded();
    const { token, cookie } = await tokenAndSecret(app);
    const header = { [CSRF_HEADER]: token };
    // a JSON body without the field, a JSON body that is null, and no body: the header counts
    const cases = [
      { payload: '{}', contentType: 'application/json', headers: header },
      { payload: 'null', contentType: 'application/json', headers: header },
      { headers: header },
    ];
    for (const init of cases) expect((await post(app, cookie, init)).statusCode).toBe(200);
    // the field wins over a header that holds something else
    const both = await post(app, cookie, {
      payload: new URLSearchParams({ _csrf: token }).toString(),
      headers: { [CSRF_HEADER]: 'not-the-token' },
    });
    expect(both.statusCode).toBe(200);
    const wrongField = await post(app, cookie, {
      payload: new URLSearchParams({ _csrf: 'not-the-token' }).toString(),
      headers: header,
    });
    expect(wrongField.statusCode).toBe(403);
  });

  it('is refused over 256 characters, even one the secret signs', async () => {
    const { app, logs } = await guarded();
    const { cookie, secret } = await tokenAndSecret(app);
    const sent = (token: string) =>
      post(app, cookie, { payload: new URLSearchParams({ _csrf: token }).toString() });
    const fits = tokenWithSalt(secret, 256 - 44);
    expect(fits).toHaveLength(256);
    expect((await sent(fits)).statusCode).toBe(200);
    const tooLong = tokenWithSalt(secret, 257 - 44);
    expect(tooLong).toHaveLength(257);
    expect((await sent(tooLong)).statusCode).toBe(403);
    expect((await post(app, cookie, {})).statusCode).toBe(403);
    // a refused form is an ordinary event: logged at info, never as an error
    const refusals = logs.filter((line) => line.msg === 'Invalid csrf token');
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((line) => line.level === 30)).toBe(true);
  });

  it('refuses a post without the secret cookie, logged at info', async () => {
    const { app, logs } = await guarded();
    const { token } = await tokenAndSecret(app);
    const response = await post(app, '', {
      payload: new URLSearchParams({ _csrf: token }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('FST_CSRF_MISSING_SECRET');
    expect(logs.find((line) => line.msg === 'Missing csrf secret')?.level).toBe(30);
  });

  it('refuses another origin before reading the token, saying why', async () => {
    const { app } = await guarded();
    const { token, cookie } = await tokenAndSecret(app);
    const response = await post(app, cookie, {
      payload: new URLSearchParams({ _csrf: token }).toString(),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: 'CSRF_CROSS_ORIGIN',
      message: 'cross-origin request refused',
    });
  });
});

describe('a route that answers refusals its own way', () => {
  const formAgain = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(403).type('text/html').send('<form>again</form>');

  it('answers a refusal with its answer, private and never stored', async () => {
    const { app } = await guarded({ answer: formAgain });
    const { cookie } = await tokenAndSecret(app);
    const response = await post(app, cookie, {
      payload: new URLSearchParams({ _csrf: 'forged' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('<form>again</form>');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('passes any other failure on to the error handler', async () => {
    const { app } = await guarded({ answer: formAgain, failWith: new Error('the store is down') });
    const { token, cookie } = await tokenAndSecret(app);
    const response = await post(app, cookie, {
      payload: new URLSearchParams({ _csrf: token }).toString(),
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('<form>again</form>');
    expect(response.headers['cache-control']).not.toBe('private, no-store');
  });

  it('passes on a failure of the answer itself', async () => {
    const { app } = await guarded({
      answer: () => Promise.reject(new Error('the form could not be drawn')),
    });
    const { cookie } = await tokenAndSecret(app);
    const response = await post(app, cookie, {
      payload: new URLSearchParams({ _csrf: 'forged' }).toString(),
    });
    expect(response.statusCode).toBe(500);
  }, 2_000);
});

describe('isCsrfRefusal', () => {
  function coded(code: unknown): Error {
    return Object.assign(new Error('refused'), { code });
  }

  it('knows the refusals of the origin check and of the token check', () => {
    expect(isCsrfRefusal(coded('CSRF_CROSS_ORIGIN'))).toBe(true);
    expect(isCsrfRefusal(coded('FST_CSRF_MISSING_SECRET'))).toBe(true);
    expect(isCsrfRefusal(coded('FST_CSRF_INVALID_TOKEN'))).toBe(true);
  });

  it('takes nothing else for one: other codes, no code, or a look-alike that is no Error', () => {
    expect(isCsrfRefusal(coded('FST_ERR_VALIDATION'))).toBe(false);
    expect(isCsrfRefusal(new Error('FST_CSRF_INVALID_TOKEN'))).toBe(false);
    expect(isCsrfRefusal({ code: 'FST_CSRF_INVALID_TOKEN', message: 'refused' })).toBe(false);
    expect(isCsrfRefusal(null)).toBe(false);
    expect(isCsrfRefusal('FST_CSRF_INVALID_TOKEN')).toBe(false);
  });
});

describe('fromOwnOrigin', () => {
  function asked(headers: Record<string, string>): FastifyRequest {
    return { headers, host: HOST } as unknown as FastifyRequest;
  }

  it('is false for an Origin it cannot read, such as null', () => {
    expect(fromOwnOrigin(asked({ origin: 'null' }))).toBe(false);
    expect(fromOwnOrigin(asked({ origin: 'http://' }))).toBe(false);
  });

  it('is true for this host, and when the browser says nothing', () => {
    expect(fromOwnOrigin(asked({ origin: `http://${HOST}` }))).toBe(true);
    expect(fromOwnOrigin(asked({}))).toBe(true);
    expect(fromOwnOrigin(asked({ 'sec-fetch-site': 'none' }))).toBe(true);
  });
});
