import { MockAgent } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import {
  ok,
  readRequired,
  readResource,
  type UpstreamRequest,
  type UpstreamResponse,
  type UpstreamTimeouts,
} from '../../../src/adapters/http-client/upstream-http.types';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { InMemoryMetrics } from '../../fakes/metrics.fake';

const ORIGIN = 'http://upstream.test';

function echoRequest(path: string): UpstreamRequest<UpstreamResponse> {
  return { operation: 'echo', url: new URL(path, ORIGIN), read: (response) => ok(response) };
}

function mockSetup(
  options: { readonly clock?: { now: number }; readonly timeouts?: Partial<UpstreamTimeouts> } = {},
) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const metrics = new InMemoryMetrics();
  const events = new RecordingEventBus();
  const { clock } = options;
  const client = new UpstreamHttpClient({
    dispatcher: agent,
    metrics,
    events,
    service: 'test-service',
    breaker: { failureThreshold: 2, coolDownMs: 1000 },
    timeouts: options.timeouts,
    ...(clock === undefined ? {} : { now: () => clock.now }),
  });
  return { agent, metrics, events, client, pool: agent.get(ORIGIN) };
}

describe('UpstreamHttpClient', () => {
  const closers: (() => Promise<void>)[] = [];

  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  function setup(options: Parameters<typeof mockSetup>[0] = {}) {
    const built = mockSetup(options);
    closers.push(() => built.agent.close());
    return built;
  }

  it('sends accept: application/json and a user-agent that names the product', async () => {
    const { client, pool } = setup();
    let seen: Record<string, string> = {};
    pool.intercept({ path: '/a' }).reply((request) => {
      seen = request.headers as Record<string, string>;
      return { statusCode: 200, data: '{}' };
    });

    await client.send(echoRequest('/a'));

    expect(seen.accept).toBe('application/json');
    expect(seen['user-agent']).toMatch(/^magazine-platform\//);
  });

  it('hands the parsed JSON body, the status and lower-cased headers to the reader', async () => {
    const { client, pool } = setup();
    pool.intercept({ path: '/a' }).reply(200, { a: [1, 2] }, { headers: { 'X-Thing': 'yes' } });

    const result = await client.send(echoRequest('/a'));

    expect(result).toMatchObject({
      ok: true,
      outcome: 'ok',
      status: 200,
      value: { status: 200, body: { a: [1, 2] }, headers: { 'x-thing': 'yes' } },
    });
  });

  it('reports each call to the metrics port with service, operation, outcome and duration', async () => {
    const { client, pool, metrics } = setup();
    pool.intercept({ path: '/a' }).reply(200, {});

    await client.send(echoRequest('/a'));

    expect(metrics.upstream).toEqual([
      {
        service: 'test-service',
        operation: 'echo',
        outcome: 'ok',
        durationSeconds: expect.any(Number) as number,
      },
    ]);
    expect(metrics.upstream[0]?.durationSeconds).toBeGreaterThanOrEqual(0);
  });

  it('does not follow redirects: the reader sees the 301 and its location', async () => {
    const { client, pool } = setup();
    pool.intercept({ path: '/old' }).reply(301, '', { headers: { location: '/new' } });

    const result = await client.send(echoRequest('/old'));

    expect(result).toMatchObject({
      ok: true,
      value: { status: 301, headers: { location: '/new' } },
    });
  });

  it('classifies a 5xx as an error without asking the reader', async () => {
    const { client, pool, metrics } = setup();
    pool.intercept({ path: '/a' }).reply(503, 'busy');
    let read = false;

    const result = await client.send({
      ...echoRequest('/a'),
      read: (response) => {
        read = true;
        return ok(response);
      },
    });

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'UPSTREAM_BAD_STATUS', status: 503 },
    });
    expect(read).toBe(false);
    expect(metrics.outcomesOf('echo')).toEqual(['error']);
  });

  it('classifies a 2xx body that is not JSON as invalid', async () => {
    const { client, pool, metrics } = setup();
    pool.intercept({ path: '/a' }).reply(200, '<html>');

    const result = await client.send(echoRequest('/a'));

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'UPSTREAM_INVALID_JSON', outcome: 'invalid' },
    });
    expect(metrics.outcomesOf('echo')).toEqual(['invalid']);
  });

  it('hands a 4xx body that is not JSON to the reader as undefined', async () => {
    const { client, pool } = setup();
    pool.intercept({ path: '/a' }).reply(404, 'Not Found');

    const result = await client.send(echoRequest('/a'));

    expect(result).toMatchObject({ ok: true, value: { status: 404, body: undefined } });
  });

  it('counts a reader that answers not_found as not_found', async () => {
    const { client, pool, metrics } = setup();
    pool.intercept({ path: '/a' }).reply(404, '{}');

    const result = await client.send({
      operation: 'echo',
      url: new URL('/a', ORIGIN),
      read: (response) => readResource(response, () => ok('found')),
    });

    expect(result).toMatchObject({ ok: true, outcome: 'not_found', value: null });
    expect(metrics.outcomesOf('echo')).toEqual(['not_found']);
  });

  it('counts a reader that refuses the status as an error', async () => {
    const { client, pool, metrics } = setup();
    pool.intercept({ path: '/a' }).reply(409, '{"status":"error"}');

    const result = await client.send({
      operation: 'echo',
      url: new URL('/a', ORIGIN),
      read: (response) => readRequired(response, () => ok('fine')),
    });

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'UPSTREAM_BAD_STATUS', status: 409 },
    });
    expect(metrics.outcomesOf('echo')).toEqual(['error']);
  });

  it('counts a reader that throws as invalid instead of throwing', async () => {
    const { client, pool, metrics } = setup();
    pool.intercept({ path: '/a' }).reply(200, '{}');

    const result = await client.send({
      operation: 'echo',
      url: new URL('/a', ORIGIN),
      read: () => {
        throw new Error('mapper bug');
      },
    });

    expect(result).toMatchObject({ ok: false, error: { code: 'UPSTREAM_INVALID_RESPONSE' } });
    expect(metrics.outcomesOf('echo')).toEqual(['invalid']);
  });

  it('gives up at the per-call deadline and counts a timeout', async () => {
    const { client, pool, metrics } = setup({ timeouts: { deadlineMs: 30 } });
    pool.intercept({ path: '/slow' }).reply(200, '{}').delay(1000);

    const result = await client.send(echoRequest('/slow'));

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'UPSTREAM_DEADLINE_EXCEEDED', outcome: 'timeout' },
    });
    expect(metrics.outcomesOf('echo')).toEqual(['timeout']);
  });

  it('sends a JSON body with its content type', async () => {
    const { client, pool } = setup();
    let seen: { body: unknown; type: unknown } = { body: null, type: null };
    pool.intercept({ path: '/add', method: 'POST' }).reply((request) => {
      seen = {
        body: request.body,
        type: (request.headers as Record<string, string>)['content-type'],
      };
      return { statusCode: 200, data: '{"status":"ok"}' };
    });

    await client.send({ ...echoRequest('/add'), method: 'POST', json: { article_id: 7 } });

    expect(seen).toEqual({ body: '{"article_id":7}', type: 'application/json' });
  });

  describe('events', () => {
    it('publishes each failure, the breaker opening, and the recovery of the operation', async () => {
      const clock = { now: 0 };
      const { client, pool, events } = setup({ clock });
      pool.intercept({ path: '/a' }).reply(500, '').times(2);
      pool.intercept({ path: '/a' }).reply(200, '{}').times(2);
      await client.send(echoRequest('/a'));
      await client.send(echoRequest('/a'));
      await client.send(echoRequest('/a'));

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
      try {
        await client.send(echoRequest('/a'));
        await client.send(echoRequest('/a'));
      } finally {
        vi.useRealTimers();
      }

      const failed = {
        type: 'UpstreamFailed',
        service: 'test-service',
        operation: 'echo',
        outcome: 'error',
      };
      const breaker = { type: 'BreakerStateChanged', service: 'test-service', origin: ORIGIN };
      expect(events.published).toEqual([
        { ...failed, code: 'UPSTREAM_BAD_STATUS' },
        { ...failed, code: 'UPSTREAM_BAD_STATUS' },
        { ...breaker, state: 'open' },
        { ...failed, code: 'UPSTREAM_CIRCUIT_OPEN' },
        { ...breaker, state: 'half-open' },
        { type: 'UpstreamRecovered', service: 'test-service', operation: 'echo' },
        { ...breaker, state: 'closed' },
      ]);
    });
  });

  describe('circuit breaker', () => {
    it('opens for an origin after consecutive failures and then fails fast without calling', async () => {
      const { client, pool, agent, metrics } = setup({ clock: { now: 0 } });
      pool.intercept({ path: '/a' }).reply(500, '').times(2);
      pool.intercept({ path: '/a' }).reply(200, '{}');

      await client.send(echoRequest('/a'));
      await client.send(echoRequest('/a'));
      const refused = await client.send(echoRequest('/a'));

      expect(refused).toMatchObject({ ok: false, error: { code: 'UPSTREAM_CIRCUIT_OPEN' } });
      expect(client.breakerState(ORIGIN)).toBe('open');
      expect(agent.pendingInterceptors()).toHaveLength(1);
      expect(metrics.outcomesOf('echo')).toEqual(['error', 'error', 'error']);
    });

    it('keeps other origins closed', async () => {
      const { client, pool, agent } = setup({ clock: { now: 0 } });
      pool.intercept({ path: '/a' }).reply(500, '').times(2);
      agent.get('http://other.test').intercept({ path: '/b' }).reply(200, '{}');

      await client.send(echoRequest('/a'));
      await client.send(echoRequest('/a'));
      const other = await client.send({
        ...echoRequest('/b'),
        url: new URL('http://other.test/b'),
      });

      expect(other.ok).toBe(true);
      expect(client.breakerState('http://other.test')).toBe('closed');
    });

    it('closes again after a successful probe once the cool-down has passed', async () => {
      const clock = { now: 0 };
      const { client, pool } = setup({ clock });
      pool.intercept({ path: '/a' }).reply(500, '').times(2);
      pool.intercept({ path: '/a' }).reply(200, '{}');
      await client.send(echoRequest('/a'));
      await client.send(echoRequest('/a'));

      // The breaker's cool-down runs on the wall clock (cockatiel).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
      try {
        const probe = await client.send(echoRequest('/a'));
        expect(probe.ok).toBe(true);
        expect(client.breakerState(ORIGIN)).toBe('closed');
      } finally {
        vi.useRealTimers();
      }
    });

    it('refuses calls to an origin past its bulkhead without making them', async () => {
      const agent = new MockAgent();
      agent.disableNetConnect();
      closers.push(() => agent.close());
      const client = new UpstreamHttpClient({
        dispatcher: agent,
        metrics: new InMemoryMetrics(),
        service: 'test-service',
        bulkhead: { maxConcurrent: 1, maxQueued: 0 },
      });
      agent.get(ORIGIN).intercept({ path: '/slow' }).reply(200, '{}').delay(100);

      const [slow, refused] = await Promise.all([
        client.send(echoRequest('/slow')),
        client.send(echoRequest('/slow')),
      ]);

      expect(slow.ok).toBe(true);
      expect(refused).toMatchObject({ ok: false, error: { code: 'UPSTREAM_BULKHEAD_FULL' } });
    });

    it('does not count a 404 or invalid data as an upstream failure', async () => {
      const { client, pool } = setup({ clock: { now: 0 } });
      pool.intercept({ path: '/a' }).reply(404, '').times(2);
      pool.intercept({ path: '/a' }).reply(200, 'not json').times(2);

      for (let i = 0; i < 4; i += 1) await client.send(echoRequest('/a'));

      expect(client.breakerState(ORIGIN)).toBe('closed');
    });
  });
});
