import type { Article, Teaser, VideoData, Widget } from '../domain/content/content.types';
import { valueOr } from '../domain/errors/outcome';
import { FreshValues } from './fresh-values';
import type { BoundedMaps } from '../ports/bounded-map.port';
import type { VideoMetadata } from '../domain/services/services.types';
import {
  sponsoredTeasers,
  sponsoredTeasersRequest,
} from '../domain/services/sponsored-teasers.rules';
import type { Site } from '../domain/site/site.types';
import {
  needsVideoMetadata,
  withVideoMetadata,
} from '../domain/structured-data/video-metadata.rules';
import type { ContentMarketingPort } from '../ports/content-marketing.port';
import type { VideoMetadataPort } from '../ports/video-metadata.port';

export interface EnrichedArticle {
  readonly article: Article;
  /** Sponsored teasers to show after the article; empty when none (or the service is down). */
  readonly sponsored: readonly Teaser[];
}

/** A port call whose failure only means a missing extra: `null` instead of an error. */
async function orNull<T>(call: () => Promise<T | null>): Promise<T | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

function videoOf(widget: Widget): VideoData | null {
  return widget.type === 'video' || widget.type === 'qbrick_video' ? widget.video : null;
}

function withVideo(widget: Widget, video: VideoData): Widget {
  return widget.type === 'video' || widget.type === 'qbrick_video' ? { ...widget, video } : widget;
}

export interface ArticleEnrichmentOptions {
  readonly now: () => number;
  /**
   * How long a category's sponsored teasers are reused before a background refresh, in ms. They
   * are chosen per category, not per article, so every article of a category shares one call.
   */
  readonly sponsoredFreshnessMs: number;
  /** Where loaded values are kept, bounded (`lru-cache` in the product). */
  readonly maps: BoundedMaps;
}

/** Keys of (site, category) sponsored lists kept at most. */
const SPONSORED_LISTS_KEPT = 10_000;

/**
 * What an article page gets from the services around the content, all optional: the
 * video provider's metadata for video widgets whose VideoObject lacks fields, and sponsored
 * teasers from the content-marketing service. The calls run in parallel; a service that is down
 * or does not know a video leaves the page as it was and never fails it. Sponsored lists are kept
 * per site and category with their own freshness (stale-while-revalidate), so an article miss
 * makes the same content calls as before and no call to the content-marketing service on its
 * category's known list.
 */
export class ArticleEnrichment {
  private readonly sponsoredLists: FreshValues<readonly Teaser[]>;

  constructor(
    private readonly videos: VideoMetadataPort,
    private readonly contentMarketing: ContentMarketingPort,
    private readonly options: ArticleEnrichmentOptions,
  ) {
    this.sponsoredLists = new FreshValues({
      now: options.now,
      limit: SPONSORED_LISTS_KEPT,
      maps: options.maps,
    });
  }

  async enrich(site: Site, article: Article): Promise<EnrichedArticle> {
    const [withVideos, sponsored] = await Promise.all([
      this.videoMetadata(site, article),
      this.sponsored(site, article),
    ]);
    return { article: withVideos, sponsored };
  }

  /** The article with its video widgets completed from the provider, where they need it. */
  async videoMetadata(site: Site, article: Article): Promise<Article> {
    const ids = new Set<string>();
    for (const widget of article.widgets) {
      const video = videoOf(widget);
      if (video?.videoId != null && needsVideoMetadata(video)) ids.add(video.videoId);
    }
    if (ids.size === 0) return article;
    const metadata = new Map<string, VideoMetadata>();
    await Promise.all(
      [...ids].map(async (id) => {
        // A provider that fails is silent: the widget keeps what the article says.
        const found = await orNull(async () => valueOr(await this.videos.media(site, id), null));
        if (found !== null) metadata.set(id, found);
      }),
    );
    if (metadata.size === 0) return article;
    const widgets = article.widgets.map((widget) => {
      const video = videoOf(widget);
      const known = video?.videoId == null ? undefined : metadata.get(video.videoId);
      if (video === null || known === undefined || !needsVideoMetadata(video)) return widget;
      return withVideo(widget, withVideoMetadata(video, known));
    });
    return { ...article, widgets };
  }

  /** Sponsored teasers for the article's category; none on commercial articles or on failure. */
  async sponsored(site: Site, article: Article): Promise<readonly Teaser[]> {
    const request = sponsoredTeasersRequest(article);
    if (request === null) return [];
    const key = `${site.id}:${request.categoryId ?? ''}:${request.limit}`;
    const teasers = await this.sponsoredLists.get(key, this.options.sponsoredFreshnessMs, () =>
      orNull(async () => valueOr(await this.contentMarketing.teasers(site, request), null)),
    );
    return teasers === null ? [] : sponsoredTeasers(teasers);
  }
}
