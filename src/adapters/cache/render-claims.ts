import type { RenderClaimPort } from '../../ports/page-refresh.port';
import { withTimeout, type RedisClient } from './redis-client.factory';

type Claim = { readonly claimed: true } | { readonly claimed: false; readonly since: number };

const CLAIMED: Claim = { claimed: true };

/** Claims of one process (no Redis): a map of when each page was last claimed. */
export class MemoryRenderClaims implements RenderClaimPort {
  private readonly claims = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  claim(id: string, forMs: number): Promise<Claim> {
    const now = this.now();
    const since = this.claims.get(id);
    if (since !== undefined && now - since < forMs)
      return Promise.resolve({ claimed: false, since });
    this.claims.set(id, now);
    if (this.claims.size > 10_000) this.forgetOlderThan(now - forMs);
    return Promise.resolve(CLAIMED);
  }

  private forgetOlderThan(limit: number): void {
    for (const [id, since] of this.claims) if (since < limit) this.claims.delete(id);
  }
}

/**
 * Claims shared by every replica: `SET {prefix}{id} {now} NX PX forMs`. When Redis does not
 * answer, the claim falls back to this process's own (a render per replica, never none).
 */
export class RedisRenderClaims implements RenderClaimPort {
  private readonly local: MemoryRenderClaims;

  constructor(
    private readonly client: RedisClient,
    private readonly now: () => number = () => Date.now(),
    private readonly prefix = 'mag:claim:',
  ) {
    this.local = new MemoryRenderClaims(now);
  }

  async claim(id: string, forMs: number): Promise<Claim> {
    if (!this.client.isReady) return this.local.claim(id, forMs);
    const key = `${this.prefix}${id}`;
    const now = this.now();
    try {
      const set = await withTimeout(
        this.client.set(key, String(now), {
          condition: 'NX',
          expiration: { type: 'PX', value: forMs },
        }),
        250,
        'redis claim',
      );
      if (set === 'OK') return CLAIMED;
      const held = await withTimeout(this.client.get(key), 250, 'redis claim');
      // Released between the two commands: the next attempt will have it.
      return { claimed: false, since: held === null ? now - forMs : Number(held) };
    } catch {
      return this.local.claim(id, forMs);
    }
  }
}
