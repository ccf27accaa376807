import { failed, succeeded, type Failure, type Outcome } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import type { SitemapEntry, SitemapPort, SitemapRef } from '../../src/ports/sitemap.port';

/**
 * In-memory sitemaps: each has its pages of entries. `down` makes every call answer `failure`
 * (what the real adapter answers when the content API cannot be reached, unless a test names
 * another).
 */
export class InMemorySitemaps implements SitemapPort {
  private readonly sitemaps = new Map<
    string,
    { readonly lastModified: string | null; readonly pages: readonly (readonly SitemapEntry[])[] }
  >();
  down = false;
  failure: Failure = { code: 'UPSTREAM_UNREACHABLE', service: 'content-api', retryable: true };
  /** Every call made, as `index` or `page {id} {n}`. */
  readonly calls: string[] = [];

  /** A sitemap `id` with these pages (the first page is `pages[0]`). */
  add(
    id: string,
    pages: readonly (readonly SitemapEntry[])[],
    lastModified: string | null = null,
  ): this {
    this.sitemaps.set(id, { lastModified, pages });
    return this;
  }

  index(): Promise<Outcome<readonly SitemapRef[]>> {
    this.calls.push('index');
    if (this.down) return Promise.resolve(failed(this.failure));
    return Promise.resolve(
      succeeded(
        [...this.sitemaps].map(([id, sitemap]) => ({
          id,
          lastModified: sitemap.lastModified,
          pages: Math.max(sitemap.pages.length, 1),
        })),
      ),
    );
  }

  page(_site: Site, type: string, page: number): Promise<Outcome<readonly SitemapEntry[]>> {
    this.calls.push(`page ${type} ${String(page)}`);
    if (this.down) return Promise.resolve(failed(this.failure));
    return Promise.resolve(succeeded(this.sitemaps.get(type)?.pages[page - 1] ?? []));
  }
}
