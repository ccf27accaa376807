import { describe, expect, it } from 'vitest';
import {
  cacheStatus,
  chooseEncoding,
  PRIVATE_CACHE_CONTROL,
  servedParts,
  STALE_CACHE_CONTROL,
} from '../../../src/adapters/http/cached-reply';
import type { CacheResult, ServedAt } from '../../../src/application/page-cache.types';
import type { CachedBodies, CachedResponse } from '../../../src/ports/response-cache.port';

const bytes = (text: string) => new TextEncoder().encode(text);
const ALL: CachedBodies = { identity: bytes('plain'), gzip: bytes('gz'), br: bytes('br') };
const PLAIN_ONLY: CachedBodies = { identity: bytes('plain'), gzip: null, br: null };
const GZIP_ONLY: CachedBodies = { identity: bytes('plain'), gzip: bytes('gz'), br: null };

const STORED_AT = 1_000_000;
function entry(overrides: Partial<CachedResponse> = {}): CachedResponse {
  return {
    status: 200,
    headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' },
    bodies: ALL,
    storedAt: STORED_AT,
    freshMs: 60_000,
    staleWhileRevalidateMs: 0,
    staleIfErrorMs: 0,
    ...overrides,
  };
}

describe('the encoding a cached page is sent in', () => {
  it.each([
    [undefined, ALL, 'identity'],
    ['', ALL, 'identity'],
    ['gzip, deflate, br', ALL, 'br'],
    ['GZIP, BR', ALL, 'br'],
    ['br', GZIP_ONLY, 'identity'],
    ['br, gzip', GZIP_ONLY, 'gzip'],
    ['gzip', ALL, 'gzip'],
    [' gzip ;q=0.5 , identity', ALL, 'gzip'],
    ['br;q=0, gzip', ALL, 'gzip'],
    ['br; q=0 , gzip;q=0', ALL, 'identity'],
    ['br;q=0.0', PLAIN_ONLY, 'identity'],
    ['br;q=0.1', ALL, 'br'],
    ['*', ALL, 'br'],
    ['*', GZIP_ONLY, 'gzip'],
    ['*;q=0', ALL, 'identity'],
    ['deflate', ALL, 'identity'],
    ['gzip', PLAIN_ONLY, 'identity'],
  ] as const)('Accept-Encoding %j gets %s of what is stored', (accept, bodies, expected) => {
    const stored = bodies === ALL ? 'all' : bodies === GZIP_ONLY ? 'gzip only' : 'plain only';
    expect(chooseEncoding(accept, bodies), stored).toBe(expected);
  });
});

describe('Cache-Status', () => {
  it.each([
    [{ kind: 'hit', level: 'memory' }, 'magazine; hit; ttl=42; detail=memory'],
    [{ kind: 'hit', level: 'redis' }, 'magazine; hit; ttl=42; detail=redis'],
    [
      { kind: 'stale', level: 'memory', reason: 'stale-while-revalidate' },
      'magazine; hit; ttl=42; detail=stale-while-revalidate',
    ],
    [
      { kind: 'stale', level: 'redis', reason: 'stale-if-error' },
      'magazine; fwd=stale; ttl=42; detail=stale-if-error',
    ],
    [{ kind: 'miss', stored: true }, 'magazine; fwd=miss; stored'],
    [{ kind: 'miss', stored: false }, 'magazine; fwd=miss'],
    [{ kind: 'refresh', stored: true }, 'magazine; fwd=request; stored'],
    [{ kind: 'refresh', stored: false }, 'magazine; fwd=request'],
    [{ kind: 'bypass' }, 'magazine; fwd=bypass'],
  ] as const)('%j is %s', (result, expected) => {
    expect(cacheStatus(result as CacheResult, 42)).toBe(expected);
  });
});

describe('the parts of a served page', () => {
  const at = (seconds: number) => STORED_AT + seconds * 1000;

  it('sends a hit with its age, its time to live, Vary and the accepted encoding', () => {
    const parts = servedParts(
      { response: entry(), result: { kind: 'hit', level: 'memory' }, servedAt: at(12.9) },
      'gzip',
      false,
    );
    expect(parts.status).toBe(200);
    expect(parts.headers).toEqual({
      'content-type': 'text/html',
      'cache-control': 'public, max-age=60',
      age: '12',
      'cache-status': 'magazine; hit; ttl=47; detail=memory',
      vary: 'accept-encoding',
      'content-encoding': 'gzip',
    });
    expect(parts.body.toString()).toBe('gz');
  });

  it('sends brotli when accepted, and the plain body without Content-Encoding otherwise', () => {
    const served: ServedAt = {
      response: entry(),
      result: { kind: 'hit', level: 'redis' },
      servedAt: at(1),
    };
    const br = servedParts(served, 'br, gzip', false);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.toString()).toBe('br');
    const plain = servedParts(served, undefined, false);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body.toString()).toBe('plain');
  });

  it('sends no Vary for a page stored only plain', () => {
    const parts = servedParts(
      {
        response: entry({ bodies: PLAIN_ONLY }),
        result: { kind: 'hit', level: 'memory' },
        servedAt: at(0),
      },
      'br',
      false,
    );
    expect(parts.headers.vary).toBeUndefined();
    expect(parts.headers['content-encoding']).toBeUndefined();
    expect(parts.headers.age).toBe('0');
  });

  it('gives a stored miss and a stored refresh an Age, and a bypass or an unstored miss none', () => {
    const ageOf = (result: CacheResult) =>
      servedParts({ response: entry(), result, servedAt: at(3) }, undefined, false).headers.age;
    expect(ageOf({ kind: 'miss', stored: true })).toBe('3');
    expect(ageOf({ kind: 'refresh', stored: true })).toBe('3');
    expect(ageOf({ kind: 'stale', level: 'memory', reason: 'stale-if-error' })).toBe('3');
    expect(ageOf({ kind: 'miss', stored: false })).toBeUndefined();
    expect(ageOf({ kind: 'refresh', stored: false })).toBeUndefined();
    expect(ageOf({ kind: 'bypass' })).toBeUndefined();
  });

  it('never lets a clock behind the store give a negative Age', () => {
    const parts = servedParts(
      { response: entry(), result: { kind: 'hit', level: 'redis' }, servedAt: at(-5) },
      undefined,
      false,
    );
    expect(parts.headers.age).toBe('0');
  });

  it('marks a stale page served for shared caches not to keep, but only a 200', () => {
    const stale = { kind: 'stale', level: 'memory', reason: 'stale-if-error' } as const;
    const ok = servedParts(
      { response: entry(), result: stale, servedAt: at(90) },
      undefined,
      false,
    );
    expect(ok.headers['cache-control']).toBe(STALE_CACHE_CONTROL);
    const notFound = servedParts(
      {
        response: entry({ status: 404, headers: { 'cache-control': 'public, max-age=30' } }),
        result: stale,
        servedAt: at(90),
      },
      undefined,
      false,
    );
    expect(notFound.headers['cache-control']).toBe('public, max-age=30');
  });

  it('marks a personal page private, and never sends a stored cookie', () => {
    const parts = servedParts(
      {
        response: entry({
          headers: { 'cache-control': 'public, max-age=60', 'set-cookie': 'a=b' },
        }),
        result: { kind: 'stale', level: 'memory', reason: 'stale-while-revalidate' },
        servedAt: at(70),
      },
      undefined,
      true,
    );
    expect(parts.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(parts.headers['set-cookie']).toBeUndefined();
  });
});
