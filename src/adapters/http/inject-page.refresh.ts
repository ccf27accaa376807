import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Site } from '../../domain/site/site.types';
import type { PageRefreshPort } from '../../ports/page-refresh.port';
import type { CacheKey } from '../../ports/response-cache.port';

/** The header that marks the product's own background render of a page (never a reader's). */
export const REFRESH_HEADER = 'x-magazine-refresh';

/**
 * Renders a cached page again (ADR 21) by asking the product's own page route in process
 * (`app.inject`, no socket), as an anonymous reader on the site's first host, with a token only
 * this process knows: the route renders it afresh and stores it in every level, whatever the
 * cache held. Only the anonymous variant is rendered this way; signed-in variants are stale until
 * their reader asks.
 */
export class InjectPageRefresh implements PageRefreshPort {
  readonly token = randomUUID();
  private app: FastifyInstance | null = null;

  constructor(private readonly sites: readonly Site[]) {}

  /** The app whose route renders (set once it is built). */
  attach(app: FastifyInstance): void {
    this.app = app;
  }

  /** Whether a request is this process's own refresh. */
  isRefresh(request: FastifyRequest): boolean {
    return request.headers[REFRESH_HEADER] === this.token;
  }

  async refresh(key: CacheKey): Promise<boolean> {
    const site = this.sites.find((candidate) => candidate.id === key.siteId);
    const host = site?.hosts[0];
    if (this.app === null || host === undefined || key.variant !== 'anonymous') return false;
    const response = await this.app.inject({
      method: 'GET',
      url: key.query === '' ? key.path : `${key.path}?${key.query}`,
      headers: { host, [REFRESH_HEADER]: this.token },
    });
    return String(response.headers['cache-status'] ?? '').includes('; stored');
  }
}
