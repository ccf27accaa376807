import { LruResponseCache } from '../../adapters/cache/lru-response.cache';
import { RedisConnections } from '../../adapters/cache/redis.connections';
import { RedisResponseCache } from '../../adapters/cache/redis-response.cache';
import { TwoLevelResponseCache } from '../../adapters/cache/two-level-response.cache';
import { family } from '../binding';
import { ID } from '../identifiers';

/** Redis (when REDIS_URL is set) and the two-level response cache: memory, then Redis. */
export const cacheModule = family((provide) => {
  provide(ID.redis, (get) => {
    const url = get(ID.config).redisUrl;
    if (url === null) return null;
    const metrics = get(ID.prometheus);
    return new RedisConnections(url, get(ID.logger), () => {
      metrics.observeRedisError('connection');
    });
  });
  provide(ID.responseCache, (get) => {
    const metrics = get(ID.prometheus);
    const connections = get(ID.redis);
    const memory = new LruResponseCache({
      maxBytes: get(ID.config).cacheMemoryBytes,
      now: get(ID.clock),
    });
    const shared =
      connections === null
        ? null
        : new RedisResponseCache({
            client: connections.binary,
            onError: (operation) => {
              metrics.observeRedisError(operation);
            },
          });
    const events = get(ID.eventBus);
    return new TwoLevelResponseCache(
      memory,
      shared,
      (level) => {
        void events.publish({ type: 'CacheMissed', level });
      },
      get(ID.clock),
    );
  });
});
