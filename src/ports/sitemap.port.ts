import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

/** One sitemap of the index: `/sitemaps/{id}.xml`, in `pages` pages. */
export interface SitemapRef {
  readonly id: string;
  /** ISO 8601 with the site's offset. */
  readonly lastModified: string | null;
  readonly pages: number;
}

/** One location of a sitemap page. */
export interface SitemapEntry {
  /** Absolute, on the site's own origin. */
  readonly url: string;
  readonly lastModified: string | null;
}

/**
 * The sitemaps of a site (the content API's). Both calls answer the failure, with its code, when
 * the upstream fails or breaks its contract (the route answers 503); a page that does not exist
 * is `[]`, an answer.
 */
export interface SitemapPort {
  index(site: Site): Promise<Outcome<readonly SitemapRef[]>>;
  page(site: Site, type: string, page: number): Promise<Outcome<readonly SitemapEntry[]>>;
}
