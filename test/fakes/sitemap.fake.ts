import type { Site } from '../../src/domain/site/site.types';
import type { SitemapEntry, SitemapPort, SitemapRef } from '../../src/ports/sitemap.port';

/** In-memory sitemaps: each has its pages of entries. `down` makes every call fail (null). */
export class InMemorySitemaps implements SitemapPort {
  private readonly sitemaps = new Map<
    string,
    { readonly lastModified: string | null; readonly pages: readonly (readonly SitemapEntry[])[] }
  >();
  down = false;
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

  index(): Promise<readonly SitemapRef[] | null> {
    this.calls.push('index');
    if (this.down) return Promise.resolve(null);
    return Promise.resolve(
      [...this.sitemaps].map(([id, sitemap]) => ({
        id,
        lastModified: sitemap.lastModified,
        pages: Math.max(sitemap.pages.length, 1),
      })),
    );
  }

  page(_site: Site, type: string, page: number): Promise<readonly SitemapEntry[] | null> {
    this.calls.push(`page ${type} ${String(page)}`);
    if (this.down) return Promise.resolve(null);
    return Promise.resolve(this.sitemaps.get(type)?.pages[page - 1] ?? []);
  }
}
