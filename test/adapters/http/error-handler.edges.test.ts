import Fastify, { type RouteHandlerMethod } from 'fastify';
import { pino } from 'pino';
import type { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReplies } from '../../../src/adapters/http/error-handler';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import type { HttpDeps } from '../../../src/adapters/http/http-deps';
import { OutageLog, type OutageLogger } from '../../../src/adapters/logging/outage.log';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import { RendererMarkup } from '../../../src/adapters/render/reader-markup';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';
import { ErrorPage } from '../../../src/application/error-page';
import { SiteChromeService } from '../../../src/application/site-chrome.service';
import { failureError, NotFoundError } from '../../../src/domain/errors/app-errors';
import { READER_TEXT_FALLBACKS } from '../../../src/domain/errors/error-codes';
import type { PageRendererPort } from '../../../src/ports/page-renderer.port';
import { HOST, logSink, SecurityContent, type LogLine } from '../../security/security-app';
import { siteFixture } from '../../fakes/domain-builders';
import { realRenderer } from './test-app';

const OUTAGE = 'request refused during an outage';

interface DepsOptions {
  readonly production?: boolean;
  readonly renderer?: PageRendererPort;
  readonly errorPage?: (chrome: SiteChromeService, production: boolean) => ErrorPage;
  readonly outages?: OutageLog;
}

/** What the error handler needs, as the product builds it. */
async function depsOf(options: DepsOptions = {}): Promise<HttpDeps> {
  const production = options.production ?? true;
  const chrome = new SiteChromeService(new SecurityContent(), {
    maps: lruBoundedMaps,
    ttlMs: 60_000,
    now: Date.now,
  });
  return {
    config: { production, trustProxy: false, sites: [siteFixture()] },
    errorPage: (options.errorPage ?? ((c, p) => new ErrorPage(c, p)))(chrome, production),
    renderer: options.renderer ?? (await realRenderer()),
    markup: new RendererMarkup(),
    metrics: new PrometheusMetrics({ defaultMetrics: false }),
    ...(options.outages === undefined ? {} : { outages: options.outages }),
  } as unknown as HttpDeps;
}

/** An error with a code, as a library throws it (a programmer error to the handler). */
function codedError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

const UPSTREAM_FAILURE = {
  code: 'UPSTREAM_UNREACHABLE',
  service: 'content-api',
  retryable: true,
} as const;

/** A bare app: the site by Host, the routes below, and the error handler under test. */
async function appWith(
  deps: HttpDeps,
  stream: Writable,
  routes: Readonly<Record<string, RouteHandlerMethod>>,
) {
  const edge = new RequestEdge(deps.config.sites);
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream) });
  app.decorateRequest('site', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.site = edge.site(request.raw);
    done();
  });
  app.setErrorHandler(errorReplies(deps, edge).handler);

  app.get('/outage/resolve', () => {
    throw failureError({ ...UPSTREAM_FAILURE, detail: { operation: 'resolve' } });
  });
  app.get('/outage/unnamed', () => {
    throw failureError({ ...UPSTREAM_FAILURE, detail: { reason: 'connection refused' } });
  });
  app.get('/boom', () => {
    throw codedError('secret boom detail', 'ERR_BOOM');
  });
  app.get('/api/boom', () => {
    throw codedError('secret boom detail', 'ERR_BOOM');
  });
  app.get('/missing', () => {
    throw new NotFoundError('NOT_FOUND', { message: 'no such article' });
  });
  app.get('/api/missing', () => {
    throw new NotFoundError('NOT_FOUND', { message: 'no such article' });
  });
  app.get('/too-large', () => {
    throw Object.assign(new Error('body over the limit'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
  });
  app.get('/started', (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('partial');
    setTimeout(() => reply.raw.end(), 20);
    throw codedError('failed mid-stream', 'ERR_STREAM');
  });
  app.get('/own-headers', (_request, reply) => {
    void reply.header('x-request-id', 'route-own-id');
    void reply.header('content-security-policy', "default-src 'none'");
    throw codedError('after its headers', 'ERR_LATE');
  });
  for (const [url, route] of Object.entries(routes)) app.get(url, route);
  await app.ready();
  return app;
}

let open: Awaited<ReturnType<typeof appWith>> | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

async function started(
  options: DepsOptions = {},
  routes: Readonly<Record<string, RouteHandlerMethod>> = {},
) {
  const deps = await depsOf(options);
  const { lines, stream } = logSink();
  open = await appWith(deps, stream, routes);
  return { app: open, lines };
}

function linesNamed(lines: readonly LogLine[], msg: string): LogLine[] {
  return lines.filter((line) => line.msg === msg);
}

/** A route that fails, and whose response starts (head and a first chunk) just after. */
function startsAfterFailing(): { started: Promise<void>; route: RouteHandlerMethod } {
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const route: RouteHandlerMethod = (_request, reply) => {
    setTimeout(() => {
      reply.raw.writeHead(200, { 'content-type': 'text/plain' });
      reply.raw.write('partial');
      markStarted();
      setTimeout(() => reply.raw.end(), 20);
    }, 0);
    throw codedError('failed before its stream', 'ERR_LATE_STREAM');
  };
  return { started, route };
}

/** An outage log that remembers the refusals it was told of. */
class RecordingOutages extends OutageLog {
  readonly refusals: string[] = [];

  override refused(
    logger: OutageLogger,
    code: string,
    fields: Readonly<Record<string, unknown>>,
  ): void {
    this.refusals.push(code);
    super.refused(logger, code, fields);
  }
}

describe('the error handler: outages', () => {
  it('names the failed call, whether to retry and the systems on the outage line', async () => {
    const { app, lines } = await started();
    const response = await app.inject({ url: '/outage/resolve', headers: HOST });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(linesNamed(lines, OUTAGE)).toEqual([
      expect.objectContaining({
        level: 40,
        code: 'UPSTREAM_UNREACHABLE',
        status: 503,
        operation: 'resolve',
        retryable: true,
        systems: ['content-api'],
      }),
    ]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('writes no operation on the outage line when the failure names no call', async () => {
    const { app, lines } = await started();
    await app.inject({ url: '/outage/unnamed', headers: HOST });

    const [outage] = linesNamed(lines, OUTAGE);
    expect(outage).toMatchObject({ retryable: true, systems: ['content-api'] });
    expect(outage).not.toHaveProperty('operation');
  });

  it('writes the refusal through the outage log it is given, the one shared with the clients', async () => {
    const outages = new RecordingOutages();
    const { app, lines } = await started({ outages });
    const response = await app.inject({ url: '/outage/resolve', headers: HOST });

    expect(response.statusCode).toBe(503);
    expect(outages.refusals).toEqual(['UPSTREAM_UNREACHABLE']);
    expect(linesNamed(lines, OUTAGE)).toHaveLength(1);
  });
});

describe('the error handler: when the error page cannot be shown', () => {
  it('sends the fallback page with the status when the renderer rejects with a non-Error, and names it', async () => {
    const renderer: PageRendererPort = {
      isReady: () => true,
      // A library may reject with anything; the log line must still say what.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      render: () => Promise.reject('renderer gave up'),
    };
    const { app, lines } = await started({ renderer });
    const response = await app.inject({ url: '/boom', headers: HOST });

    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('An error occurred while showing the error page');
    expect(response.body).not.toContain('secret boom detail');
    const failed = linesNamed(lines, 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: 50,
      code: 'ERR_BOOM',
      status: 500,
      errorPageErr: { message: 'renderer gave up' },
    });
  });

  it('names the type, message and stack of an Error the renderer rejects with', async () => {
    const renderer: PageRendererPort = {
      isReady: () => true,
      render: () => Promise.reject(new RangeError('layout broke')),
    };
    const { app, lines } = await started({ renderer });
    const response = await app.inject({ url: '/missing', headers: HOST });

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('An error occurred while showing the error page');
    const failed = linesNamed(lines, 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: 50,
      code: 'NOT_FOUND',
      status: 404,
      errorPageErr: {
        type: 'RangeError',
        message: 'layout broke',
        stack: expect.stringContaining('RangeError: layout broke') as unknown,
      },
    });
  });

  it("shows the error's own message on the fallback page outside production only", async () => {
    const renderer: PageRendererPort = {
      isReady: () => true,
      render: () => Promise.reject(new Error('render broke')),
    };
    const development = await started({ production: false, renderer });
    const shown = await development.app.inject({ url: '/boom', headers: HOST });
    await development.app.close();
    const production = await started({ production: true, renderer });
    const hidden = await production.app.inject({ url: '/boom', headers: HOST });

    expect(shown.statusCode).toBe(500);
    expect(shown.body).toContain('secret boom detail');
    expect(hidden.statusCode).toBe(500);
    expect(hidden.body).toContain('An error occurred while showing the error page');
    expect(hidden.body).not.toContain('secret boom detail');
  });

  it('sends nothing more on a response the route already started, and logs why at error', async () => {
    const { app, lines } = await started();
    const response = await app.inject({ url: '/started', headers: HOST });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('partial');
    const failed = linesNamed(lines, 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: 50,
      code: 'ERR_STREAM',
      status: 500,
      errorPageErr: { message: 'The response had already started' },
    });
  });
});

describe('the error handler: a response that starts while the error is answered', () => {
  it("logs the route's error alone when its response starts while the error page renders", async () => {
    const late = startsAfterFailing();
    const renderer: PageRendererPort = {
      isReady: () => true,
      render: async () => {
        await late.started;
        return '<!doctype html><p>error page</p>';
      },
    };
    const { app, lines } = await started({ renderer }, { '/late': late.route });
    const response = await app.inject({ url: '/late', headers: HOST });

    // Only what the route wrote went out (inject reports the status last set, not the one sent).
    expect(response.body).toBe('partial');
    const failed = linesNamed(lines, 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 50, code: 'ERR_LATE_STREAM', status: 500 });
    expect(failed[0]).not.toHaveProperty('errorPageErr');
  });

  it('sends nothing more when the response starts while the API message is looked up, and says so', async () => {
    const late = startsAfterFailing();
    class SlowLookup extends ErrorPage {
      override async apiMessage(): Promise<string> {
        await late.started;
        return 'Noget gik galt';
      }
    }
    const { app, lines } = await started(
      { errorPage: (c, p) => new SlowLookup(c, p) },
      { '/api/late': late.route },
    );
    const response = await app.inject({ url: '/api/late', headers: HOST });

    // Only what the route wrote went out (inject reports the status last set, not the one sent).
    expect(response.body).toBe('partial');
    const failed = linesNamed(lines, 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: 50,
      code: 'ERR_LATE_STREAM',
      status: 500,
      errorPageErr: expect.objectContaining({
        message: expect.stringContaining('headers') as unknown,
      }) as unknown,
    });
  });
});

describe('the error handler: JSON answers', () => {
  it('answers the plain fallback page with the status kept when the API message lookup throws', async () => {
    class ThrowingLookup extends ErrorPage {
      override apiMessage(): Promise<string> {
        throw new Error('translations not loaded');
      }
    }
    const { app, lines } = await started({ errorPage: (c, p) => new ThrowingLookup(c, p) });
    const response = await app.inject({ url: '/api/missing', headers: HOST });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('An error occurred while showing the error page');
    expect(linesNamed(lines, 'request failed')).toEqual([
      expect.objectContaining({
        level: 50,
        status: 404,
        errorPageErr: expect.objectContaining({ message: 'translations not loaded' }) as unknown,
      }),
    ]);
  });

  it("answers the code's fallback text when the API message lookup rejects", async () => {
    class RejectingLookup extends ErrorPage {
      override apiMessage(): Promise<string> {
        return Promise.reject(new Error('translations unavailable'));
      }
    }
    const { app } = await started({ errorPage: (c, p) => new RejectingLookup(c, p) });
    const response = await app.inject({ url: '/api/missing', headers: HOST });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: READER_TEXT_FALLBACKS['notfound.title'],
    });
  });

  it('answers JSON on an API route of a known site, and the error page on its page routes', async () => {
    const { app } = await started();
    const api = await app.inject({ url: '/api/boom', headers: HOST });
    const page = await app.inject({ url: '/boom', headers: HOST });

    expect(api.statusCode).toBe(500);
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(api.json()).toMatchObject({ error: 'ERROR' });
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('lang="da-DK"');
    expect(page.body).not.toContain('An error occurred while showing the error page');
  });
});

describe('the error handler: headers and lines', () => {
  it('keeps the request id and the security policy a route set before it failed', async () => {
    const { app } = await started();
    const response = await app.inject({ url: '/own-headers', headers: HOST });

    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('route-own-id');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('gives an error answer the request id and the security headers when the route set none', async () => {
    const { app, lines } = await started();
    const response = await app.inject({ url: '/boom', headers: HOST });

    const [failed] = linesNamed(lines, 'request failed');
    expect(response.headers['x-request-id']).toBe(failed?.reqId);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('logs an unexpected error once at error with its code, and no error page failure', async () => {
    const { app, lines } = await started();
    await app.inject({ url: '/boom', headers: HOST });

    const failed = linesNamed(lines, 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 50, code: 'ERR_BOOM', status: 500 });
    expect(failed[0]).not.toHaveProperty('errorPageErr');
    expect(linesNamed(lines, OUTAGE)).toEqual([]);
  });

  it.each([
    ['a missing resource', '/missing', 404, 'no such article', 'NOT_FOUND'],
    ['a framework 4xx', '/too-large', 413, 'body over the limit', 'FST_ERR_CTP_BODY_TOO_LARGE'],
  ])(
    'logs %s as one rejection at info with its message, code and status',
    async (_label, url, status, message, code) => {
      const { app, lines } = await started();
      const response = await app.inject({ url, headers: HOST });

      expect(response.statusCode).toBe(status);
      const own = lines.filter(
        (line) => line.msg !== 'incoming request' && line.msg !== 'request completed',
      );
      expect(own).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request rejected',
          err: expect.objectContaining({ message, code }) as unknown,
          status,
        }),
      ]);
    },
  );
});
