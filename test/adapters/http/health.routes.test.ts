import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { HttpDeps } from '../../../src/adapters/http/http-deps';
import { DrainState, healthRoutes } from '../../../src/adapters/http/health.routes';
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
let started: TestApp;

beforeAll(async () => {
  started = await testApp({ renderer });
});

afterAll(async () => {
  await started.app.close();
});

beforeEach(() => {
  renderer.ready = true;
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

  // Composed in the test itself: the probes' log level is an option their routes are registered
  // with.
  it('writes no access line for a probe, as it does for a page', async () => {
    const lines: Record<string, unknown>[] = [];
    const own = await testApp({ renderer: new FakePageRenderer(), logs: lines });
    try {
      own.content.resolved.set('/traening/styrke', { kind: 'article', article: articleFixture() });
      await own.app.inject({ url: '/healthz', headers: HOST });
      await own.app.inject({ url: '/readyz', headers: HOST });
      await own.app.inject({ url: '/traening/styrke', headers: HOST });
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.map((line) => line.url)).toEqual(['/traening/styrke']);
    } finally {
      await own.app.close();
    }
  });

  it('is starting (503) on a replica that serves no site', async () => {
    const bare = Fastify();
    const deps = { renderer: new FakePageRenderer(), config: { sites: [] } };
    healthRoutes(bare, deps as unknown as HttpDeps, new DrainState());
    try {
      const response = await bare.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'starting', sites: 0, renderer: true });
    } finally {
      await bare.close();
    }
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
