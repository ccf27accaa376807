import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CacheResult, ServedAt } from '../../application/page-cache.types';
import type { CachedBodies, CachedResponse, CacheLevel } from '../../ports/response-cache.port';
import type { SecurityHeaderSets } from './security-headers';

/** The cache's name in `Cache-Status` (RFC 9211). */
export const CACHE_NAME = 'magazine';

/** `Cache-Status` for one served response (RFC 9211). */
export function cacheStatus(result: CacheResult, ttlSeconds: number): string {
  switch (result.kind) {
    case 'hit':
      return `${CACHE_NAME}; hit; ttl=${ttlSeconds}; detail=${result.level}`;
    case 'stale':
      return result.reason === 'stale-while-revalidate'
        ? `${CACHE_NAME}; hit; ttl=${ttlSeconds}; detail=stale-while-revalidate`
        : `${CACHE_NAME}; fwd=stale; ttl=${ttlSeconds}; detail=stale-if-error`;
    case 'miss':
      return result.stored ? `${CACHE_NAME}; fwd=miss; stored` : `${CACHE_NAME}; fwd=miss`;
    case 'refresh':
      return result.stored ? `${CACHE_NAME}; fwd=request; stored` : `${CACHE_NAME}; fwd=request`;
    case 'bypass':
      return `${CACHE_NAME}; fwd=bypass`;
  }
}

/** A Buffer view of the bytes (no copy). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

type Encoding = 'br' | 'gzip' | 'identity';

const ACCEPTS_BR = 1;
const ACCEPTS_GZIP = 2;

/** Which of br and gzip an `Accept-Encoding` value accepts (`*` both, `q=0` refuses), as bits. */
function acceptedCodings(acceptEncoding: string): number {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  const any = accepted.has('*');
  return (
    (accepted.has('br') || any ? ACCEPTS_BR : 0) | (accepted.has('gzip') || any ? ACCEPTS_GZIP : 0)
  );
}

function encodingOf(accepted: number, bodies: CachedBodies): Encoding {
  if (bodies.br !== null && (accepted & ACCEPTS_BR) !== 0) return 'br';
  if (bodies.gzip !== null && (accepted & ACCEPTS_GZIP) !== 0) return 'gzip';
  return 'identity';
}

/** The best encoding both sides have: brotli, then gzip, else identity. */
export function chooseEncoding(acceptEncoding: string | undefined, bodies: CachedBodies): Encoding {
  return acceptEncoding === undefined
    ? 'identity'
    : encodingOf(acceptedCodings(acceptEncoding), bodies);
}

/** What shared caches get for a reply that sets cookies or belongs to a signed-in variant. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/**
 * What shared caches get for a stale copy (past its windows, or made stale by a content change,
 * ADR 21): not to be kept, so an edge asks again and gets the copy rendered meanwhile instead of
 * holding the old one for another `s-maxage`.
 */
export const STALE_CACHE_CONTROL = 'public, max-age=0, s-maxage=0, stale-if-error=86400';

/** What goes on the wire for a served response: status, headers and the negotiated body. */
export interface ServedParts {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * Stored headers, Age, Cache-Status and the negotiated encoding of a (possibly cached) response.
 * `personal` (a signed-in variant, or a reply that sets a cookie) marks it private for shared
 * caches, whatever the stored Cache-Control said. Stored entries never carry cookies.
 */
export function servedParts(
  served: ServedAt,
  acceptEncoding: string | undefined,
  personal: boolean,
): ServedParts {
  const { response, result, servedAt } = served;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (name !== 'set-cookie') headers[name] = value;
  }
  if (personal) headers['cache-control'] = PRIVATE_CACHE_CONTROL;
  else if (result.kind === 'stale' && response.status === 200)
    headers['cache-control'] = STALE_CACHE_CONTROL;
  const ageSeconds = Math.max(0, Math.floor((servedAt - response.storedAt) / 1000));
  const ttlSeconds = Math.floor((response.storedAt + response.freshMs - servedAt) / 1000);
  const cached = result.kind !== 'bypass' && result.kind !== 'miss' && result.kind !== 'refresh';
  if (cached || ('stored' in result && result.stored)) headers.age = String(ageSeconds);
  headers['cache-status'] = cacheStatus(result, ttlSeconds);
  const { br, gzip, identity } = response.bodies;
  if (gzip !== null || br !== null) headers.vary = 'accept-encoding';
  const encoding = chooseEncoding(acceptEncoding, response.bodies);
  if (encoding === 'br' && br !== null) {
    headers['content-encoding'] = 'br';
    return { status: response.status, headers, body: asBuffer(br) };
  }
  if (encoding === 'gzip' && gzip !== null) {
    headers['content-encoding'] = 'gzip';
    return { status: response.status, headers, body: asBuffer(gzip) };
  }
  return { status: response.status, headers, body: asBuffer(identity) };
}

const ENCODING_SLOTS: Readonly<Record<Encoding, number>> = { br: 0, gzip: 1, identity: 2 };

/** Distinct `Accept-Encoding` values remembered (clients send a handful), the least used going. */
const ACCEPT_ENCODINGS_KEPT = 64;

/** `chooseEncoding` with what each `Accept-Encoding` value accepts remembered, not parsed again. */
class AcceptedEncodings {
  private readonly known = new LRUCache<string, number>({
    max: ACCEPT_ENCODINGS_KEPT,
    memoMethod: acceptedCodings,
  });

  encodingFor(acceptEncoding: string | undefined, bodies: CachedBodies): Encoding {
    if (acceptEncoding === undefined) return 'identity';
    const accepted = this.known.memo(acceptEncoding);
    return encodingOf(accepted, bodies);
  }
}

/** What the cache-hit fast path writes for a fresh hit (see `PrebuiltHits`). */
export interface HitWire {
  readonly status: number;
  /** Flat `[name, value, ...]` for `writeHead`; valid until the next `wire` call. */
  readonly headers: readonly string[];
  readonly body: Buffer;
}

/** Where the value of a header is in a flat `[name, value, ...]` list. */
function valueIndex(headers: readonly string[], name: string): number {
  for (let index = 0; index < headers.length; index += 2) {
    if (headers[index] === name) return index + 1;
  }
  throw new Error(`a cache hit has no ${name} header`);
}

/**
 * The wire form of a fresh hit of one stored entry, for one encoding, security header set and
 * level: the flat header list `writeHead` takes (the same names, values and order as
 * `servedParts` plus the security headers, `x-request-id` and `content-length`), built once.
 * Per request only `x-request-id` is written into it, and `Age` and `Cache-Status` (its `ttl`)
 * when the second they show has changed.
 */
class HitHead implements HitWire {
  private readonly ageAt: number;
  private readonly statusAt: number;
  private readonly requestIdAt: number;
  private ageSeconds = Number.NaN;
  private ttlSeconds = Number.NaN;

  private constructor(
    private readonly entry: CachedResponse,
    private readonly level: CacheLevel,
    readonly status: number,
    readonly headers: string[],
    readonly body: Buffer,
  ) {
    this.ageAt = valueIndex(headers, 'age');
    this.statusAt = valueIndex(headers, 'cache-status');
    this.requestIdAt = valueIndex(headers, 'x-request-id');
  }

  static build(
    served: ServedAt,
    acceptEncoding: string | undefined,
    security: Readonly<Record<string, string>>,
    level: CacheLevel,
  ): HitHead {
    const parts = servedParts(served, acceptEncoding, false);
    const headers = Object.entries({
      ...security,
      ...parts.headers,
      'x-request-id': '',
      'content-length': String(parts.body.byteLength),
    }).flat();
    return new HitHead(served.response, level, parts.status, headers, parts.body);
  }

  /** Fills in one request's parts (the same array each time: `writeHead` reads it at once). */
  at(servedAt: number, requestId: string): this {
    const { storedAt, freshMs } = this.entry;
    const ageSeconds = Math.max(0, Math.floor((servedAt - storedAt) / 1000));
    const ttlSeconds = Math.floor((storedAt + freshMs - servedAt) / 1000);
    if (ageSeconds !== this.ageSeconds) {
      this.ageSeconds = ageSeconds;
      this.headers[this.ageAt] = String(ageSeconds);
    }
    if (ttlSeconds !== this.ttlSeconds) {
      this.ttlSeconds = ttlSeconds;
      this.headers[this.statusAt] = cacheStatus({ kind: 'hit', level: this.level }, ttlSeconds);
    }
    this.headers[this.requestIdAt] = requestId;
    return this;
  }
}

/**
 * Prebuilt header blocks for fresh hits (docs/adr/0018-prebuilt-cache-hits.md): per stored entry
 * (held weakly, so a replaced or evicted entry takes its blocks with it), encoding, security
 * header set and level, the header list is built on the first hit and reused. A hit answers the
 * same status, headers and body as `servedParts` with the security headers in front.
 */
export class PrebuiltHits {
  private readonly blocks = new WeakMap<CachedResponse, (HitHead | undefined)[]>();
  private readonly encodings = new AcceptedEncodings();
  private readonly securitySets: readonly Readonly<Record<string, string>>[];

  constructor(security: SecurityHeaderSets | undefined) {
    this.securitySets = security === undefined ? [{}, {}] : [security.http, security.https];
  }

  /** `served` must be a fresh hit (`PageCache.freshHit` or a hit of `lookUp`). */
  wire(
    served: ServedAt,
    acceptEncoding: string | undefined,
    https: boolean,
    requestId: string,
  ): HitWire {
    const { response, result } = served;
    const level = result.kind === 'hit' ? result.level : 'memory';
    const encoding = this.encodings.encodingFor(acceptEncoding, response.bodies);
    const slot = ENCODING_SLOTS[encoding] * 4 + (https ? 2 : 0) + (level === 'memory' ? 0 : 1);
    let heads = this.blocks.get(response);
    if (heads === undefined) {
      heads = [];
      this.blocks.set(response, heads);
    }
    let head = heads[slot];
    if (head === undefined) {
      const security = this.securitySets[https ? 1 : 0] ?? {};
      head = HitHead.build(served, acceptEncoding, security, level);
      heads[slot] = head;
    }
    return head.at(served.servedAt, requestId);
  }
}

/** Requests answered from the cache (fresh or stale) through Fastify: see `answeredFromCache`. */
const fromCache = new WeakSet<FastifyRequest>();

/**
 * Whether this request was answered with a copy the cache held, fresh or stale (a hit either
 * way): such an answer writes no access line, like a hit of the fast path, so a stale page served
 * to every reader in an outage is counted by the metrics, not written once per reader.
 */
export function answeredFromCache(request: FastifyRequest): boolean {
  return fromCache.has(request);
}

/** Sends a (possibly cached) response through Fastify (see `servedParts`). */
export function sendServed(
  request: FastifyRequest,
  reply: FastifyReply,
  served: ServedAt,
  personal = false,
): FastifyReply {
  const parts = servedParts(
    served,
    request.headers['accept-encoding'],
    personal || reply.hasHeader('set-cookie'),
  );
  if (served.result.kind === 'hit' || served.result.kind === 'stale') fromCache.add(request);
  return reply.status(parts.status).headers(parts.headers).send(parts.body);
}
