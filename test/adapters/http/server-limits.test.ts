import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS } from '../../../src/adapters/http/cache-hit.fast-path';
import { testApp, type TestApp } from './test-app';

let current: TestApp | null = null;
afterEach(async () => {
  await current?.app.close();
  current = null;
});

/** Sends the start of a request and never the rest; answers when the server closes the socket. */
function stall(port: number, partial: string): Promise<{ closedAfterMs: number; reply: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let reply = '';
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(partial));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('close', () => {
      resolve({ closedAfterMs: Date.now() - started, reply });
    });
    socket.on('error', reject);
  });
}

describe('the page server limits', () => {
  it('gives every server request, header, idle and keep-alive timeouts', async () => {
    current = await testApp();
    await current.app.listen({ host: '127.0.0.1', port: 0 });
    const server = current.app.server;
    expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
  });

  it('cuts off a client whose headers never finish, with a 408', async () => {
    current = await testApp();
    await current.app.listen({ host: '127.0.0.1', port: 0 });
    const server = current.app.server;
    // the real limits are seconds long; the same mechanism, shortened for the test
    server.headersTimeout = 500;
    server.requestTimeout = 1_000;
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const result = await stall(port, 'GET / HTTP/1.1\r\nHost: wom-dk.localhost:3000\r\nX-Slow: ');
    expect(result.reply).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeLessThan(5_000);
  }, 15_000);

  it('refuses a body larger than the limit with a 413', async () => {
    current = await testApp();
    const response = await current.app.inject({
      method: 'POST',
      url: '/api/webhooks/content',
      headers: { host: 'wom-dk.localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ paths: ['/'.padEnd(HTTP_TIMEOUTS.bodyLimitBytes + 10, 'a')] }),
    });
    expect(response.statusCode).toBe(413);
  });
});
