import type { CachedResponse } from '../../ports/response-cache.port';

/**
 * The binary form of a cached response in Redis: a 4-byte header length, a JSON header (status,
 * headers, freshness, body lengths), then the identity, gzip and brotli bodies back to back. No
 * base64: a Redis hit costs one copy of the bytes.
 */
interface Header {
  readonly v: 1;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly storedAt: number;
  readonly freshMs: number;
  readonly swrMs: number;
  readonly sieMs: number;
  /** Lengths of identity, gzip, brotli; -1 when absent. */
  readonly lengths: readonly [number, number, number];
}

export function encodeCachedResponse(entry: CachedResponse): Buffer {
  const { identity, gzip, br } = entry.bodies;
  const header: Header = {
    v: 1,
    status: entry.status,
    headers: entry.headers,
    storedAt: entry.storedAt,
    freshMs: entry.freshMs,
    swrMs: entry.staleWhileRevalidateMs,
    sieMs: entry.staleIfErrorMs,
    lengths: [identity.length, gzip?.length ?? -1, br?.length ?? -1],
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(json.length, 0);
  return Buffer.concat([size, json, identity, gzip ?? Buffer.alloc(0), br ?? Buffer.alloc(0)]);
}

function isHeader(value: unknown): value is Header {
  if (typeof value !== 'object' || value === null) return false;
  const header = value as Partial<Header>;
  const lengths: unknown = header.lengths;
  return (
    header.v === 1 &&
    typeof header.status === 'number' &&
    typeof header.storedAt === 'number' &&
    Array.isArray(lengths) &&
    lengths.length === 3 &&
    lengths.every((length) => typeof length === 'number')
  );
}

/** The entry, or `null` for bytes that are not a cached response of this version. */
export function decodeCachedResponse(bytes: Buffer): CachedResponse | null {
  if (bytes.length < 4) return null;
  const headerLength = bytes.readUInt32BE(0);
  let header: unknown;
  try {
    header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8'));
  } catch {
    return null;
  }
  if (!isHeader(header)) return null;
  let offset = 4 + headerLength;
  const take = (length: number): Buffer | null => {
    if (length < 0) return null;
    const part = bytes.subarray(offset, offset + length);
    offset += length;
    return part;
  };
  const [identityLength, gzipLength, brLength] = header.lengths;
  const identity = take(identityLength);
  const gzip = take(gzipLength);
  const br = take(brLength);
  if (identity === null || offset !== bytes.length) return null;
  return {
    status: header.status,
    headers: header.headers,
    bodies: { identity, gzip, br },
    storedAt: header.storedAt,
    freshMs: header.freshMs,
    staleWhileRevalidateMs: header.swrMs,
    staleIfErrorMs: header.sieMs,
  };
}
