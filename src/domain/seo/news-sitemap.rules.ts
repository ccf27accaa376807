import { instantOfIso, zonedIso } from '../time/zoned-time.rules';
import type { NewsSitemapItem } from './sitemap-xml.rules';

/**
 * Google News lists articles published in the last two days, at most 1000 URLs per sitemap.
 */
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_SITEMAP_MAX_URLS = 1000;

/** The content API's sitemap of articles (composites): where news candidates are looked for. */
export const ARTICLE_SITEMAP_ID = 'contenthub_composite';

/**
 * The instant of a date (ISO 8601; without an offset, wall time in `timeZone`) when it falls in
 * the news window ending at `now` (no older than {@link NEWS_WINDOW_MS}, not in the future);
 * null otherwise.
 */
export function instantInNewsWindow(
  date: string | null,
  now: number,
  timeZone: string,
): number | null {
  if (date === null) return null;
  const instant = instantOfIso(date, timeZone);
  return instant !== null && instant <= now && now - instant <= NEWS_WINDOW_MS ? instant : null;
}

/**
 * Whether a sitemap entry may be a news article: changed within the window. An article published
 * in the window was changed at or after it was published, so nothing older needs resolving.
 */
export function mayBeRecentNews(
  lastModified: string | null,
  now: number,
  timeZone: string,
): boolean {
  if (lastModified === null) return false;
  const instant = instantOfIso(lastModified, timeZone);
  return instant !== null && now - instant <= NEWS_WINDOW_MS;
}

/** A news article as its page resolved it. */
export interface NewsArticleEntry {
  readonly url: string;
  readonly title: string;
  /** ISO 8601; without an offset, wall time in the site's zone. */
  readonly publishedAt: string | null;
}

/**
 * The news sitemap's items: the articles published in the window, newest first, at most
 * {@link NEWS_SITEMAP_MAX_URLS}, dated W3C with the site zone's offset.
 */
export function newsSitemapItems(
  articles: readonly NewsArticleEntry[],
  now: number,
  timeZone: string,
): NewsSitemapItem[] {
  return articles
    .flatMap((article) => {
      const instant = instantInNewsWindow(article.publishedAt, now, timeZone);
      return instant === null ? [] : [{ article, instant }];
    })
    .sort((a, b) => b.instant - a.instant || a.article.url.localeCompare(b.article.url))
    .slice(0, NEWS_SITEMAP_MAX_URLS)
    .map(({ article, instant }) => ({
      url: article.url,
      title: article.title,
      publishedAt: zonedIso(instant, timeZone),
    }));
}
