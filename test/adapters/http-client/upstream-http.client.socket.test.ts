import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import {
  ok,
  type UpstreamRequest,
  type UpstreamResponse,
} from '../../../src/adapters/http-client/upstream-http.types';
import { InMemoryMetrics } from '../../fakes/metrics.fake';

function echoRequest(origin: string): UpstreamRequest<UpstreamResponse> {
  return { operation: 'echo', url: new URL('/', origin), read: (response) => ok(response) };
}

describe('UpstreamHttpClient over a real socket', () => {
  let server: Server | undefined;

  afterEach(async () => {
    await new Promise<void>((resolve) => {
      if (server === undefined) {
        resolve();
        return;
      }
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
    server = undefined;
  });

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    const created = createServer(handler);
    server = created;
    await new Promise<void>((resolve) => {
      created.listen(0, '127.0.0.1', resolve);
    });
    const { port } = created.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  // undici checks headers timeouts on a coarse (about one second) timer, hence the silent server.
  it('classifies a reply whose headers do not arrive in time as a timeout', async () => {
    const origin = await listen(() => undefined);
    const metrics = new InMemoryMetrics();
    const client = new UpstreamHttpClient({
      metrics,
      service: 'test-service',
      timeouts: { headersMs: 100, deadlineMs: 10_000 },
    });

    const result = await client.send(echoRequest(origin));
    await client.close();

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'UPSTREAM_TIMEOUT', outcome: 'timeout' },
    });
    expect(metrics.outcomesOf('echo')).toEqual(['timeout']);
  });

  it('classifies a refused connection as an error', async () => {
    const origin = await listen(() => undefined);
    await new Promise<void>((resolve) =>
      server?.close(() => {
        resolve();
      }),
    );
    server = undefined;
    const metrics = new InMemoryMetrics();
    const client = new UpstreamHttpClient({ metrics, service: 'test-service' });

    const result = await client.send(echoRequest(origin));
    await client.close();

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'UPSTREAM_UNREACHABLE', outcome: 'error' },
    });
    expect(metrics.outcomesOf('echo')).toEqual(['error']);
  });

  it('keeps the connection alive between calls to one origin', async () => {
    const ports = new Set<number>();
    const origin = await listen((request, response) => {
      ports.add(request.socket.remotePort ?? -1);
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
    const client = new UpstreamHttpClient({
      metrics: new InMemoryMetrics(),
      service: 'test-service',
    });

    await client.send(echoRequest(origin));
    // Let the agent take the socket back before the next call.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.send(echoRequest(origin));
    await client.close();

    expect(ports.size).toBe(1);
  });
});
