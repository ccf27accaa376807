import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheHitFastPath } from '../../../src/adapters/http/cache-hit.fast-path';
import { PrebuiltHits, servedParts } from '../../../src/adapters/http/cached-reply';
import type { SecurityHeaderSets } from '../../../src/adapters/http/security-headers';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import type { PageCache } from '../../../src/application/page-cache.service';
import type { ServedAt } from '../../../src/application/page-cache.types';
import type { CachedResponse, CacheKey } from '../../../src/ports/response-cache.port';
import { siteFixture } from '../../fakes/domain-builders';

/**
 * A fresh hit's header list is built once per entry, encoding and security set
 * (`PrebuiltHits`): it must carry what `servedParts` gives with the security headers in front,
 * with Age, Cache-Status and x-request-id of the request it answers.
 */
const SECURITY: SecurityHeaderSets = {
  http: { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' },
  https: {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  },
};

const STORED_AT = 1_700_000_000_000;

function entry(overrides: Partial<CachedResponse> = {}): CachedResponse {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0' },
    bodies: {
      identity: Buffer.from('<html>page</html>'),
      gzip: Buffer.from('gzip-bytes'),
      br: Buffer.from('br'),
    },
    storedAt: STORED_AT,
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    staleIfErrorMs: 86_400_000,
    ...overrides,
  };
}

function hitAt(response: CachedResponse, servedAt: number, level: 'memory' | 'redis' = 'memory') {
  return { response, result: { kind: 'hit', level }, servedAt } satisfies ServedAt;
}

/** What the fast path sent before the lists were prebuilt: the object spread, in its order. */
function spreadHeaders(
  served: ServedAt,
  acceptEncoding: string | undefined,
  security: Readonly<Record<string, string>>,
  requestId: string,
): string[] {
  const parts = servedParts(served, acceptEncoding, false);
  return Object.entries({
    ...security,
    ...parts.headers,
    'x-request-id': requestId,
    'content-length': String(parts.body.byteLength),
  }).flat();
}

describe('prebuilt cache hits', () => {
  it('send the same status, headers in the same order and body as servedParts with the security headers', () => {
    const hits = new PrebuiltHits(SECURITY);
    const stored = entry();
    for (const acceptEncoding of [undefined, 'identity', 'gzip', 'br, gzip', 'gzip, br;q=0', '*'])
      for (const https of [false, true])
        for (const level of ['memory', 'redis'] as const) {
          const served = hitAt(stored, STORED_AT + 1500, level);
          const wire = hits.wire(served, acceptEncoding, https, 'id-1');
          const parts = servedParts(served, acceptEncoding, false);
          const security = https ? SECURITY.https : SECURITY.http;
          const label = `${acceptEncoding ?? 'none'} ${String(https)} ${level}`;
          expect(wire.status, label).toBe(200);
          expect(wire.body.equals(parts.body), label).toBe(true);
          expect([...wire.headers], label).toEqual(
            spreadHeaders(served, acceptEncoding, security, 'id-1'),
          );
        }
  });

  it('write Age, the ttl of Cache-Status and the request id of each request into the reused list', () => {
    const hits = new PrebuiltHits(SECURITY);
    const stored = entry();
    for (const [offset, id] of [
      [0, 'a'],
      [999, 'b'],
      [1000, 'c'],
      [42_300, 'd'],
      [59_999, 'e'],
    ] as const) {
      const served = hitAt(stored, STORED_AT + offset);
      const wire = hits.wire(served, 'br, gzip', false, id);
      expect([...wire.headers], String(offset)).toEqual(
        spreadHeaders(served, 'br, gzip', SECURITY.http, id),
      );
    }
  });

  it('keep one list per entry: a stored entry that replaces another gets its own headers', () => {
    const hits = new PrebuiltHits(undefined);
    const first = hits.wire(hitAt(entry(), STORED_AT), 'gzip', false, 'x');
    expect(first.headers).toContain('gzip-bytes'.length.toString());
    const replaced = entry({
      headers: { 'content-type': 'text/html', 'x-robots-tag': 'noindex' },
      bodies: { identity: Buffer.from('other'), gzip: null, br: null },
    });
    const second = hits.wire(hitAt(replaced, STORED_AT), 'gzip', false, 'y');
    expect([...second.headers]).toEqual(spreadHeaders(hitAt(replaced, STORED_AT), 'gzip', {}, 'y'));
    expect(second.headers).not.toContain('vary');
  });
});

describe('the fast path and the request histogram', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts a hit after a scrape under its site, method, route and status, in the bucket of its duration', async () => {
    const site = siteFixture({ id: 'wom-dk', hosts: ['wom-dk.localhost'] });
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    const keys: CacheKey[] = [];
    const pageCache = {
      hasSharedLevel: false,
      freshHit: (key: CacheKey) => {
        keys.push(key);
        return hitAt(entry(), STORED_AT);
      },
    } as unknown as PageCache;
    const fastPath = cacheHitFastPath({ edge: new RequestEdge([site]), pageCache, metrics });
    const sent: { status?: number; body?: unknown } = {};
    const response = {
      writeHead: (status: number) => {
        sent.status = status;
      },
      end: (body: unknown) => {
        sent.body = body;
      },
    } as unknown as ServerResponse;
    const request = {
      method: 'GET',
      url: '/traening/styrke?utm_source=x',
      headers: { host: 'wom-dk.localhost:3000' },
      socket: {},
    } as unknown as IncomingMessage;
    // 30 ms between the start and the end of the answer: the 0.05 bucket, not the 0.025 one
    vi.spyOn(performance, 'now').mockReturnValueOnce(1_000).mockReturnValueOnce(1_030);

    expect(fastPath(request, response)).toBe(true);
    expect(sent.status).toBe(200);
    expect(keys).toEqual([
      { siteId: 'wom-dk', path: '/traening/styrke', query: '', variant: 'anonymous' },
    ]);
    const { body } = await metrics.exposition();
    const labels = 'site="wom-dk",method="GET",route="/*",status_code="200"';
    expect(body).toContain(`http_request_duration_seconds_bucket{le="0.025",${labels}} 0`);
    expect(body).toContain(`http_request_duration_seconds_bucket{le="0.05",${labels}} 1`);
    expect(body).toContain(`http_request_duration_seconds_count{${labels}} 1`);
    expect(body).toContain(`http_request_duration_seconds_sum{${labels}} 0.03`);
  });
});
