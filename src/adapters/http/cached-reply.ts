import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheResult, ServedAt } from '../../application/page-cache.types';
import type { CachedBodies } from '../../ports/response-cache.port';

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

/** The best encoding both sides have: brotli, then gzip, else identity. */
export function chooseEncoding(acceptEncoding: string | undefined, bodies: CachedBodies): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  const any = accepted.has('*');
  if (bodies.br !== null && (accepted.has('br') || any)) return 'br';
  if (bodies.gzip !== null && (accepted.has('gzip') || any)) return 'gzip';
  return 'identity';
}

/** What shared caches get for a reply that sets cookies or belongs to a signed-in variant. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

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
  return reply.status(parts.status).headers(parts.headers).send(parts.body);
}
