import { afterEach, describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../../src/adapters/http/app';
import { articleFixture } from '../../fakes/domain-builders';
import { testApp, type TestApp } from './test-app';

/**
 * What the app is built with (app.ts), each test composing its own: the request id, the router's
 * reading of a path, the longest address and form, the access line and the request metrics.
 */
const HOST = { host: 'wom-dk.localhost:3000' };
const ARTICLE = '/traening/styrke/5-ovelser';

let current: TestApp | null = null;
afterEach(async () => {
  await current?.app.close();
  current = null;
});

async function started(logs?: Record<string, unknown>[]): Promise<TestApp> {
  current = await testApp(logs === undefined ? {} : { logs });
  current.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  return current;
}

describe('the app as built', () => {
  it("answers with the caller's well-formed request id, and with its own for any other", async () => {
    const app = (await started()).app;
    const kept = await app.inject({
      url: '/healthz',
      headers: { ...HOST, 'x-request-id': 'edge-7f3a.1:2' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.1:2');
    const replaced = await app.inject({
      url: '/healthz',
      headers: { ...HOST, 'x-request-id': 'no spaces <allowed>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const own = await app.inject({ url: '/healthz', headers: HOST });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a trailing slash as part of the path: /healthz/ is no probe', async () => {
    const app = (await started()).app;
    const probe = await app.inject({ url: '/healthz', headers: HOST });
    expect(probe.json()).toEqual({ status: 'ok' });
    const slashed = await app.inject({ url: '/healthz/', headers: HOST });
    expect(slashed.statusCode).toBe(404);
    expect(slashed.body).not.toContain('"status":"ok"');
  });

  it('answers an address over the longest it reads with 414, and one at the limit as usual', async () => {
    const app = (await started()).app;
    const path = '/traening?s=';
    const over = await app.inject({
      url: `${path}${'a'.repeat(MAX_URL_LENGTH - path.length + 1)}`,
      headers: HOST,
    });
    expect(over.statusCode).toBe(414);
    expect(over.headers['content-type']).toMatch(/^text\/html/);
    const at = await app.inject({
      url: `${path}${'a'.repeat(MAX_URL_LENGTH - path.length)}`,
      headers: HOST,
    });
    expect(at.statusCode).not.toBe(414);
  });

  it('reads a plain form of up to 16 KiB and refuses a larger one with 413', async () => {
    const app = (await started()).app;
    const form = (bytes: number) =>
      app.inject({
        method: 'POST',
        url: '/newsletter/sign-up',
        headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${'a'.repeat(bytes - 'email='.length)}`,
      });
    // read, then refused for its missing token: the form again, filled in (403)
    expect((await form(16 * 1024)).statusCode).toBe(403);
    expect((await form(16 * 1024 + 1)).statusCode).toBe(413);
  });

  it('writes one access line for a rendered page, with what an operator reads, and none for a cached one', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = (await started(lines)).app;
    await app.inject({ url: ARTICLE, headers: HOST });
    await app.inject({ url: ARTICLE, headers: HOST });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: ARTICLE,
        host: HOST.host,
        statusCode: 200,
        responseTime: expect.any(Number) as unknown,
        cacheStatus: expect.stringContaining('stored') as unknown,
      }),
    ]);
  });

  it('counts each answer under its site, method, route and status, and a host of no site as none', async () => {
    const { app, metrics } = await started();
    await app.inject({ url: ARTICLE, headers: HOST });
    await app.inject({ url: '/api/listing-teasers?kind=tag', headers: HOST });
    await app.inject({ url: '/api/listing-teasers?kind=tag', headers: { host: 'elsewhere.test' } });
    const text = await metrics.registry.metrics();
    const series = text
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{'));
    expect(series).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/site="wom-dk",method="GET",route="\/\*",status_code="200"\} 1$/),
        expect.stringMatching(
          /site="wom-dk",method="GET",route="\/api\/listing-teasers",status_code="400"\} 1$/,
        ),
        expect.stringMatching(/site="none",method="GET",route="[^"]*",status_code="\d+"\} 1$/),
      ]),
    );
  });
});
