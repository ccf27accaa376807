import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrainState } from '../../../src/adapters/http/health.routes';
import { articleFixture } from '../../fakes/domain-builders';
import { FakePageRenderer } from '../../fakes/page-renderer.fake';
import { testApp, type TestApp } from './test-app';

/**
 * Liveness and readiness (health.routes.ts), as a balancer and the orchestrator read them: never
 * cached, ready only with the render build loaded and sites configured and not while draining
 * before a stop; they write no access line (a probe every few seconds would drown the log).
 */
const HOST = { host: 'wom-dk.localhost:3000' };
const renderer = new FakePageRenderer();
const logs: Record<string, unknown>[] = [];
let started: TestApp;

beforeAll(async () => {
  started = await testApp({ renderer, logs });
});

afterAll(async () => {
  await started.app.close();
});

beforeEach(() => {
  renderer.ready = true;
  logs.length = 0;
});

describe('liveness', () => {
  it('answers ok, never cached, on any host', async () => {
    for (const host of ['wom-dk.localhost:3000', '10.0.0.7:3000']) {
      const response = await started.app.inject({ url: '/healthz', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('readiness', () => {
  it('is ready with the render build and the sites loaded', async () => {
    const response = await started.app.inject({ url: '/readyz', headers: HOST });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready', sites: 2, renderer: true });
  });

  it('is starting (503) while the render build is not loaded', async () => {
    renderer.ready = false;
    const response = await started.app.inject({ url: '/readyz', headers: HOST });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'starting', sites: 2, renderer: false });
  });

  it('writes no access line for a probe, as it does for a page', async () => {
    started.content.resolved.set('/traening/styrke', {
      kind: 'article',
      article: articleFixture(),
    });
    await started.app.inject({ url: '/healthz', headers: HOST });
    await started.app.inject({ url: '/readyz', headers: HOST });
    await started.app.inject({ url: '/traening/styrke', headers: HOST });
    const completed = logs.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.url)).toEqual(['/traening/styrke']);
  });
});

describe('the drain before a stop', () => {
  it('turns readiness to draining (503) and asks each client to reconnect elsewhere', async () => {
    const draining = await testApp({ renderer: new FakePageRenderer() });
    try {
      const before = await draining.app.inject({ url: '/healthz', headers: HOST });
      expect(before.headers.connection).not.toBe('close');

      draining.app.drain.start();
      const ready = await draining.app.inject({ url: '/readyz', headers: HOST });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining', sites: 2, renderer: true });
      const alive = await draining.app.inject({ url: '/healthz', headers: HOST });
      expect(alive.statusCode).toBe(200);
      expect(alive.headers.connection).toBe('close');
    } finally {
      await draining.app.close();
    }
  });

  it('keeps draining once started, whatever the clock', () => {
    const drain = new DrainState();
    expect(drain.draining).toBe(false);
    drain.start(5);
    drain.start(1);
    expect(drain.draining).toBe(true);
  });
});
