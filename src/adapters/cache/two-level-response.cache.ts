import type {
  CachedResponse,
  CacheHit,
  CacheKey,
  CacheLevel,
  PurgeScope,
  ResponseCachePort,
} from '../../ports/response-cache.port';

/** Told about each level that had nothing (`miss`); hits and stale are counted by the caller. */
export type LevelMissObserver = (level: CacheLevel, result: 'miss') => void;

/**
 * The response cache of ADR 6: the in-process LRU first, then the shared level (Redis). A hit
 * in the shared level is copied into memory. Writes and purges go to both levels.
 */
export class TwoLevelResponseCache implements ResponseCachePort {
  constructor(
    private readonly memory: ResponseCachePort,
    private readonly shared: ResponseCachePort | null,
    private readonly observe: LevelMissObserver = () => undefined,
  ) {}

  get hasSharedLevel(): boolean {
    return this.shared !== null;
  }

  peek(key: CacheKey): CacheHit | null {
    return this.memory.peek?.(key) ?? null;
  }

  async get(key: CacheKey): Promise<CacheHit | null> {
    const local = await this.memory.get(key);
    if (local !== null) return local;
    this.observe('memory', 'miss');
    if (this.shared === null) return null;
    const remote = await this.shared.get(key);
    if (remote === null) {
      this.observe('redis', 'miss');
      return null;
    }
    await this.memory.set(key, remote.entry);
    return remote;
  }

  async set(key: CacheKey, entry: CachedResponse): Promise<void> {
    await Promise.all([this.memory.set(key, entry), this.shared?.set(key, entry)]);
  }

  async purge(scope: PurgeScope): Promise<void> {
    await Promise.all([this.memory.purge(scope), this.shared?.purge(scope)]);
  }
}
