import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FASTLY_MAX_KEYS, FastlyEdgeCache } from '../../../src/adapters/edge/fastly-edge.cache';
import { VarnishEdgeCache } from '../../../src/adapters/edge/varnish-edge.cache';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A server answering `status` and `body` to every request, recording what it saw. */
async function fake(status: number, body = ''): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`, seen };
}

const recorded = (name: string) =>
  readFileSync(new URL(`../../fixtures/manual/fastly/${name}`, import.meta.url), 'utf8');

describe('Varnish edge', () => {
  it('sends PURGE with the keys in xkey-purge to every Varnish', async () => {
    const first = await fake(200);
    const second = await fake(200);
    const edge = new VarnishEdgeCache({ urls: [first.url, second.url] });
    await edge.purgeKeys(['wom-dk:composite:12', 'wom-dk:sitemaps']);
    for (const varnish of [first, second]) {
      expect(varnish.seen).toHaveLength(1);
      expect(varnish.seen[0]?.method).toBe('PURGE');
      expect(varnish.seen[0]?.headers['xkey-purge']).toBe('wom-dk:composite:12 wom-dk:sitemaps');
    }
  });

  it('fails when one Varnish refuses, naming it, so the purge is retried', async () => {
    const good = await fake(200);
    const refusing = await fake(403);
    const edge = new VarnishEdgeCache({ urls: [good.url, refusing.url] });
    await expect(edge.purgeKeys(['k'])).rejects.toThrow(`${refusing.url} answered 403`);
  });

  it('fails when a Varnish does not answer', async () => {
    const edge = new VarnishEdgeCache({ urls: ['http://127.0.0.1:9'], timeoutMs: 500 });
    await expect(edge.purgeKeys(['k'])).rejects.toThrow(/varnish purge failed/);
  });
});

describe('Fastly edge (recorded API answers)', () => {
  it('purges by surrogate key through the API with the token and the keys in headers', async () => {
    const api = await fake(200, recorded('bulk-purge-200.json'));
    const edge = new FastlyEdgeCache({
      serviceId: 'SU1Z0isxPaozGVKXdv0eY',
      token: 'tok',
      apiUrl: api.url,
    });
    await edge.purgeKeys(['wom-dk:composite:12', 'wom-dk:sitemaps']);
    expect(api.seen).toEqual([
      expect.objectContaining({ method: 'POST', url: '/service/SU1Z0isxPaozGVKXdv0eY/purge' }),
    ]);
    expect(api.seen[0]?.headers['fastly-key']).toBe('tok');
    expect(api.seen[0]?.headers['surrogate-key']).toBe('wom-dk:composite:12 wom-dk:sitemaps');
    expect(api.seen[0]?.headers['fastly-soft-purge']).toBeUndefined();
  });

  it('sends at most 256 keys a request', async () => {
    const api = await fake(200, '{}');
    const edge = new FastlyEdgeCache({ serviceId: 's', token: 't', apiUrl: api.url });
    const keys = Array.from({ length: FASTLY_MAX_KEYS + 4 }, (_, index) => `k${String(index)}`);
    await edge.purgeKeys(keys);
    expect(api.seen.map((seen) => String(seen.headers['surrogate-key']).split(' ').length)).toEqual(
      [FASTLY_MAX_KEYS, 4],
    );
  });

  it('fails on a refused token with what Fastly said', async () => {
    const api = await fake(401, recorded('unauthorized-401.json'));
    const edge = new FastlyEdgeCache({ serviceId: 's', token: 'bad', apiUrl: api.url });
    await expect(edge.purgeKeys(['k'])).rejects.toThrow(/401.*credentials are missing or invalid/);
  });

  it('asks for a soft purge when configured', async () => {
    const api = await fake(200, '{}');
    const edge = new FastlyEdgeCache({ serviceId: 's', token: 't', apiUrl: api.url, soft: true });
    await edge.purgeKeys(['k']);
    expect(api.seen[0]?.headers['fastly-soft-purge']).toBe('1');
  });
});
