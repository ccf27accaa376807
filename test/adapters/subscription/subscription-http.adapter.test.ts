import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import { SubscriptionHttpAdapter } from '../../../src/adapters/subscription/subscription-http.adapter';
import { InMemoryMetrics } from '../../fakes/metrics.fake';

const origin = 'http://subscription.test';
let agent: MockAgent;
let metrics: InMemoryMetrics;
let http: UpstreamHttpClient;
let seen: string[];
let errors: Error[];

/** The service: `Bearer token-1` is accepted, `paying` is the one active subscriber. */
function subscriptionService(): void {
  agent
    .get(origin)
    .intercept({ path: (path) => path.startsWith('/subscribers/'), method: 'GET' })
    .reply((request) => {
      const headers = request.headers as Record<string, string>;
      const id = decodeURIComponent(request.path.slice('/subscribers/'.length));
      seen.push(`${id} ${headers.authorization ?? ''}`);
      if (headers.authorization !== 'Bearer token-1') return { statusCode: 401, data: '{}' };
      return { statusCode: 200, data: JSON.stringify({ active: id === 'paying' }) };
    })
    .persist();
}

beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
  metrics = new InMemoryMetrics();
  http = new UpstreamHttpClient({ metrics, service: 'subscription', dispatcher: agent });
  seen = [];
  errors = [];
  subscriptionService();
});
afterEach(async () => {
  await agent.close();
});

const YES = { ok: true, value: true };
const NO = { ok: true, value: false };

function adapter(): SubscriptionHttpAdapter {
  return new SubscriptionHttpAdapter({ http, onError: (error) => errors.push(error) });
}

describe('the subscription-status service', () => {
  it('asks GET {service}/subscribers/{id} with the Bearer token and reads the answer', async () => {
    expect(await adapter().isSubscriber(origin, 'paying', 'token-1')).toEqual(YES);
    expect(await adapter().isSubscriber(`${origin}/`, 'free', 'token-1')).toEqual(NO);
    expect(seen).toEqual(['paying Bearer token-1', 'free Bearer token-1']);
    expect(metrics.outcomesOf('subscriber')).toEqual(['ok', 'ok']);
  });

  it('is false when not configured or refused, and not known (its failure) when unreachable', async () => {
    expect(await adapter().isSubscriber(null, 'paying', 'token-1')).toEqual(NO);
    expect(await adapter().isSubscriber(origin, 'paying', 'wrong')).toEqual(NO);
    expect(await adapter().isSubscriber('http://127.0.0.1:9', 'paying', 'token-1')).toMatchObject({
      ok: false,
      failure: {
        code: 'UPSTREAM_UNREACHABLE',
        retryable: true,
        detail: { operation: 'subscriber' },
      },
    });
    // Only the unreachable service is a failure; a refusal is an answer.
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['a flag', true, true],
    ['subscriber: true', { subscriber: true }, true],
    ['active inside data', { data: { active: true } }, true],
    ['active: false', { active: false }, false],
    ['an object without a flag', { plan: 'premium' }, false],
  ])('reads %s', async (_what, body, expected) => {
    agent
      .get('http://other.test')
      .intercept({ path: '/subscribers/x', method: 'GET' })
      .reply(200, JSON.stringify(body));
    expect(await adapter().isSubscriber('http://other.test', 'x', 't')).toEqual({
      ok: true,
      value: expected,
    });
    expect(errors).toEqual([]);
  });

  it('reports a failed check once, and answers its failure with the code: not known', async () => {
    agent
      .get('http://other.test')
      .intercept({ path: '/subscribers/x', method: 'GET' })
      .reply(503, '{}');
    agent
      .get('http://other.test')
      .intercept({ path: '/subscribers/y', method: 'GET' })
      .reply(200, '"yes"');
    expect(await adapter().isSubscriber('http://other.test', 'x', 't')).toMatchObject({
      ok: false,
      failure: { code: 'UPSTREAM_BAD_STATUS', detail: { status: 503 } },
    });
    expect(await adapter().isSubscriber('http://other.test', 'y', 't')).toMatchObject({
      ok: false,
      failure: { code: 'UPSTREAM_INVALID_RESPONSE', retryable: false },
    });
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('status 503') as unknown,
      expect.stringContaining('subscriber') as unknown,
    ]);
    expect(metrics.outcomesOf('subscriber')).toEqual(['error', 'invalid']);
  });
});
