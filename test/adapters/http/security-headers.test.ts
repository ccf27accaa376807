import { createHash } from 'node:crypto';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBED_FRAME_ORIGINS } from '../../../src/domain/content/embed.rules';
import { articleFixture } from '../../fakes/domain-builders';
import { testApp, type TestApp } from './test-app';

let current: TestApp | null = null;
afterEach(async () => {
  await current?.app.close();
  current = null;
});

const HOST = 'wom-dk.localhost:3000';
const ARTICLE = '/traening/styrke/5-ovelser';

/** What every response must carry, whatever answered it. */
function expectSecurityHeaders(headers: Record<string, unknown>, where: string): void {
  const value = headers['content-security-policy'];
  const csp = typeof value === 'string' ? value : '';
  expect(csp, where).toMatch(/(^|;)script-src 'self'/);
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, where).toContain("frame-ancestors 'self'");
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("base-uri 'self'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
}

describe('security headers', () => {
  it('are on pages, JSON, errors, redirects and assets', async () => {
    current = await testApp();
    current.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    current.content.resolved.set('/gammel', { kind: 'redirect', location: ARTICLE, status: 301 });
    const routes = [
      ARTICLE,
      '/findes-ikke',
      '/gammel',
      '/api/favourites',
      '/api/teaser-list',
      '/robots.txt',
      '/healthz',
      '/search?s=squat',
    ];
    for (const url of routes) {
      const response = await current.app.inject({ url, headers: { host: HOST } });
      expectSecurityHeaders(response.headers, `${url} → ${String(response.statusCode)}`);
    }
    const unknownHost = await current.app.inject({ url: '/', headers: { host: 'nope.test' } });
    expectSecurityHeaders(unknownHost.headers, 'unknown host');
  });

  it('let every embed provider frame load, named in frame-src (ADR 22)', async () => {
    current = await testApp();
    const response = await current.app.inject({ url: '/healthz', headers: { host: HOST } });
    const csp = String(response.headers['content-security-policy']);
    const frameSrc = /(?:^|;)\s*frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(EMBED_FRAME_ORIGINS.length).toBeGreaterThan(0);
    for (const origin of EMBED_FRAME_ORIGINS) expect(frameSrc, origin).toContain(origin);
  });

  it("allow the page's one inline script, the consent bootstrap, by its hash", async () => {
    current = await testApp();
    current.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const response = await current.app.inject({ url: ARTICLE, headers: { host: HOST } });
    const inline = [
      ...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
    ]
      .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
      .map(([, , text]) => text ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toContain(hash);
  });

  it('are on cache hits the fast path answers before Fastify', async () => {
    current = await testApp();
    current.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    let fastifyRequests = 0;
    current.app.addHook('onRequest', (_request, _reply, done) => {
      fastifyRequests += 1;
      done();
    });
    const origin = await current.app.listen({ host: '127.0.0.1', port: 0 });
    const get = async () => {
      const response = await request(`${origin}${ARTICLE}`, { headers: { host: HOST } });
      await response.body.dump();
      return response;
    };
    await get();
    const before = fastifyRequests;
    const hit = await get();
    expect(fastifyRequests).toBe(before);
    expect(hit.headers['cache-status']).toMatch(/^magazine; hit;/);
    expectSecurityHeaders(hit.headers, 'fast-path hit');
    expect(hit.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS only for requests that arrived over https through a trusted proxy', async () => {
    current = await testApp({ production: true, trustProxy: ['loopback'] });
    current.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const https = await current.app.inject({
      url: ARTICLE,
      headers: { host: HOST, 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const http = await current.app.inject({ url: ARTICLE, headers: { host: HOST } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(http.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('ignore a forwarded https when no proxy is trusted, in production too', async () => {
    current = await testApp({ production: true });
    current.content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
    const spoofed = await current.app.inject({
      url: ARTICLE,
      headers: { host: HOST, 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
