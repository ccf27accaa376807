import Fastify from 'fastify';
import { RendererMarkup } from '../../../src/adapters/render/reader-markup';
import { pino } from 'pino';
import type { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReplies } from '../../../src/adapters/http/error-handler';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import type { HttpDeps } from '../../../src/adapters/http/http-deps';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import { ErrorPage } from '../../../src/application/error-page';
import { SiteChromeService } from '../../../src/application/site-chrome.service';
import type { ViewModel } from '../../../src/domain/page/view-model.types';
import type { PageRendererPort } from '../../../src/ports/page-renderer.port';
import {
  errorLines,
  HOST,
  securityApp,
  SecurityContent,
  logSink,
  type LogLine,
  type SecurityApp,
} from '../../security/security-app';
import { siteFixture } from '../../fakes/domain-builders';
import { realRenderer } from './test-app';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';

let current: SecurityApp | null = null;
afterEach(async () => {
  await current?.app.close();
  current = null;
});

/** The real renderer, except that an article fails to render (an unexpected error). */
async function articlesFail(): Promise<PageRendererPort> {
  const real = await realRenderer();
  return {
    isReady: () => true,
    render: (viewModel: ViewModel) =>
      viewModel.kind === 'site-page' && viewModel.view.type === 'article'
        ? Promise.reject(new TypeError('secret detail: cannot read properties of undefined'))
        : real.render(viewModel),
  };
}

/** A renderer that fails on every page, the error page included. */
const nothingRenders: PageRendererPort = {
  isReady: () => true,
  render: () => Promise.reject(new Error('render broke: secret detail')),
};

/** A content API whose search throws (a bug, not an upstream failure). */
class ThrowingSearch extends SecurityContent {
  override search(): never {
    throw new TypeError('secret detail: x.trim is not a function');
  }
}

function linesFor(logs: readonly LogLine[], reqId: string): LogLine[] {
  return logs.filter((line) => line.reqId === reqId && line.msg !== 'request completed');
}

describe('the error handler', () => {
  it('logs an unexpected error of a page once, at error level, with the request id', async () => {
    current = await securityApp({ production: true, renderer: await articlesFail() });
    const response = await current.app.inject({ url: '/traening/styrke', headers: HOST });

    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('lang="da-DK"');
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toMatch(/TypeError|\n\s+at /);
    const reqId = String(response.headers['x-request-id']);
    const errors = errorLines(current.logs);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      msg: 'request failed',
      reqId,
      status: 500,
      err: { type: 'TypeError' },
    });
    expect(linesFor(current.logs, reqId)).toHaveLength(1);
  });

  it('logs an unexpected error of a JSON route once and answers a generic message', async () => {
    current = await securityApp({ production: true, content: new ThrowingSearch() });
    const response = await current.app.inject({ url: '/api/search-results?s=x', headers: HOST });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'ERROR',
      message: 'Something went wrong. Please try again.',
    });
    const reqId = String(response.headers['x-request-id']);
    const errors = errorLines(current.logs);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'request failed', reqId, err: { type: 'TypeError' } });
    expect(linesFor(current.logs, reqId)).toHaveLength(1);
  });

  it('shows no library code to readers: a 5xx carries only operational codes', async () => {
    class CodedError extends Error {
      readonly code = 'ERR_INTERNAL_ASSERTION';
    }
    class CodedSearch extends SecurityContent {
      override search(): never {
        throw new CodedError('secret detail');
      }
    }
    current = await securityApp({ production: true, content: new CodedSearch() });
    const response = await current.app.inject({ url: '/api/search?s=x', headers: HOST });
    expect(response.statusCode).toBe(200);
    const failing = await current.app.inject({ url: '/api/search-results?s=x', headers: HOST });
    expect(failing.statusCode).toBe(500);
    expect(failing.json()).toMatchObject({ error: 'ERROR' });
    expect(failing.body).not.toContain('ERR_INTERNAL_ASSERTION');
  });

  it('keeps a 503 operational code and logs an outage as a warn summary, a line a second', async () => {
    const content = new SecurityContent();
    content.down = true;
    current = await securityApp({ production: true, content });
    const response = await current.app.inject({ url: '/traening/andet', headers: HOST });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    const reqId = String(response.headers['x-request-id']);
    expect(linesFor(current.logs, reqId)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'request refused during an outage',
        code: 'UPSTREAM_UNREACHABLE',
        systems: ['content-api'],
        retryable: true,
      }),
    ]);
    // the next refusals in the same second are counted, not written
    for (let index = 0; index < 20; index += 1) {
      const again = await current.app.inject({
        url: `/traening/andet-${String(index)}`,
        headers: HOST,
      });
      expect(again.statusCode).toBe(503);
    }
    const outageLines = current.logs.filter(
      (line) => line.msg === 'request refused during an outage',
    );
    expect(outageLines.length).toBeLessThanOrEqual(2);
    expect(current.logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('logs a rejected request (4xx) at info only', async () => {
    current = await securityApp({ production: true });
    const response = await current.app.inject({
      method: 'POST',
      url: '/api/newsletter/sign-up',
      payload: '{bad',
      headers: { ...HOST, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const reqId = String(response.headers['x-request-id']);
    expect(errorLines(current.logs)).toEqual([]);
    expect(linesFor(current.logs, reqId).every((line) => line.level === 30)).toBe(true);
  });

  it('falls back to a plain page with the status and the security headers when the error page fails', async () => {
    current = await securityApp({ production: true, renderer: nothingRenders });
    const response = await current.app.inject({ url: '/', headers: HOST });

    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('An error occurred while showing the error page');
    expect(response.body).not.toContain('secret detail');
    // One line names both failures: the page's and the error page's.
    const reqId = String(response.headers['x-request-id']);
    const errors = errorLines(current.logs);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      msg: 'request failed',
      reqId,
      errorPageErr: { message: 'render broke: secret detail' },
    });
  });

  it('keeps a 4xx status on the fallback when the error page of a 4xx fails, logged once', async () => {
    current = await securityApp({ production: true, renderer: nothingRenders });
    const response = await current.app.inject({
      method: 'POST',
      url: '/calculators/bmi',
      payload: '{bad',
      headers: { ...HOST, 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.body).toContain('An error occurred while showing the error page');
    expect(errorLines(current.logs)).toHaveLength(1);
  });

  it('hides the raw message of an unexpected error on the page in production', async () => {
    current = await securityApp({ production: true, renderer: await articlesFail() });
    const response = await current.app.inject({ url: '/traening/styrke', headers: HOST });
    expect(response.body).not.toContain('cannot read properties');
  });
});

describe('frameworkErrors (Fastify option for errors raised before routing)', () => {
  async function appWith(deps: HttpDeps, stream: Writable) {
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, stream),
      frameworkErrors: errorReplies(deps, new RequestEdge(deps.config.sites)).framework,
    });
    app.get('/*', () => 'page');
    await app.ready();
    return app;
  }

  /** What the error handler needs, as the product builds it. */
  async function depsOf(): Promise<HttpDeps> {
    const chrome = new SiteChromeService(new SecurityContent(), {
      maps: lruBoundedMaps,
      ttlMs: 60_000,
      now: Date.now,
    });
    return {
      config: { production: true, trustProxy: false, sites: [siteFixture()] },
      errorPage: new ErrorPage(chrome, true),
      renderer: await realRenderer(),
      markup: new RendererMarkup(),
      metrics: new PrometheusMetrics({ defaultMetrics: false }),
    } as unknown as HttpDeps;
  }

  it('answers a URL Fastify cannot decode with a 400 error page, headers and no raw message', async () => {
    const deps = await depsOf();
    const { lines, stream } = logSink();
    const app = await appWith(deps, stream);
    const response = await app.inject({ url: '/%E0%A4%A', headers: HOST });
    await app.close();

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('lang="da-DK"');
    expect(response.body).not.toContain('is not a valid url component');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request rejected')).toHaveLength(1);
  });

  it('answers JSON without the raw message for an API path or an unknown host', async () => {
    const deps = await depsOf();
    const { stream } = logSink();
    const app = await appWith(deps, stream);
    const response = await app.inject({ url: '/api/%E0%A4%A', headers: HOST });
    const unknown = await app.inject({ url: '/%', headers: { host: 'evil.example' } });
    await app.close();

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'FST_ERR_BAD_URL',
      message: 'The request is not valid.',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).not.toContain('not a valid url');
  });
});
