import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import {
  ok,
  unexpectedStatus,
  type UpstreamBytesRequest,
  type UpstreamBytesResponse,
} from '../../../src/adapters/http-client/upstream-http.types';
import { InMemoryMetrics } from '../../fakes/metrics.fake';

/**
 * The shared client's byte-body mode (`sendForBytes`): a file arrives as bytes with its headers,
 * under the same size cap, breaker and metrics as the JSON calls.
 */
const ORIGIN = 'http://files.test';
const PDF = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\nbinary \u0000\u00ff body\n',
  'latin1',
);

const agents: MockAgent[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
});

function setup(options: { readonly maxBodyBytes?: number } = {}) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  agents.push(agent);
  const metrics = new InMemoryMetrics();
  const client = new UpstreamHttpClient({
    dispatcher: agent,
    metrics,
    service: 'files',
    breaker: { failureThreshold: 2, coolDownMs: 60_000 },
    ...options,
  });
  return { client, metrics, pool: agent.get(ORIGIN) };
}

function fileCall(path: string): UpstreamBytesRequest<UpstreamBytesResponse> {
  return {
    operation: 'file',
    url: new URL(path, ORIGIN),
    read: (response) =>
      response.status === 200 ? ok(response) : unexpectedStatus(response.status),
  };
}

describe('UpstreamHttpClient.sendForBytes', () => {
  it('hands the body byte for byte, with the status and lower-cased headers, to the reader', async () => {
    const { client, pool } = setup();
    pool
      .intercept({ path: '/a.pdf' })
      .reply(200, PDF, { headers: { 'Content-Type': 'application/pdf' } });

    const result = await client.sendForBytes(fileCall('/a.pdf'));

    if (!result.ok) throw result.error;
    expect(Buffer.from(result.value.bytes).equals(PDF)).toBe(true);
    expect(result.value.headers['content-type']).toBe('application/pdf');
  });

  it('asks for any type, not JSON', async () => {
    const { client, pool } = setup();
    let accept: string | undefined;
    pool.intercept({ path: '/a.pdf' }).reply((request) => {
      accept = (request.headers as Record<string, string>).accept;
      return { statusCode: 200, data: PDF };
    });

    await client.sendForBytes(fileCall('/a.pdf'));

    expect(accept).toBe('*/*');
  });

  it('observes the call in the upstream metrics like a JSON call', async () => {
    const { client, metrics, pool } = setup();
    pool.intercept({ path: '/a.pdf' }).reply(200, PDF);
    pool.intercept({ path: '/b.pdf' }).reply(403, 'AccessDenied');

    await client.sendForBytes(fileCall('/a.pdf'));
    await client.sendForBytes(fileCall('/b.pdf'));

    expect(metrics.outcomesOf('file')).toEqual(['ok', 'error']);
  });

  it('refuses a body over the size cap that its content-length announces', async () => {
    const { client, metrics, pool } = setup({ maxBodyBytes: 16 });
    pool.intercept({ path: '/big.pdf' }).reply(200, Buffer.alloc(64, 1));

    const result = await client.sendForBytes(fileCall('/big.pdf'));

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('UPSTREAM_BODY_TOO_LARGE');
    expect(metrics.outcomesOf('file')).toEqual(['invalid']);
  });

  it('refuses a streamed body once it grows past the size cap', async () => {
    const { client, pool } = setup({ maxBodyBytes: 16 });
    pool
      .intercept({ path: '/stream.pdf' })
      .reply(200, () => Buffer.alloc(64, 1), { headers: { 'transfer-encoding': 'chunked' } });

    const result = await client.sendForBytes(fileCall('/stream.pdf'));

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('UPSTREAM_BODY_TOO_LARGE');
  });

  it('holds JSON calls to the same size cap', async () => {
    const { client, pool } = setup({ maxBodyBytes: 16 });
    pool.intercept({ path: '/big.json' }).reply(200, { data: 'x'.repeat(64) });

    const result = await client.send({
      operation: 'json',
      url: new URL('/big.json', ORIGIN),
      read: (response) => ok(response.body),
    });

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('UPSTREAM_BODY_TOO_LARGE');
  });

  it('counts 5xx answers against the origin breaker shared with JSON calls', async () => {
    const { client, pool } = setup();
    pool.intercept({ path: '/a.pdf' }).reply(503, 'down').times(2);

    await client.sendForBytes(fileCall('/a.pdf'));
    await client.sendForBytes(fileCall('/a.pdf'));
    const refused = await client.send({
      operation: 'json',
      url: new URL('/any.json', ORIGIN),
      read: (response) => ok(response.body),
    });

    expect(client.breakerState(ORIGIN)).toBe('open');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('UPSTREAM_CIRCUIT_OPEN');
  });

  it('does not count a body over the cap against the breaker: the origin answered', async () => {
    const { client, pool } = setup({ maxBodyBytes: 16 });
    pool.intercept({ path: '/big.pdf' }).reply(200, Buffer.alloc(64, 1)).times(3);

    for (let attempt = 0; attempt < 3; attempt += 1)
      await client.sendForBytes(fileCall('/big.pdf'));

    expect(client.breakerState(ORIGIN)).toBe('closed');
  });
});
