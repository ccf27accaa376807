import { isSiteWideKey } from '../../domain/content-changes/surrogate-keys.rules';
import {
  retentionMs,
  surrogateKeysOf,
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
  /** How long a purge that failed (Redis away) is retried, every second. Default 10 min. */
  readonly purgeRetryMs?: number;
}

const SCAN_COUNT = 500;
/** Failed purges kept for retry at most; past it the oldest is given up (the windows bound it). */
const MAX_PENDING_PURGES = 1000;

/**
 * The second level, shared by every replica. One hash per site + path (fields: query|variant), so
 * a path purge is one `UNLINK` of every query and variant. Each surrogate key an entry holds
 * (ADR 21) has a set of the paths holding it (`{prefix}sk:{key}`), kept as long as the entries;
 * a purge by key drops the hashes of every path in the keys' sets. While Redis is away it answers
 * misses at once: no offline queue, a short per-command budget, never a thrown error; a purge
 * that failed is retried every second until Redis answers (or `purgeRetryMs` passes).
 */
export class RedisResponseCache implements ResponseCachePort {
  private readonly client: BinaryRedisClient;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly onError: RedisResponseCacheOptions['onError'];
  private readonly now: () => number;
  private readonly purgeRetryMs: number;
  private readonly pendingPurges: { readonly scope: PurgeScope; readonly since: number }[] = [];
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(options: RedisResponseCacheOptions) {
    this.client = options.client;
    this.prefix = options.prefix ?? 'mag:rc:';
    this.timeoutMs = options.commandTimeoutMs ?? 250;
    this.onError = options.onError;
    this.now = options.now ?? (() => Date.now());
    this.purgeRetryMs = options.purgeRetryMs ?? 10 * 60_000;
  }

  /** Purges waiting for Redis to come back. */
  get pendingPurgeCount(): number {
    return this.pendingPurges.length;
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
    const indexed = surrogateKeysOf(entry).filter((surrogateKey) => !isSiteWideKey(surrogateKey));
    await this.run('set', () => {
      const multi = this.client
        .multi()
        .hSet(hash, field(key), encodeCachedResponse(entry))
        .expire(hash, seconds, 'NX')
        .expire(hash, seconds, 'GT');
      for (const surrogateKey of indexed) {
        const set = this.indexKey(surrogateKey);
        multi.sAdd(set, key.path).expire(set, seconds, 'NX').expire(set, seconds, 'GT');
      }
      return multi.exec();
    });
  }

  async purge(scope: PurgeScope): Promise<readonly CacheKey[]> {
    const found = await this.purgeNow(scope);
    if (found === null) this.retryLater(scope);
    return found ?? [];
  }

  /** Null when Redis did not answer. */
  private async purgeNow(scope: PurgeScope): Promise<readonly CacheKey[] | null> {
    switch (scope.kind) {
      case 'paths': {
        const keys = scope.paths.map((path) => this.hashKey(scope.siteId, path));
        if (keys.length === 0) return [];
        // Nobody renders a purged path again (its next reader does): no need to read its fields.
        const done = await this.run('purge', () => this.client.unlink(keys));
        return done === null ? null : [];
      }
      case 'keys':
        if (scope.keys.some(isSiteWideKey)) {
          const done = await this.unlinkMatching(`${this.prefix}${escapeGlob(scope.siteId)}:*`);
          return done ? [] : null;
        }
        return this.purgeKeys(scope.siteId, scope.keys);
      case 'site': {
        const done = await this.unlinkMatching(`${this.prefix}${escapeGlob(scope.siteId)}:*`);
        return done ? [] : null;
      }
      case 'all': {
        const done = await this.unlinkMatching(`${this.prefix}*`);
        return done ? [] : null;
      }
    }
  }

  /** Drops the hashes of every path holding one of the keys, and the keys' sets. */
  private async purgeKeys(siteId: string, keys: readonly string[]): Promise<CacheKey[] | null> {
    if (keys.length === 0) return [];
    const sets = keys.map((surrogateKey) => this.indexKey(surrogateKey));
    const members = await this.run('purge', () => this.client.sUnion(sets));
    if (members === null) return null;
    const paths = members.map(String);
    const found = await this.keysOfPaths(siteId, paths);
    const hashes = paths.map((path) => this.hashKey(siteId, path));
    const done = await this.run('purge', () => this.client.unlink([...hashes, ...sets]));
    return done === null ? null : (found ?? []);
  }

  /** The cache keys stored under some paths (every query and variant of each). */
  private async keysOfPaths(siteId: string, paths: readonly string[]): Promise<CacheKey[] | null> {
    if (paths.length === 0) return [];
    const fields = await this.run('purge', () => {
      const multi = this.client.multi();
      for (const path of paths) multi.hKeys(this.hashKey(siteId, path));
      return multi.exec();
    });
    if (fields === null) return null;
    const keys: CacheKey[] = [];
    paths.forEach((path, index) => {
      const names = fields[index];
      if (!Array.isArray(names)) return;
      for (const name of names) {
        const parsed = parseField(String(name));
        if (parsed !== null) keys.push({ siteId, path, ...parsed });
      }
    });
    return keys;
  }

  private retryLater(scope: PurgeScope): void {
    if (this.pendingPurges.length >= MAX_PENDING_PURGES) this.pendingPurges.shift();
    this.pendingPurges.push({ scope, since: this.now() });
    if (this.retryTimer !== null) return;
    this.retryTimer = setInterval(() => {
      void this.retryPending();
    }, 1_000);
    this.retryTimer.unref();
  }

  private async retryPending(): Promise<void> {
    if (!this.client.isReady) return;
    const waiting = this.pendingPurges.splice(0);
    for (const pending of waiting) {
      if (this.now() - pending.since > this.purgeRetryMs) continue;
      const done = await this.purgeNow(pending.scope);
      if (done === null) this.pendingPurges.push(pending);
    }
    if (this.pendingPurges.length === 0 && this.retryTimer !== null) {
      clearInterval(this.retryTimer);
      this.retryTimer = null;
    }
  }

  /** Stops retrying (shutdown). */
  close(): void {
    if (this.retryTimer !== null) clearInterval(this.retryTimer);
    this.retryTimer = null;
  }

  private async unlinkMatching(pattern: string): Promise<boolean> {
    const done = await this.run('purge', async () => {
      for await (const keys of this.client.scanIterator({ MATCH: pattern, COUNT: SCAN_COUNT })) {
        if (keys.length > 0) await this.client.unlink(keys);
      }
      return true;
    });
    return done === true;
  }

  private indexKey(surrogateKey: string): string {
    return `${this.prefix}sk:${surrogateKey}`;
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

/** A hash field back into query and variant (the variant is after the last `|`). */
function parseField(name: string): Pick<CacheKey, 'query' | 'variant'> | null {
  const at = name.lastIndexOf('|');
  if (at < 0) return null;
  return { query: name.slice(0, at), variant: name.slice(at + 1) as CacheKey['variant'] };
}

function escapeGlob(value: string): string {
  return value.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}
