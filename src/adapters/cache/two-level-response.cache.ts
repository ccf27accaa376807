import {
  isFresh,
  keyString,
  type CachedResponse,
  type CacheHit,
  type CacheKey,
  type CacheLevel,
  type PurgeScope,
  type ResponseCachePort,
} from '../../ports/response-cache.port';

/** Told about each level that had nothing (`miss`); hits and stale are counted by the caller. */
export type LevelMissObserver = (level: CacheLevel, result: 'miss') => void;

/**
 * The response cache of ADR 6: the in-process LRU first, then the shared level (Redis). A hit
 * in the shared level is copied into memory. Writes and purges go to both levels. An entry that
 * is no longer fresh in memory is looked up in the shared level too: another replica may have
 * rendered it again (after its windows ran out, or after a content change made it stale, ADR 21),
 * and then that copy is served, not this replica's old one.
 */
export class TwoLevelResponseCache implements ResponseCachePort {
  constructor(
    private readonly memory: ResponseCachePort,
    private readonly shared: ResponseCachePort | null,
    private readonly observe: LevelMissObserver = () => undefined,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get hasSharedLevel(): boolean {
    return this.shared !== null;
  }

  peek(key: CacheKey): CacheHit | null {
    return this.memory.peek?.(key) ?? null;
  }

  async get(key: CacheKey): Promise<CacheHit | null> {
    const local = await this.memory.get(key);
    if (local !== null && (this.shared === null || isFresh(local.entry, this.now()))) return local;
    if (local === null) this.observe('memory', 'miss');
    if (this.shared === null) return null;
    const remote = await this.shared.get(key);
    if (remote === null || (local !== null && remote.entry.storedAt <= local.entry.storedAt)) {
      if (local === null) this.observe('redis', 'miss');
      return local;
    }
    await this.memory.set(key, remote.entry);
    return remote;
  }

  async set(key: CacheKey, entry: CachedResponse): Promise<void> {
    await Promise.all([this.memory.set(key, entry), this.shared?.set(key, entry)]);
  }

  purgeLocal(scope: PurgeScope): Promise<readonly CacheKey[]> {
    return this.memory.purge(scope);
  }

  /** Purges both levels; answers the entries either found, once each. */
  async purge(scope: PurgeScope): Promise<readonly CacheKey[]> {
    const [local, remote] = await Promise.all([
      this.memory.purge(scope),
      this.shared?.purge(scope) ?? Promise.resolve([]),
    ]);
    const found = new Map<string, CacheKey>();
    for (const key of [...local, ...remote]) found.set(keyString(key), key);
    return [...found.values()];
  }
}
