import {
  retentionMs,
  type CachedResponse,
  type CacheHit,
  type CacheKey,
  type PurgeScope,
  type ResponseCachePort,
} from '../../ports/response-cache.port';
import { decodeCachedResponse, encodeCachedResponse } from './cached-response.codec';
import { withTimeout, type BinaryRedisClient } from './redis-client.factory';

export interface RedisResponseCacheOptions {
  readonly client: BinaryRedisClient;
  /** Key prefix, default `mag:rc:`. */
  readonly prefix?: string;
  /** Budget of one command; past it the level counts as failed for this request. */
  readonly commandTimeoutMs?: number;
  /** Told about every failed or skipped command (Redis down): metrics and logs. */
  readonly onError: (operation: 'get' | 'set' | 'purge', error: Error) => void;
  readonly now?: () => number;
}

const SCAN_COUNT = 500;

/**
 * The second level, shared by every replica. One hash per site + path (fields: query|variant), so
 * a path purge is one `UNLINK` of every query and variant. While Redis is away it answers misses
 * at once: no offline queue, a short per-command budget, never a thrown error.
 */
export class RedisResponseCache implements ResponseCachePort {
  private readonly client: BinaryRedisClient;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly onError: RedisResponseCacheOptions['onError'];
  private readonly now: () => number;

  constructor(options: RedisResponseCacheOptions) {
    this.client = options.client;
    this.prefix = options.prefix ?? 'mag:rc:';
    this.timeoutMs = options.commandTimeoutMs ?? 250;
    this.onError = options.onError;
    this.now = options.now ?? (() => Date.now());
  }

  async get(key: CacheKey): Promise<CacheHit | null> {
    const bytes = await this.run('get', () =>
      this.client.hGet(this.hashKey(key.siteId, key.path), field(key)),
    );
    if (bytes === null) return null;
    const entry = decodeCachedResponse(bytes);
    if (entry === null || this.now() >= entry.storedAt + retentionMs(entry)) return null;
    return { entry, level: 'redis' };
  }

  async set(key: CacheKey, entry: CachedResponse): Promise<void> {
    const hash = this.hashKey(key.siteId, key.path);
    const remainingMs = entry.storedAt + retentionMs(entry) - this.now();
    const seconds = Math.ceil(remainingMs / 1000);
    if (seconds <= 0) return;
    await this.run('set', () =>
      this.client
        .multi()
        .hSet(hash, field(key), encodeCachedResponse(entry))
        .expire(hash, seconds, 'NX')
        .expire(hash, seconds, 'GT')
        .exec(),
    );
  }

  async purge(scope: PurgeScope): Promise<void> {
    switch (scope.kind) {
      case 'paths': {
        const keys = scope.paths.map((path) => this.hashKey(scope.siteId, path));
        if (keys.length > 0) await this.run('purge', () => this.client.unlink(keys));
        return;
      }
      case 'site':
        await this.unlinkMatching(`${this.prefix}${escapeGlob(scope.siteId)}:*`);
        return;
      case 'all':
        await this.unlinkMatching(`${this.prefix}*`);
        return;
    }
  }

  private async unlinkMatching(pattern: string): Promise<void> {
    await this.run('purge', async () => {
      for await (const keys of this.client.scanIterator({ MATCH: pattern, COUNT: SCAN_COUNT })) {
        if (keys.length > 0) await this.client.unlink(keys);
      }
    });
  }

  private hashKey(siteId: string, path: string): string {
    return `${this.prefix}${siteId}:${path}`;
  }

  /** Runs a command within budget; a failure (or Redis not ready) is reported and answers null. */
  private async run<T>(
    operation: 'get' | 'set' | 'purge',
    command: () => Promise<T>,
  ): Promise<T | null> {
    if (!this.client.isReady) {
      this.onError(operation, new Error('redis is not connected'));
      return null;
    }
    try {
      const budget = operation === 'purge' ? this.timeoutMs * 20 : this.timeoutMs;
      return await withTimeout(command(), budget, `redis ${operation}`);
    } catch (error) {
      this.onError(operation, error instanceof Error ? error : new Error(String(error)));
      return null;
    }
  }
}

function field(key: CacheKey): string {
  return `${key.query}|${key.variant}`;
}

function escapeGlob(value: string): string {
  return value.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}
