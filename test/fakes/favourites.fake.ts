import { failed, succeeded, type Failure, type Outcome } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import type { FavouritesPort } from '../../src/ports/favourites.port';

/**
 * In-memory favourites, per reader, brand and language (like the upstream services): a new
 * favourite goes first, saving one twice keeps it once. `down` makes every call fail with `failure` (the service
 * unreachable, unless a test names another).
 */
export class InMemoryFavourites implements FavouritesPort {
  private readonly saved = new Map<string, number[]>();
  down = false;
  failure: Failure = { code: 'UPSTREAM_UNREACHABLE', service: 'favourites', retryable: true };
  /** Every call made, as `list|add|remove {user}[ {article}]`. */
  readonly calls: string[] = [];

  /** Puts favourites in place for a reader of a site, as if saved earlier. */
  seed(site: Site, userId: string, ids: readonly number[]): this {
    this.saved.set(keyOf(site, userId), [...ids]);
    return this;
  }

  list(site: Site, userId: string): Promise<Outcome<readonly number[]>> {
    this.calls.push(`list ${userId}`);
    return Promise.resolve(
      this.down ? failed(this.failure) : succeeded(this.current(site, userId)),
    );
  }

  add(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>> {
    this.calls.push(`add ${userId} ${String(articleId)}`);
    if (this.down) return Promise.resolve(failed(this.failure));
    const ids = this.current(site, userId);
    if (!ids.includes(articleId)) this.saved.set(keyOf(site, userId), [articleId, ...ids]);
    return Promise.resolve(succeeded(this.current(site, userId)));
  }

  remove(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>> {
    this.calls.push(`remove ${userId} ${String(articleId)}`);
    if (this.down) return Promise.resolve(failed(this.failure));
    const ids = this.current(site, userId).filter((id) => id !== articleId);
    this.saved.set(keyOf(site, userId), ids);
    return Promise.resolve(succeeded(ids));
  }

  private current(site: Site, userId: string): number[] {
    return [...(this.saved.get(keyOf(site, userId)) ?? [])];
  }
}

function keyOf(site: Site, userId: string): string {
  return `${site.brandCode.toLowerCase()}|${site.language}|${userId}`;
}
