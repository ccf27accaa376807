import type { Article } from '../domain/content/content.types';
import { valueOr } from '../domain/errors/outcome';
import { isMarkerTagPath } from '../domain/content/reader-tags.rules';
import { ANONYMOUS } from '../domain/identity/user-state.types';
import { isNoindex } from '../domain/page/meta.rules';
import {
  ARTICLE_SITEMAP_ID,
  mayBeRecentNews,
  newsSitemapItems,
  type NewsArticleEntry,
} from '../domain/seo/news-sitemap.rules';
import type { NewsSitemapItem, SitemapFile, SitemapUrl } from '../domain/seo/sitemap-xml.rules';
import { MARKETS } from '../domain/site/markets';
import type { Site } from '../domain/site/site.types';
import type { SitemapEntry, SitemapPort } from '../ports/sitemap.port';
import type { PageOutcome } from './page-outcome.types';
import type { ReaderPageRequest } from './resolve-page.use-case';
import { pageRequest, type PageRequest } from '../domain/routing/page-request';
import type { SitemapImageMemory } from './sitemap-images.memory';
import type { BoundedMap, BoundedMaps } from '../ports/bounded-map.port';

/** How a page of the site resolves for an anonymous reader (`ResolvePage.execute`). */
export interface PageResolver {
  execute(request: ReaderPageRequest): Promise<PageOutcome>;
}

export interface SitemapServiceOptions {
  readonly now: () => number;
  /** Where built results are kept, bounded (`lru-cache` in the product). */
  readonly maps: BoundedMaps;
  /** The lead images of pages seen lately (none: sitemap pages list no images). */
  readonly images?: Pick<SitemapImageMemory, 'imagesOf' | 'seen'>;
  /** How long a filtered sitemap page is reused before it is built again. Default: an hour. */
  readonly ttlMs?: number;
  /** How long the news sitemap is reused. Default: ten minutes. */
  readonly newsTtlMs?: number;
  /** How long past its TTL a result is still served while the content API fails. Default: a day. */
  readonly maxStaleMs?: number;
  /**
   * A news sitemap with articles that could not be judged, or a sitemap page with entries whose
   * image is not known yet, is built again after this. Default: 5 min.
   */
  readonly retryMs?: number;
  /** Articles resolved at the same time for the news sitemap. Default: 4. */
  readonly concurrency?: number;
  /** No news candidate starts resolving this long after a build began; the rest are not judged. */
  readonly deadlineMs?: number;
  /**
   * Results kept in memory (sitemap pages and news sitemaps of every site), the one asked for
   * least recently making way. Default: 256.
   */
  readonly maxEntries?: number;
}

/** A sitemap page as the route answers it. */
export type SitemapPageAnswer =
  | { readonly kind: 'urls'; readonly urls: readonly SitemapUrl[] }
  /** The content API has no such page. */
  | { readonly kind: 'missing' }
  /** The content API failed and nothing is kept to serve. */
  | { readonly kind: 'unavailable' };

/** What a news candidate's page comes to. */
type Verdict =
  | { readonly kind: 'keep'; readonly article: Article | null }
  | { readonly kind: 'drop' }
  /** Not resolved: the content API failed, or the build ran out of time. */
  | { readonly kind: 'unknown' };

/** A sitemap page as built: the content API had none (`missing`), or its indexable URLs. */
interface SitemapPage {
  readonly missing: boolean;
  readonly urls: readonly SitemapUrl[];
}

interface Built<T> {
  readonly value: T;
  /** Whether every entry was judged; a partial result is built again sooner. */
  readonly complete: boolean;
}

interface MemoEntry<T> {
  value: T | null;
  freshUntil: number;
  staleUntil: number;
  pending: Promise<T | null> | null;
}

const HOUR = 60 * 60_000;
const DEFAULTS = {
  ttlMs: HOUR,
  newsTtlMs: 10 * 60_000,
  maxStaleMs: 24 * HOUR,
  retryMs: 5 * 60_000,
  concurrency: 4,
  deadlineMs: 20_000,
  maxEntries: 256,
};

/**
 * The sitemaps crawlers read. A sitemap page costs one content API call, whatever its size
 * (ADR 13, revised): its entries are the API's own sitemap items (`{loc, lastmod}`), which the API keeps
 * to published content allowed in sitemaps, listed on the site's origin (another origin's are
 * left out). Each entry names the lead image the product last saw its page render with
 * (`SitemapImageMemory`); an entry whose image is not known is listed without one. The articles
 * flagged as news of the last two days make the Google News sitemap: only those recent
 * candidates are resolved (`PageResolver`), each kept when it answers 200 without noindex.
 *
 * A built result is kept per site, file and page (an hour; ten minutes for news); when the content
 * API fails, the last result is served (up to a day past its time), and without one the answer is
 * unavailable (the route's 503).
 */
export class SitemapService {
  private readonly options: typeof DEFAULTS &
    Pick<SitemapServiceOptions, 'images'> & { readonly now: () => number };
  private readonly memo: BoundedMap<MemoEntry<unknown>>;

  constructor(
    private readonly sitemaps: SitemapPort,
    private readonly pages: PageResolver,
    options: SitemapServiceOptions,
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.memo = options.maps(this.options.maxEntries);
  }

  /** The sitemap files of the content API; null when it fails. */
  async index(site: Site): Promise<readonly SitemapFile[] | null> {
    return valueOr(await this.sitemaps.index(site), null);
  }

  /** One page of a sitemap file: its entries on the site's origin, with the images known. */
  async page(site: Site, id: string, page: number): Promise<SitemapPageAnswer> {
    const key = `page\n${site.id}\n${id}\n${String(page)}`;
    const built = await this.remembered<SitemapPage>(key, this.options.ttlMs, async () => {
      const answer = await this.sitemaps.page(site, id, page);
      // A failure: the last result kept, else unavailable (the adapter logged it).
      if (!answer.ok) return null;
      const entries = answer.value;
      if (entries.length === 0) return { value: { missing: true, urls: [] }, complete: true };
      const urls = this.listed(site, entries);
      // Images the product has not seen yet may be known soon (readers open pages): such a page is
      // built again after `retryMs`, still for one call.
      return {
        value: { missing: false, urls },
        complete: urls.every((url) => url.images.length > 0),
      };
    });
    if (built === null) return { kind: 'unavailable' };
    return built.missing ? { kind: 'missing' } : { kind: 'urls', urls: built.urls };
  }

  /** The news sitemap's items; null when the content API fails and nothing is kept. */
  async news(site: Site): Promise<readonly NewsSitemapItem[] | null> {
    return this.remembered(`news\n${site.id}`, this.options.newsTtlMs, () => this.buildNews(site));
  }

  /**
   * Whether the site has news now: its news sitemap has an article. False while that cannot be
   * judged (the content API fails and nothing is kept).
   */
  async hasNews(site: Site): Promise<boolean> {
    const items = await this.news(site);
    return items !== null && items.length > 0;
  }

  /**
   * The entries on the site's origin, each with its lead image when one is known. A marker tag's
   * listing (`/tags/premium`) is left out: the product answers it noindex, as its path tells.
   */
  private listed(site: Site, entries: readonly SitemapEntry[]): SitemapUrl[] {
    return entries.flatMap((entry): SitemapUrl[] => {
      const location = onSite(site, entry.url);
      if (location === null || isMarkerTagPath(location.path)) return [];
      const images = this.options.images?.imagesOf(site, location.path) ?? [];
      return [{ url: entry.url, lastModified: entry.lastModified, images }];
    });
  }

  private async buildNews(site: Site): Promise<Built<readonly NewsSitemapItem[]> | null> {
    const now = this.options.now();
    const zone = MARKETS[site.market].timeZone;
    const index = await this.sitemaps.index(site);
    if (!index.ok) return null;
    const files = index.value;
    const articles = files.find((file) => file.id === ARTICLE_SITEMAP_ID);
    // The file's date is its newest entry's: nothing in it changed within the window.
    if (articles === undefined || !mayBeRecentNews(articles.lastModified, now, zone))
      return { value: [], complete: true };
    const pages = await this.pool(
      Array.from({ length: articles.pages }, (_, index) => index + 1),
      async (page) => valueOr(await this.sitemaps.page(site, ARTICLE_SITEMAP_ID, page), null),
    );
    if (pages.some((entries) => entries === null)) return null;
    const candidates = pages
      .flatMap((entries) => entries ?? [])
      .filter((entry) => mayBeRecentNews(entry.lastModified, now, zone));
    const verdicts = await this.judgeAll(site, candidates);
    const found: NewsArticleEntry[] = [];
    candidates.forEach((entry, index) => {
      const verdict = verdicts[index];
      if (verdict?.kind !== 'keep' || verdict.article?.isNews !== true) return;
      found.push({
        url: entry.url,
        title: verdict.article.title,
        publishedAt: verdict.article.publishedAt,
      });
    });
    return {
      value: newsSitemapItems(found, now, zone),
      complete: verdicts.every((verdict) => verdict.kind !== 'unknown'),
    };
  }

  /** Every entry judged, at most `concurrency` at a time, none started after the deadline. */
  private judgeAll(site: Site, entries: readonly SitemapEntry[]): Promise<Verdict[]> {
    const deadline = this.options.now() + this.options.deadlineMs;
    return this.pool(entries, (entry) =>
      this.options.now() > deadline
        ? Promise.resolve<Verdict>({ kind: 'unknown' })
        : this.judge(site, entry),
    );
  }

  private async judge(site: Site, entry: SitemapEntry): Promise<Verdict> {
    const location = onSite(site, entry.url);
    if (location === null) return { kind: 'drop' };
    let outcome: PageOutcome;
    try {
      outcome = await this.pages.execute({
        page: location,
        reader: ANONYMOUS,
      });
    } catch {
      return { kind: 'unknown' };
    }
    this.options.images?.seen(site, location.path, outcome);
    if (outcome.kind !== 'page' || outcome.status !== 200) return { kind: 'drop' };
    const { meta, view } = outcome.viewModel;
    if (isNoindex(meta.robots)) return { kind: 'drop' };
    return { kind: 'keep', article: view.type === 'article' ? view.article : null };
  }

  private async pool<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const results = new Array<R>(items.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T);
      }
    };
    const workers = Math.max(1, Math.min(this.options.concurrency, items.length));
    await Promise.all(Array.from({ length: workers }, worker));
    return results;
  }

  /**
   * The kept result while fresh, else a new build (one per key at a time). A failed build keeps
   * the last result, served up to `maxStaleMs` past its TTL; without one the answer is null.
   */
  private async remembered<T>(
    key: string,
    ttlMs: number,
    build: () => Promise<Built<T> | null>,
  ): Promise<T | null> {
    const now = this.options.now();
    const entry = (this.memo.get(key) as MemoEntry<T> | undefined) ?? {
      value: null,
      freshUntil: 0,
      staleUntil: 0,
      pending: null,
    };
    if (!this.memo.has(key)) this.memo.set(key, entry);
    if (entry.value !== null && entry.freshUntil > now) return entry.value;
    entry.pending ??= build()
      .then((built) => {
        if (built === null) return null;
        const at = this.options.now();
        entry.value = built.value;
        entry.freshUntil = at + (built.complete ? ttlMs : Math.min(ttlMs, this.options.retryMs));
        entry.staleUntil = entry.freshUntil + this.options.maxStaleMs;
        return entry.value;
      })
      .catch(() => null)
      .finally(() => {
        entry.pending = null;
      });
    const built = await entry.pending;
    if (built !== null) return built;
    return entry.value !== null && entry.staleUntil > this.options.now() ? entry.value : null;
  }

  /**
   * A content change reached the sitemaps (ADR 21): every result kept for the site is built again
   * on its next request (the old one is still what a failing content API gets).
   */
  invalidate(siteId: string): void {
    for (const [key, entry] of this.memo.entries()) {
      const [, memoSite] = key.split('\n');
      if (memoSite === siteId) entry.freshUntil = 0;
    }
  }
}

/** The anonymous reader's page request of a URL on the site's own origin; null for any other URL. */
function onSite(site: Site, url: string): PageRequest | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(site.siteDomain).origin) return null;
  return pageRequest(site, `${parsed.pathname}${parsed.search}`, 'anonymous');
}
