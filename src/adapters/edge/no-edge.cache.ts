import type { EdgeCachePort } from '../../ports/edge-cache.port';

/** No shared cache in front (`EDGE_PURGE=none`): nothing to purge. */
export class NoEdgeCache implements EdgeCachePort {
  readonly provider = 'none';

  purgeKeys(): Promise<void> {
    return Promise.resolve();
  }
}
