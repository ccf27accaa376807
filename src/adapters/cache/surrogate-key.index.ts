import type { CacheKey } from '../../ports/response-cache.port';

interface Indexed {
  readonly key: CacheKey;
  readonly surrogateKeys: readonly string[];
}

/**
 * Which entries of the in-process level hold which surrogate key (ADR 21): entries are added when
 * stored and removed when dropped or evicted, so a purge by key visits exactly the entries that
 * show the changed entity. Site-wide keys are not indexed (every entry of the site holds them; a
 * purge of one visits the site's entries).
 */
export class SurrogateKeyIndex {
  private readonly byKey = new Map<string, Set<string>>();
  private readonly byId = new Map<string, Indexed>();

  get keys(): number {
    return this.byKey.size;
  }

  add(id: string, key: CacheKey, surrogateKeys: readonly string[]): void {
    this.remove(id);
    this.byId.set(id, { key, surrogateKeys });
    for (const surrogateKey of surrogateKeys) {
      let ids = this.byKey.get(surrogateKey);
      if (ids === undefined) {
        ids = new Set();
        this.byKey.set(surrogateKey, ids);
      }
      ids.add(id);
    }
  }

  remove(id: string): void {
    const indexed = this.byId.get(id);
    if (indexed === undefined) return;
    this.byId.delete(id);
    for (const surrogateKey of indexed.surrogateKeys) {
      const ids = this.byKey.get(surrogateKey);
      ids?.delete(id);
      if (ids?.size === 0) this.byKey.delete(surrogateKey);
    }
  }

  /** The ids holding any of the keys. */
  idsOf(surrogateKeys: readonly string[]): ReadonlySet<string> {
    const found = new Set<string>();
    for (const surrogateKey of surrogateKeys) {
      for (const id of this.byKey.get(surrogateKey) ?? []) found.add(id);
    }
    return found;
  }

  /** The cache key stored under an id. */
  keyOf(id: string): CacheKey | null {
    return this.byId.get(id)?.key ?? null;
  }

  clear(): void {
    this.byKey.clear();
    this.byId.clear();
  }
}
