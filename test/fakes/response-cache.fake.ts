import { LruResponseCache } from '../../src/adapters/cache/lru-response.cache';
import type { ResponseCachePort } from '../../src/ports/response-cache.port';

/**
 * The in-memory response cache of the tests is the product's own in-process level,
 * `LruResponseCache`: it does no I/O, so a fake would only copy it. 16 MB, on the given clock
 * (tests move time forward to make entries stale).
 */
export function inMemoryResponseCache(now: () => number = Date.now): ResponseCachePort {
  return new LruResponseCache({ maxBytes: 16 * 1024 * 1024, now });
}
