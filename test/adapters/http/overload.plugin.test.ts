import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Site } from '../../../src/domain/site/site.types';
import { testConfig } from '../../support/test-config';
import {
  OVERLOAD_RETRY_AFTER_SECONDS,
  registerOverloadProtection,
} from '../../../src/adapters/http/overload.plugin';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import { RendererMarkup } from '../../../src/adapters/render/reader-markup';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function overloadedApp(maxEventLoopDelayMs: number, sites: readonly Site[] = []) {
  const app = Fastify();
  apps.push(app);
  await registerOverloadProtection(app, {
    maxEventLoopDelayMs,
    edge: new RequestEdge(sites),
    markup: new RendererMarkup(),
  });
  app.get('/page', () => 'ok');
  app.get('/api/thing', () => ({ ok: true }));
  await app.ready();
  return app;
}

/** Blocks the event loop long enough for under-pressure's next sample to see the lag. */
async function blockEventLoop(ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else runs
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('overload protection', () => {
  it('answers 503 with Retry-After and a static page while the event loop lags', async () => {
    const app = await overloadedApp(50);
    expect((await app.inject({ url: '/page' })).statusCode).toBe(200);

    await blockEventLoop(1_500);
    const page = await app.inject({ url: '/page' });
    const api = await app.inject({ url: '/api/thing' });

    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('We are very busy right now');
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ error: 'OVERLOADED' });
  });

  it('answers in the language of the site the host names, and in English for any other host', async () => {
    const [first] = testConfig().sites;
    if (first === undefined) throw new Error('the test config has no site');
    const danish: Site = { ...first, hosts: ['wom-dk.localhost'], language: 'da' };
    const swedish: Site = { ...first, hosts: ['WOM-SE.localhost'], language: 'sv' };
    const app = await overloadedApp(50, [danish, swedish]);
    await blockEventLoop(1_500);
    const da = await app.inject({ url: '/page', headers: { host: 'wom-dk.localhost:3000' } });
    const sv = await app.inject({ url: '/page', headers: { host: 'wom-se.localhost' } });
    const other = await app.inject({ url: '/page', headers: { host: 'elsewhere.example' } });

    expect(da.statusCode).toBe(503);
    expect(da.body).toContain('<html lang="da">');
    expect(da.body).toContain('<h1>Vi har travlt lige nu</h1>');
    expect(da.body).toContain('<a href="/">Gå til forsiden</a>');
    expect(sv.body).toContain('<h1>Vi har mycket att göra just nu</h1>');
    expect(other.body).toContain('<h1>We are very busy right now</h1>');
  });

  it('is off when the limit is 0', async () => {
    const app = await overloadedApp(0);
    await blockEventLoop(1_500);
    expect((await app.inject({ url: '/page' })).statusCode).toBe(200);
  });
});
