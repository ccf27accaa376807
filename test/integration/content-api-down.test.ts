import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrometheusMetrics } from '../../src/adapters/metrics/prometheus.metrics';
import { loadConfig } from '../../src/config/app.config';
import { composeApp } from '../../src/composition/compose';
import { ID, resolve } from '../../src/composition/identifiers';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';

/**
 * The whole composition root (container, two-level cache without Redis, cockatiel breaker) over
 * the real sandbox, whose content API is broken on purpose with its fault switch. A counting
 * proxy between them shows how many calls reach the content API.
 */
const HOST = 'wom-dk.localhost:3000';
const FRONT = '/';
const ARTICLE = '/traening/styrke/5-ovelser-til-staerke-ben';

let sandbox: RunningSandbox;
let proxy: Server;
let upstreamCalls = 0;
let app: FastifyInstance;
let metrics: PrometheusMetrics;
let stopBackground: () => Promise<void>;

function startCountingProxy(target: string): Promise<string> {
  proxy = createServer((incoming, outgoing) => {
    upstreamCalls += 1;
    request(`${target}${incoming.url ?? '/'}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    })
      .then(async (answer) => {
        const body = Buffer.from(await answer.body.arrayBuffer());
        outgoing.writeHead(answer.statusCode, { 'content-type': 'application/json' });
        outgoing.end(body);
      })
      .catch(() => {
        outgoing.destroy();
      });
  });
  return new Promise((resolve) => {
    proxy.listen(0, '127.0.0.1', () => {
      const address = proxy.address();
      resolve(
        typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : '',
      );
    });
  });
}

async function setContentApiFault(mode: string): Promise<void> {
  const response = await request(`${sandbox.origin}/__sandbox/faults/content-api`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  await response.body.dump();
  expect(response.statusCode).toBe(200);
}

async function page(path: string) {
  const response = await app.inject({ url: path, headers: { host: HOST } });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, cdnPort: 0 });
  const origin = await startCountingProxy(sandbox.origin);
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: '0',
      METRICS_PORT: '0',
      PUBLIC_PORT: '3000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SANDBOX_ORIGIN: origin,
      SANDBOX_CDN_ORIGIN: sandbox.cdnOrigin,
    },
    process.cwd(),
    (path) => readFileSync(path, 'utf8'),
  );
  const logger = pino({ level: 'silent' });
  const composed = await composeApp(config, logger);
  stopBackground = composed.stopBackground;
  metrics = resolve(composed.container, ID.prometheus);
  app = composed.app;
});

afterAll(async () => {
  vi.useRealTimers();
  await app.close();
  await stopBackground();
  await sandbox.close();
  await new Promise((resolve) => proxy.close(resolve));
});

describe('the content API goes down', () => {
  it('serves pages cached before with stale headers, and uncached pages a branded 503', async () => {
    const before = await page(FRONT);
    expect(before.status).toBe(200);
    expect(before.headers['cache-status']).toBe('magazine; fwd=miss; stored');

    await setContentApiFault('500');
    // Ten minutes later: past fresh and stale-while-revalidate, within stale-if-error.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });

    const stale = await page(FRONT);
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(before.body);
    expect(stale.headers['cache-status']).toMatch(
      /^magazine; fwd=stale; ttl=-\d+; detail=stale-if-error$/,
    );
    expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(600);

    const uncached = await page(ARTICLE);
    expect(uncached.status).toBe(503);
    expect(uncached.headers['retry-after']).toBe('30');
    expect(uncached.headers['cache-control']).toBe('no-store');
    expect(uncached.headers['content-type']).toMatch(/^text\/html/);
    expect(uncached.body).toContain('lang="da-DK"');
    expect(uncached.body).not.toMatch(/\bat .+:\d+:\d+/);
    expect(uncached.body).not.toMatch(/UPSTREAM_|Error:/);
  });

  it('opens the breaker: further pages are answered without calling the content API', async () => {
    await setContentApiFault('500');
    for (let i = 0; i < 6; i += 1) await page(`${ARTICLE}?page=${i + 2}`);
    const callsWhenOpen = upstreamCalls;

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => page(`/traening/ny-side-${i}`)),
    );

    expect(answers.every((answer) => answer.status === 503)).toBe(true);
    expect(upstreamCalls - callsWhenOpen).toBe(0);
    const { body } = await metrics.exposition();
    expect(body).toContain('circuit_breaker_state{service="content-api"} 2');
    expect(body).toMatch(/upstream_errors_total\{service="content-api",outcome="error"\} \d+/);
  });
});
