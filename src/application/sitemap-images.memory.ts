import { isNoindex } from '../domain/page/meta.rules';
import { sitemapImageUrl } from '../domain/seo/sitemap-xml.rules';
import type { Site } from '../domain/site/site.types';
import type { BoundedMap, BoundedMaps } from '../ports/bounded-map.port';
import type { PageOutcome } from './page-outcome.types';

export interface SitemapImageMemoryOptions {
  /** Pages remembered across all sites; the least recently seen goes first. Default 20,000. */
  readonly maxEntries?: number;
  /** Where they are kept (`lru-cache` in the product). */
  readonly maps: BoundedMaps;
}

const DEFAULT_MAX_ENTRIES = 20_000;

/**
 * The lead image of each page the product rendered lately (for readers, background refreshes and
 * the news sitemap), so that a sitemap page names images without one content API call per URL:
 * the API's sitemap items carry only `{loc, lastmod}` and no route answers images for a list of
 * URLs. A page not seen yet (or evicted, or seen on another replica) is listed without an image:
 * images are optional in an image sitemap, entries are never dropped for lack of one.
 */
export class SitemapImageMemory {
  private readonly images: BoundedMap<string>;

  constructor(options: SitemapImageMemoryOptions) {
    this.images = options.maps(Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES));
  }

  /** Learns (or forgets) the page's image from how it resolved. */
  seen(site: Site, path: string, outcome: PageOutcome): void {
    const key = keyOf(site.id, path);
    const image = leadImageOf(site, outcome);
    if (image === null) this.images.delete(key);
    else this.images.set(key, image);
  }

  /** The page's image as last seen: `[url]`, or `[]` when none is known. */
  imagesOf(site: Site, path: string): readonly string[] {
    const image = this.images.peek(keyOf(site.id, path));
    return image === undefined ? [] : [image];
  }

  get size(): number {
    return this.images.size;
  }
}

function keyOf(siteId: string, path: string): string {
  return `${siteId}\n${path}`;
}

/** The image sitemap URL of an indexable page's lead image (an article's, a listing's); else null. */
function leadImageOf(site: Site, outcome: PageOutcome): string | null {
  if (outcome.kind !== 'page' || outcome.status !== 200) return null;
  const { meta, view } = outcome.viewModel;
  if (isNoindex(meta.robots)) return null;
  const lead =
    view.type === 'article'
      ? view.article.leadImage
      : view.type === 'listing'
        ? view.listing.image
        : null;
  if (lead === null) return null;
  return sitemapImageUrl(lead, {
    imageHost: site.upstreams.imageHost,
    imgCdnDomain: site.imgCdnDomain,
  });
}
