import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  edgeVcl,
  findVarnishd,
  INSTALL_HINT,
  send,
  startVarnish,
  type EdgeResponse,
  type RunningVarnish,
} from './varnish-edge';

/**
 * deploy/varnish/default.vcl in a real varnishd (Debian's varnish + varnish-modules for xkey), in
 * front of a fake product that answers with the product's headers: what is stored and for how
 * long, who never gets a shared copy, the variants, purging by surrogate key and who may purge,
 * and stale copies when the product fails. Without varnishd this fails, naming the packages.
 */
const PAGE_CACHE =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
const WOM = 'wom-dk.localhost:3000';
const COS = 'cos-se.localhost:3000';

interface OriginRequest {
  readonly method: string;
  readonly host: string;
  readonly path: string;
  readonly acceptEncoding: string | undefined;
  readonly cookie: string | undefined;
}

/** How the fake product answers: normally, with 503 to every page, or not at all. */
let mode: 'ok' | 'failing' | 'down' = 'ok';
const seen: OriginRequest[] = [];
let answered = 0;
let probes = 0;

/** Cache-Control of each kind of path (the first segment), as the product would send it. */
const CACHE_CONTROL: Readonly<Record<string, string>> = {
  page: PAGE_CACHE,
  // expires after a second, one more second of stale-while-revalidate, then stale-if-error
  short: 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=600',
  // expires after a second, then a minute of stale-while-revalidate
  swr: 'public, max-age=0, s-maxage=1, stale-while-revalidate=60',
  'max-age-zero': 'public, max-age=0',
  private: 'private, no-cache',
  'no-store': 'no-store',
  'set-cookie': PAGE_CACHE,
};

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://origin');
  const host = request.headers.host ?? '';
  if (mode === 'down') {
    request.socket.destroy();
    return;
  }
  if (url.pathname === '/healthz') {
    probes += 1;
    response.writeHead(200, { 'cache-control': 'no-store' }).end('ok');
    return;
  }
  seen.push({
    method: request.method ?? '',
    host,
    path: url.pathname + url.search,
    acceptEncoding: request.headers['accept-encoding'],
    cookie: request.headers.cookie,
  });
  if (mode === 'failing') {
    response
      .writeHead(503, { 'content-type': 'text/html', 'cache-control': 'no-store' })
      .end('the product is failing');
    return;
  }
  answered += 1;
  const site = host.split('.')[0] ?? '';
  const [, kind = '', id = '0'] = url.pathname.split('/');
  const personal = /(^|;)\s*mag_(id|access|refresh)=/.test(request.headers.cookie ?? '');
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': personal ? 'private, no-cache' : (CACHE_CONTROL[kind] ?? 'no-store'),
    // the keys of a page (the product's composite id); other kinds carry keys of their own
    'surrogate-key': `${site}:site ${site}:strings ${site}:${kind === 'page' ? 'composite' : kind}:${id}`,
    vary: 'accept-encoding',
  };
  if (kind === 'set-cookie') headers['set-cookie'] = 'seen=1; Path=/';
  const status = kind === 'missing' ? 404 : 200;
  if (status === 404) headers['cache-control'] = 'public, max-age=0, s-maxage=30';
  const text = `${request.method ?? ''} ${host}${url.pathname} #${answered}${personal ? ' personal' : ''}`;
  const accepted = request.headers['accept-encoding'] ?? '';
  let body = Buffer.from(text);
  if (accepted.includes('br')) {
    headers['content-encoding'] = 'br';
    body = brotliCompressSync(body);
  } else if (accepted.includes('gzip')) {
    headers['content-encoding'] = 'gzip';
    body = gzipSync(body);
  }
  response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
}

let origin: Server;
let edge: RunningVarnish;
/** What beforeAll got to start, for afterAll (also when it failed half-way). */
const started: { origin?: Server; edge?: RunningVarnish } = {};

beforeAll(async () => {
  expect(findVarnishd(), `varnishd is not installed: ${INSTALL_HINT}`).not.toBeNull();
  origin = createServer(answer);
  started.origin = origin;
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const address = origin.address();
  const originPort = typeof address === 'object' && address !== null ? address.port : 0;
  edge = await startVarnish({ vcl: edgeVcl('127.0.0.1', originPort) });
  started.edge = edge;
}, 30_000);

afterAll(async () => {
  // the edge this file started (by its pid, inside stop), then the fake product
  await started.edge?.stop();
  const server = started.origin;
  if (server === undefined) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
});

function get(
  path: string,
  headers: Readonly<Record<string, string>> = {},
  host = WOM,
): Promise<EdgeResponse> {
  return send(edge.port, { path, headers: { host, ...headers } });
}

/** How many times the fake product was asked for path (on host). */
function originCount(path: string, host = WOM): number {
  return seen.filter((request) => request.path === path && request.host === host).length;
}

const text = (response: EdgeResponse): string => response.body.toString('utf8');
const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('the edge VCL in varnishd', () => {
  it('stores a page the product marks shareable: a MISS, then HITs, from one origin request (s-maxage over max-age=0)', async () => {
    const first = await get('/page/10');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get('/page/10');
    const third = await get('/page/10');
    for (const response of [second, third]) {
      expect(response.headers['x-cache']).toBe('HIT');
      expect(text(response)).toBe(text(first));
      // what the browser gets: max-age=0, as the product said
      expect(response.headers['cache-control']).toBe(PAGE_CACHE);
    }
    expect(originCount('/page/10')).toBe(1);
    // HEAD is answered from the same object
    const head = await send(edge.port, {
      path: '/page/10',
      method: 'HEAD',
      headers: { host: WOM },
    });
    expect(head.headers['x-cache']).toBe('HIT');
    expect(originCount('/page/10')).toBe(1);
  });

  it('keeps the surrogate keys to itself unless a purger asks for them', async () => {
    const plain = await get('/page/11');
    expect(plain.headers['surrogate-key']).toBeUndefined();
    expect(plain.headers.xkey).toBeUndefined();
    const debug = await get('/page/11', { 'x-edge-debug': '1' });
    expect(debug.headers['x-cache']).toBe('HIT');
    expect(debug.headers['surrogate-key']).toBe('wom-dk:site wom-dk:strings wom-dk:composite:11');
    const foreign = await send(edge.port, {
      path: '/page/11',
      headers: { host: WOM, 'x-edge-debug': '1' },
      localAddress: '127.0.0.2',
    });
    expect(foreign.headers['surrogate-key']).toBeUndefined();
  });

  it('caches a 404 for its s-maxage, but not what only has max-age=0', async () => {
    expect((await get('/missing/1')).headers['x-cache']).toBe('MISS');
    const again = await get('/missing/1');
    expect(again.status).toBe(404);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(originCount('/missing/1')).toBe(1);
    await get('/max-age-zero/1');
    await get('/max-age-zero/1');
    expect(originCount('/max-age-zero/1')).toBe(2);
  });

  it('never answers a request with a session cookie from the cache, nor stores its answer', async () => {
    for (const cookie of ['mag_access=abc', 'consent=all; mag_id=1', 'x=1;mag_refresh=2']) {
      const before = originCount('/page/20');
      const personal = await get('/page/20', { cookie });
      expect(personal.headers['x-cache'], cookie).toBe('PASS');
      expect(text(personal)).toContain('personal');
      expect(originCount('/page/20')).toBe(before + 1);
    }
    // nothing of it was stored: the first anonymous request is a miss
    const anonymous = await get('/page/20');
    expect(anonymous.headers['x-cache']).toBe('MISS');
    expect(text(anonymous)).not.toContain('personal');
    // and with the anonymous copy stored, a signed-in reader still goes to the product
    expect((await get('/page/20')).headers['x-cache']).toBe('HIT');
    const signedIn = await get('/page/20', { cookie: 'mag_access=abc' });
    expect(signedIn.headers['x-cache']).toBe('PASS');
    expect(text(signedIn)).toContain('personal');
    expect(seen.at(-1)?.cookie).toBe('mag_access=abc');
  });

  it('serves the shared copy to readers with only other cookies (consent, analytics)', async () => {
    await get('/page/21');
    const withCookies = await get('/page/21', {
      cookie: 'consent=necessary,statistics; _ga=GA1.1.1; mag_idx=not-a-session',
    });
    expect(withCookies.headers['x-cache']).toBe('HIT');
    expect(originCount('/page/21')).toBe(1);
  });

  it('does not store answers that set a cookie or are private or no-store', async () => {
    for (const path of ['/set-cookie/1', '/private/1', '/no-store/1']) {
      const first = await get(path);
      const second = await get(path);
      expect(second.headers['x-cache'], path).not.toBe('HIT');
      expect(text(second), path).not.toBe(text(first));
      expect(originCount(path), path).toBe(2);
    }
    // the cookie reaches the reader who caused it
    expect((await get('/set-cookie/1')).headers['set-cookie']).toEqual(['seen=1; Path=/']);
  });

  it('passes other methods to the product every time', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await send(edge.port, { path: '/page/22', method, headers: { host: WOM } });
      expect(response.headers['x-cache'], method).toBe('PASS');
    }
    expect(seen.filter((request) => request.path === '/page/22').map((r) => r.method)).toEqual([
      'POST',
      'PUT',
      'DELETE',
    ]);
  });

  it('keeps one object per normalised encoding (br, gzip, identity), compressed by the product only', async () => {
    const br = await get('/page/30', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/page/30', { 'accept-encoding': 'gzip, deflate' });
    const identity = await get('/page/30');
    for (const response of [br, gzip, identity]) expect(response.headers['x-cache']).toBe('MISS');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toMatch(/^GET wom-dk\.localhost:3000\/page\/30 #\d+$/);
    // the product was asked once per variant, with exactly the normalised encoding
    expect(
      seen.filter((request) => request.path === '/page/30').map((r) => r.acceptEncoding),
    ).toEqual(['br', 'gzip', undefined]);

    const variants: [Record<string, string>, EdgeResponse][] = [
      [{ 'accept-encoding': 'br' }, br],
      [{ 'accept-encoding': 'br;q=1.0, gzip;q=0.8, *;q=0.1' }, br],
      [{ 'accept-encoding': 'gzip' }, gzip],
      [{ 'accept-encoding': 'deflate, gzip' }, gzip],
      [{ 'accept-encoding': 'br;q=0, gzip' }, gzip],
      [{ 'accept-encoding': 'identity' }, identity],
      [{}, identity],
    ];
    for (const [headers, expected] of variants) {
      const response = await get('/page/30', headers);
      expect(response.headers['x-cache'], JSON.stringify(headers)).toBe('HIT');
      expect(response.body.equals(expected.body), JSON.stringify(headers)).toBe(true);
      expect(response.headers['content-encoding']).toBe(expected.headers['content-encoding']);
      expect(response.headers.vary).toBe('accept-encoding');
    }
    expect(originCount('/page/30')).toBe(3);
  });

  it('keeps each site (Host) apart, whatever the case of the host name', async () => {
    const wom = await get('/page/40', {}, WOM);
    const cos = await get('/page/40', {}, COS);
    expect(cos.headers['x-cache']).toBe('MISS');
    expect(text(wom)).toContain('wom-dk.localhost');
    expect(text(cos)).toContain('cos-se.localhost');
    const upper = await get('/page/40', {}, 'WOM-DK.localhost:3000');
    expect(upper.headers['x-cache']).toBe('HIT');
    expect(text(upper)).toBe(text(wom));
  });

  it('shares one object for a query in any order and with campaign parameters, and passes ?purge=', async () => {
    expect((await get('/page/41?b=2&a=1')).headers['x-cache']).toBe('MISS');
    for (const path of [
      '/page/41?a=1&b=2',
      '/page/41?utm_source=news&b=2&a=1',
      '/page/41?a=1&UTM_Medium=mail&b=2&fbclid=x1&gclid=y2',
    ])
      expect((await get(path)).headers['x-cache'], path).toBe('HIT');
    expect(seen.filter((request) => request.path.startsWith('/page/41?'))).toEqual([
      expect.objectContaining({ path: '/page/41?a=1&b=2' }),
    ]);
    const campaignOnly = await get('/page/42?utm_campaign=spring');
    expect(campaignOnly.headers['x-cache']).toBe('MISS');
    expect(seen.at(-1)?.path).toBe('/page/42');
    expect((await get('/page/42')).headers['x-cache']).toBe('HIT');
    for (let round = 0; round < 2; round += 1)
      expect((await get('/page/42?purge=cache')).headers['x-cache']).toBe('PASS');
    expect(originCount('/page/42?purge=cache')).toBe(2);
  });

  it("passes an editor's preview link and a cache clear to the product every time", async () => {
    const links = [
      '/?preview=true&p=36510&post_type=contenthub_composite&nonce=n',
      '/page/43?preview_id=36510&preview_nonce=n&preview=true',
      '/page/43?cacheClear=true&uid=1',
    ];
    for (const link of links)
      for (let round = 0; round < 2; round += 1)
        expect((await get(link)).headers['x-cache'], link).toBe('PASS');
    for (const link of links) expect(originCount(link), link).toBe(2);
  });

  it('PURGE with xkey-purge drops exactly the objects that carry a key, every variant and no other', async () => {
    await get('/page/1');
    await get('/page/1', { 'accept-encoding': 'gzip' });
    await get('/page/2');
    await get('/page/1', {}, COS);
    for (const [path, host] of [
      ['/page/1', WOM],
      ['/page/2', WOM],
      ['/page/1', COS],
    ] as const)
      expect((await get(path, {}, host)).headers['x-cache'], `${host}${path}`).toBe('HIT');

    const purge = await send(edge.port, {
      path: '/',
      method: 'PURGE',
      headers: { host: 'edge', 'xkey-purge': 'wom-dk:composite:1' },
    });
    expect(purge.status).toBe(200);
    expect(purge.headers['xkey-purged']).toBe('2');

    const purged = await get('/page/1');
    expect(purged.headers['x-cache']).toBe('MISS');
    expect((await get('/page/1', { 'accept-encoding': 'gzip' })).headers['x-cache']).toBe('MISS');
    expect((await get('/page/2')).headers['x-cache']).toBe('HIT');
    expect((await get('/page/1', {}, COS)).headers['x-cache']).toBe('HIT');

    // several keys at once; a key nothing carries purges nothing
    const both = await send(edge.port, {
      path: '/',
      method: 'PURGE',
      headers: { 'xkey-purge': 'wom-dk:composite:2 cos-se:composite:1 wom-dk:composite:999' },
    });
    expect(both.headers['xkey-purged']).toBe('2');
    expect((await get('/page/2')).headers['x-cache']).toBe('MISS');
    expect((await get('/page/1', {}, COS)).headers['x-cache']).toBe('MISS');
  });

  it('refuses PURGE from addresses outside the purgers, through a proxy, or without keys', async () => {
    await get('/page/50');
    const foreign = await send(edge.port, {
      path: '/',
      method: 'PURGE',
      headers: { 'xkey-purge': 'wom-dk:composite:50' },
      localAddress: '127.0.0.2',
    });
    expect(foreign.status).toBe(403);
    const proxied = await send(edge.port, {
      path: '/',
      method: 'PURGE',
      headers: { 'xkey-purge': 'wom-dk:composite:50', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
    for (const headers of [{}, { 'xkey-purge': ' ' }] as Record<string, string>[]) {
      const empty = await send(edge.port, { path: '/', method: 'PURGE', headers });
      expect(empty.status).toBe(400);
    }
    expect((await get('/page/50')).headers['x-cache']).toBe('HIT');
    // a PURGE never reaches the product
    expect(seen.some((request) => request.method === 'PURGE')).toBe(false);
  });

  it('serves an expired copy within stale-while-revalidate at once and refreshes it in the background', async () => {
    const first = await get('/swr/1');
    await wait(1_300);
    const stale = await get('/swr/1');
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(text(stale)).toBe(text(first));
    await wait(300);
    expect(originCount('/swr/1')).toBe(2);
    const refreshed = await get('/swr/1');
    expect(refreshed.headers['x-cache']).toBe('HIT');
    expect(text(refreshed)).not.toBe(text(first));
  });

  it('asks the product again past stale-while-revalidate when it is healthy', async () => {
    const first = await get('/short/1');
    await wait(2_300);
    const fresh = await get('/short/1');
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(text(fresh)).not.toBe(text(first));
    expect(originCount('/short/1')).toBe(2);
  });

  it('serves the copy within stale-if-error while the product answers 5xx or does not answer', async () => {
    const failing = await get('/short/2');
    const down = await get('/short/3');
    await wait(2_300);
    try {
      mode = 'failing';
      const stale = await get('/short/2');
      expect(stale.status).toBe(200);
      expect(stale.headers['x-cache']).toBe('STALE-IF-ERROR');
      expect(text(stale)).toBe(text(failing));
      // without a copy the product's error is passed on, not stored
      const uncached = await get('/short/4');
      expect(uncached.status).toBe(503);
      expect(text(uncached)).toBe('the product is failing');

      mode = 'down';
      const gone = await get('/short/3');
      expect(gone.status).toBe(200);
      expect(gone.headers['x-cache']).toBe('STALE-IF-ERROR');
      expect(text(gone)).toBe(text(down));
      const nothing = await get('/short/5');
      expect(nothing.status).toBe(503);
    } finally {
      mode = 'ok';
    }
    // the product is back: the next request refreshes (the copy was kept, not replaced)
    const back = await get('/short/2');
    expect(back.status).toBe(200);
    expect(text(back)).not.toBe('the product is failing');
    expect(await get('/short/4').then((response) => response.status)).toBe(200);
  });

  it('serves the copy within stale-if-error without asking while the health probe calls the product sick', async () => {
    expect(probes).toBeGreaterThan(0);
    expect(await edge.admin('backend.list', '-p')).toMatch(/magazine\s+probe\s+\d\/5\s+healthy/);
    const first = await get('/short/6');
    await wait(2_300);
    await edge.admin('backend.set_health', 'boot.magazine', 'sick');
    try {
      const stale = await get('/short/6');
      expect(stale.headers['x-cache']).toBe('STALE-IF-ERROR');
      expect(text(stale)).toBe(text(first));
      // not asked at all, not even in the background
      await wait(200);
      expect(originCount('/short/6')).toBe(1);
    } finally {
      await edge.admin('backend.set_health', 'boot.magazine', 'auto');
    }
  });
});
