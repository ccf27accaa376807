import { recipeMeta, serializeCommercial, teaserLabel, videoMeta } from '../api/teaser.serializer';
import {
  contenthubId,
  serializeImage,
  utcPhpDate,
  type Json,
  type SerializeContext,
} from '../api/wp-shapes.serializer';
import type { ArticleRecord } from '../store/site-model.types';
import { highlight } from './search-highlight';

/**
 * A search hit: a teaser rebuilt from the search service's document, not from WordPress. So
 * `kind`, `status`, `word_count` and `template` are `null`; the description carries `<strong>`
 * highlights; the date is UTC wall time (`timezone_type: 2`, `"Z"`); the image is always an
 * object. Recipe and video meta come from the document's own fields.
 */
export function serializeSearchHit(
  article: ArticleRecord,
  query: string,
  context: SerializeContext,
): Json {
  const hit: Json = {
    id: article.id,
    post_title: article.title,
    title: article.postTitle,
    kind: null,
    status: null,
    image: serializeImage(article.image, context),
    video_url: null,
    description: highlight(article.description, query, context.site.model.language),
    link: article.path,
    published_at: utcPhpDate(article.publishedAt, context),
    commercial: serializeCommercial(article),
    label: teaserLabel(article, context),
    estimated_reading_time: article.readingTime,
    word_count: null,
    contenthub_id: contenthubId('composite', article.id, context),
    template: null,
  };
  const recipe = recipeMeta(article);
  if (recipe !== null) hit.recipe_meta = recipe;
  const video = videoMeta(article);
  if (video !== null) hit.video_meta = video;
  return hit;
}

/**
 * The search's paginator is built with only the page, the page size and the total, so `count`
 * and `total_pages` are always 0 (the product computes pages from `total` and `per_page`).
 */
export function searchPagination(total: number, perPage: number, page: number): Json {
  return {
    total,
    count: 0,
    per_page: perPage,
    current_page: page,
    total_pages: 0,
    links: { previous: '', next: '' },
  };
}
