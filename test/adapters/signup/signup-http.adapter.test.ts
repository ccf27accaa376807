import type { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignupHttpAdapter } from '../../../src/adapters/signup/signup-http.adapter';
import type { Site } from '../../../src/domain/site/site.types';
import { siteFixture } from '../../fakes/domain-builders';
import type { InMemoryMetrics } from '../../fakes/metrics.fake';
import { mockUpstream } from '../../support/mock-upstream';

const ORIGIN = 'https://signup.example';
const KEY = 'key-of-the-endpoint';

let agent: MockAgent;
let metrics: InMemoryMetrics;
let logged: string[];
let adapter: SignupHttpAdapter;
let sent: { headers: Record<string, string>; body: unknown }[];

const site: Site = siteFixture({
  upstreams: { ...siteFixture().upstreams, signup: `${ORIGIN}/v1/users` },
});

beforeEach(() => {
  const upstream = mockUpstream();
  ({ agent, metrics, logged } = upstream);
  sent = [];
  adapter = new SignupHttpAdapter({
    http: upstream.client('signup', { now: () => 0 }),
    logger: upstream.logger,
    apiKey: KEY,
  });
});
afterEach(async () => {
  await agent.close();
});

function answer(status: number, body: unknown): void {
  agent
    .get(ORIGIN)
    .intercept({ path: '/v1/users', method: 'POST' })
    .reply((request) => {
      sent.push({
        headers: request.headers as Record<string, string>,
        body: typeof request.body === 'string' ? (JSON.parse(request.body) as unknown) : null,
      });
      return {
        statusCode: status,
        data: JSON.stringify(body),
        responseOptions: { headers: { 'content-type': 'application/json' } },
      };
    });
}

const ACCOUNT = { email: 'ida@example.test', givenName: 'Ida' };

describe('SignupHttpAdapter', () => {
  it('posts the account to the configured endpoint with the x-api-key header', async () => {
    answer(201, { status: 'registered' });

    expect(await adapter.register(site, ACCOUNT)).toEqual({ ok: true, value: 'registered' });

    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['x-api-key']).toBe(KEY);
    expect(sent[0]?.headers['content-type']).toMatch(/application\/json/);
    expect(sent[0]?.body).toEqual({
      email: 'ida@example.test',
      given_name: 'Ida',
      brand_code: site.brandCode,
      locale: site.locale,
      market: site.market,
    });
    expect(metrics.outcomesOf('register')).toEqual(['ok']);
  });

  it('counts an address the endpoint already knows (409) as registered', async () => {
    answer(409, { status: 'exists' });
    expect(await adapter.register(site, ACCOUNT)).toEqual({ ok: true, value: 'registered' });
  });

  it('fails, logged and counted, when the endpoint refuses the key', async () => {
    answer(401, { status: 'error', message: 'invalid api key' });

    expect(await adapter.register(site, ACCOUNT)).toMatchObject({ ok: false });

    expect(metrics.outcomesOf('register')).toEqual(['error']);
    expect(logged.join('\n')).toMatch(/sign-up endpoint did not take a new account/);
  });

  it('fails when a 2xx answer breaks the schema', async () => {
    answer(200, { ok: true });

    expect(await adapter.register(site, ACCOUNT)).toMatchObject({ ok: false });

    expect(metrics.outcomesOf('register')).toEqual(['invalid']);
  });

  it('fails when the endpoint is down (5xx)', async () => {
    answer(503, { status: 'error' });
    expect(await adapter.register(site, ACCOUNT)).toMatchObject({ ok: false });
  });

  it('skips a site without an endpoint, without a call', async () => {
    expect(await adapter.register(siteFixture(), ACCOUNT)).toEqual({ ok: true, value: 'skipped' });
    expect(sent).toEqual([]);
  });
});
