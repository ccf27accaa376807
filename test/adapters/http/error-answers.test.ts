import { Writable } from 'node:stream';
import { RendererMarkup } from '../../../src/adapters/render/reader-markup';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReplies } from '../../../src/adapters/http/error-handler';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import type { HttpDeps } from '../../../src/adapters/http/http-deps';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import { ErrorPage } from '../../../src/application/error-page';
import { SiteChromeService } from '../../../src/application/site-chrome.service';
import { OperationalError, ProgrammerError } from '../../../src/domain/errors/app-errors';
import {
  OPERATIONAL_ERROR_CODES,
  type OperationalCode,
} from '../../../src/domain/errors/error-codes';
import {
  errorLines,
  HOST,
  securityApp,
  SecurityContent,
  type LogLine,
  type SecurityApp,
} from '../../security/security-app';
import { siteFixture } from '../../fakes/domain-builders';
import { CONTENT_API_UNREACHABLE } from '../../fakes/content.fake';
import { failed, type Outcome } from '../../../src/domain/errors/outcome';
import type { SearchResults } from '../../../src/domain/content/content.types';
import { realRenderer } from './test-app';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';

/** The JSON texts of the site (its translations, or the handler's English fallbacks). */
const BAD_REQUEST_TEXT = 'The request is not valid.';
const NOT_FOUND_TEXT = 'This page could not be found';
const SERVER_TEXT = 'Something went wrong. Please try again.';

type Body = 'code only' | { readonly message: string };

/**
 * What clients read for each code: the status, and the JSON body next to `error: CODE`. The
 * islands (favourites, search, newsletter) read the code alone; vertex search reads MISSING_TERM's
 * fixed message and the purge webhook's callers BAD_SECRET's and PURGE_DISABLED's; the other codes carry the site's text for the status.
 */
const ANSWERS: readonly (readonly [OperationalCode, number, Body])[] = [
  ['UPSTREAM_UNAVAILABLE', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_TIMEOUT', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_DEADLINE_EXCEEDED', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_UNREACHABLE', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_BAD_STATUS', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_BODY_TOO_LARGE', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_INVALID_JSON', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_INVALID_RESPONSE', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_CIRCUIT_OPEN', 503, { message: SERVER_TEXT }],
  ['UPSTREAM_BULKHEAD_FULL', 503, { message: SERVER_TEXT }],
  ['OVERLOADED', 503, { message: SERVER_TEXT }],
  ['FAVOURITES_UNAVAILABLE', 502, 'code only'],
  ['SEARCH_UNAVAILABLE', 502, 'code only'],
  ['NEWSLETTER_UNAVAILABLE', 503, 'code only'],
  ['SIGN_IN_REQUIRED', 401, 'code only'],
  ['BAD_SECRET', 401, { message: 'x-webhook-secret is missing or wrong' }],
  ['PURGE_DISABLED', 403, { message: 'purges are off: set CONTENT_WEBHOOK_SECRET on the server' }],
  ['BAD_REQUEST', 400, { message: BAD_REQUEST_TEXT }],
  ['MISSING_TERM', 400, { message: 's is required' }],
  // the webhook's detail says which field is wrong; without one, the code's own text
  [
    'BAD_WEBHOOK_PAYLOAD',
    400,
    { message: 'The content webhook payload is not one the product reads' },
  ],
  ['BAD_ARTICLE_ID', 400, 'code only'],
  ['URL_TOO_LONG', 414, { message: BAD_REQUEST_TEXT }],
  ['NOT_FOUND', 404, { message: NOT_FOUND_TEXT }],
  ['UNKNOWN_SITE', 404, { message: NOT_FOUND_TEXT }],
];

/** A content API whose search does not answer (the search port's failure). */
class SearchDown extends SecurityContent {
  override search(): Promise<Outcome<SearchResults>> {
    return Promise.resolve(failed(CONTENT_API_UNREACHABLE));
  }
}

/** A raw message no reader may see. */
const SECRET = 'secret detail: cannot read properties of undefined';

interface Harness {
  readonly app: FastifyInstance;
  readonly logs: LogLine[];
}

/** The product's error handler on a bare app whose routes throw what the test names. */
async function harness(): Promise<Harness> {
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') logs.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
  const site = siteFixture();
  const chrome = new SiteChromeService(new SecurityContent(), {
    maps: lruBoundedMaps,
    ttlMs: 60_000,
    now: Date.now,
  });
  const deps = {
    config: { production: true, trustProxy: false, sites: [site] },
    errorPage: new ErrorPage(chrome, true),
    renderer: await realRenderer(),
    markup: new RendererMarkup(),
    metrics: new PrometheusMetrics({ defaultMetrics: false }),
  } as unknown as HttpDeps;
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorateRequest('site', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.site = site;
    done();
  });
  app.setErrorHandler(errorReplies(deps, new RequestEdge(deps.config.sites)).handler);
  for (const prefix of ['/api', '']) {
    app.get<{ Params: { code: OperationalCode } }>(`${prefix}/raise/:code`, (request) => {
      throw new OperationalError(request.params.code, { message: SECRET });
    });
    app.get(`${prefix}/bug`, () => {
      throw new TypeError(SECRET);
    });
    app.get(`${prefix}/invariant`, () => {
      throw new ProgrammerError(SECRET);
    });
  }
  app.get('/api/private/raise/:code', (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    throw new OperationalError((request.params as { code: OperationalCode }).code);
  });
  app.get('/api/public/raise/:code', (request, reply) => {
    void reply.header('cache-control', 'public, max-age=60');
    throw new OperationalError((request.params as { code: OperationalCode }).code);
  });
  app.get('/api/lookalike', () => {
    throw Object.assign(new Error(SECRET), { code: 'UPSTREAM_UNAVAILABLE' });
  });
  await app.ready();
  return { app, logs };
}

let current: Harness;
beforeAll(async () => {
  current = await harness();
});
afterAll(async () => {
  await current.app.close();
});

function linesOf(reqId: string): LogLine[] {
  return current.logs.filter((line) => line.reqId === reqId);
}

describe('operational errors: code → status → body', () => {
  it('has a row for every operational code', () => {
    expect(ANSWERS.map(([code]) => code).sort()).toEqual(
      Object.keys(OPERATIONAL_ERROR_CODES).sort(),
    );
  });

  it.each(ANSWERS)('answers %s with %i and its JSON body', async (code, status, body) => {
    const response = await current.app.inject({ url: `/api/raise/${code}`, headers: HOST });

    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['retry-after']).toBe(status === 503 ? '30' : undefined);
    expect(response.json()).toEqual(
      body === 'code only' ? { error: code } : { error: code, message: body.message },
    );
    expect(response.body).not.toContain('secret detail');
  });

  it.each(ANSWERS)('logs %s once, never at error', async (code) => {
    const response = await current.app.inject({ url: `/api/raise/${code}`, headers: HOST });
    const lines = linesOf(String(response.headers['x-request-id']));
    const outage = OPERATIONAL_ERROR_CODES[code].family === 'upstream';
    // an outage is summarised a line a second per code: this request may be counted, not written
    expect(lines.length).toBeLessThanOrEqual(1);
    if (!outage) expect(lines).toEqual([expect.objectContaining({ level: 30 })]);
    expect(current.logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('summarises an upstream failure in the outage log at warn', async () => {
    const response = await current.app.inject({
      url: '/api/raise/FAVOURITES_UNAVAILABLE',
      headers: HOST,
    });
    expect(response.statusCode).toBe(502);
    const warned = current.logs.filter(
      (line) =>
        line.msg === 'request refused during an outage' && line.code === 'FAVOURITES_UNAVAILABLE',
    );
    expect(warned.length).toBeGreaterThanOrEqual(1);
    expect(warned.every((line) => line.level === 40)).toBe(true);
  });

  it.each(ANSWERS)(
    'answers readers %s with the error page and the same status',
    async (code, status) => {
      const response = await current.app.inject({ url: `/raise/${code}`, headers: HOST });

      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('lang="da-DK"');
      expect(response.body).not.toContain('secret detail');
    },
  );

  it("keeps a route's own private, no-store and replaces a cache-control that allows storing", async () => {
    const kept = await current.app.inject({
      url: '/api/private/raise/SIGN_IN_REQUIRED',
      headers: HOST,
    });
    expect(kept.statusCode).toBe(401);
    expect(kept.headers['cache-control']).toBe('private, no-store');
    const replaced = await current.app.inject({
      url: '/api/public/raise/SEARCH_UNAVAILABLE',
      headers: HOST,
    });
    expect(replaced.statusCode).toBe(502);
    expect(replaced.headers['cache-control']).toBe('no-store');
  });
});

describe('programmer errors', () => {
  it.each([
    ['a TypeError', '/api/bug', 'TypeError'],
    ['a ProgrammerError', '/api/invariant', 'ProgrammerError'],
    ['an error that only looks operational', '/api/lookalike', 'Error'],
  ])(
    'answers %s thrown by a JSON route with a 500 and no raw message, logged once at error',
    async (_label, url, type) => {
      const before = current.logs.filter((line) => line.level >= 50).length;
      const response = await current.app.inject({ url, headers: HOST });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'ERROR', message: SERVER_TEXT });
      expect(response.body).not.toContain('secret detail');
      const reqId = String(response.headers['x-request-id']);
      const lines = linesOf(reqId);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 50, msg: 'request failed', reqId, err: { type } });
      expect(current.logs.filter((line) => line.level >= 50)).toHaveLength(before + 1);
    },
  );

  it('answers a TypeError of a page with a 500 error page without the raw message', async () => {
    const response = await current.app.inject({ url: '/bug', headers: HOST });

    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('lang="da-DK"');
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toMatch(/TypeError|\n\s+at /);
    const lines = linesOf(String(response.headers['x-request-id']));
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'request failed' })]);
  });
});

describe('the routes throw these errors: same statuses and bodies for their clients', () => {
  let product: SecurityApp;
  beforeAll(async () => {
    product = await securityApp({ production: true, content: new SearchDown() });
  });
  afterAll(async () => {
    await product.app.close();
  });

  /** A CSRF token and its secret cookie, as the heart asks `/api/csrf-token` for them. */
  async function csrf(): Promise<Record<string, string>> {
    const response = await product.app.inject({ url: '/api/csrf-token', headers: HOST });
    return {
      ...HOST,
      cookie: String(response.headers['set-cookie']).split(';')[0] ?? '',
      'x-csrf-token': response.json<{ token: string }>().token,
      'sec-fetch-site': 'same-origin',
    };
  }

  it('answers a failed search 502 SEARCH_UNAVAILABLE and a missing term 400 MISSING_TERM', async () => {
    const failed = await product.app.inject({ url: '/api/search-results?s=x', headers: HOST });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'SEARCH_UNAVAILABLE' });

    const missing = await product.app.inject({ url: '/api/search?s=', headers: HOST });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'MISSING_TERM', message: 's is required' });
    expect(errorLines(product.logs)).toEqual([]);
  });

  it('answers an address longer than any page 414 with the translated page, asking no service', async () => {
    const asked = product.content.calls.length;
    const path = `/traening/${'abcdefgh/'.repeat(910)}`;
    expect(path.length).toBeGreaterThan(8000);
    const page = await product.app.inject({ url: path, headers: HOST });
    expect(page.statusCode).toBe(414);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('lang="da-DK"');
    expect(page.headers['content-security-policy']).toBeDefined();
    const api = await product.app.inject({
      url: `/api/search?s=${'x'.repeat(7000)}`,
      headers: HOST,
    });
    expect(api.statusCode).toBe(414);
    expect(api.json()).toMatchObject({ error: 'URL_TOO_LONG' });
    // A long search term that fits is still a search.
    const fits = await product.app.inject({ url: `/search?s=${'x'.repeat(3000)}`, headers: HOST });
    expect(fits.statusCode).not.toBe(414);
    expect(product.content.calls.slice(asked).filter((call) => call.includes('abcdefgh'))).toEqual(
      [],
    );
    expect(errorLines(product.logs)).toEqual([]);
  });

  it('answers the heart 400 BAD_ARTICLE_ID and, for an anonymous reader, 401 SIGN_IN_REQUIRED', async () => {
    const headers = await csrf();
    const badId = await product.app.inject({
      method: 'PUT',
      url: '/api/favourites/abc',
      headers,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ error: 'BAD_ARTICLE_ID' });

    const anonymous = await product.app.inject({
      method: 'DELETE',
      url: '/api/favourites/1001',
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'SIGN_IN_REQUIRED' });
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    expect(errorLines(product.logs)).toEqual([]);
  });
});
