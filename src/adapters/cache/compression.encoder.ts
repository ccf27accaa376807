import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedBodies } from '../../ports/response-cache.port';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** gzip level 6 and brotli quality 9: computed once when a page is stored (ADR 6). */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 9;

/** Encodes a page body once, at store time, in identity, gzip and brotli (off the main thread). */
export async function compressBody(body: string): Promise<CachedBodies> {
  const identity = Buffer.from(body, 'utf8');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: GZIP_LEVEL }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotli };
}

/** The identity body only (responses that are not stored are not worth compressing here). */
export function plainBody(body: string): CachedBodies {
  return { identity: Buffer.from(body, 'utf8'), gzip: null, br: null };
}
