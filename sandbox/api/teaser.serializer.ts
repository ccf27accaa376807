import type { ArticleRecord, PageRecord, TeaserListRecord } from '../store/site-model.types';
import { encodeCursor } from './teaser-list-cursor.codec';
import {
  absoluteUrl,
  paginate,
  phpDate,
  serializeImage,
  type Pagination,
  type SerializeContext,
} from './wp-shapes.serializer';

export function serializeTeaser(
  article: ArticleRecord,
  context: SerializeContext,
): Record<string, unknown> {
  const category = context.site.category(article.categoryId);
  return {
    id: article.id,
    post_title: article.postTitle,
    title: article.title,
    kind: article.kind,
    status: article.status,
    image: serializeImage(article.image, context),
    video_url: null,
    video_meta:
      article.video === null
        ? null
        : {
            duration: article.video.duration,
            workout_time: article.video.workoutTime,
            workout_level: article.video.workoutLevel,
          },
    description: article.description,
    link: article.path,
    canonical_url: absoluteUrl(article.path, context),
    published_at: phpDate(article.publishedAt, context),
    commercial: {
      type: article.commercial?.type ?? null,
      label: article.commercial?.label ?? null,
    },
    label: article.label === null ? null : { title: article.label, url: null },
    template: article.template,
    recipe_meta:
      article.recipe === null
        ? null
        : {
            time: article.recipe.time,
            time_unit: article.recipe.timeUnit,
            energy: article.recipe.energy,
            energy_unit: article.recipe.energyUnit,
          },
    estimated_reading_time: article.readingTime,
    category:
      category === undefined
        ? null
        : { data: { id: category.id, name: category.name, url: category.path } },
    vocabularies: {},
  };
}

export function serializeTeasers(
  articles: readonly ArticleRecord[],
  context: SerializeContext,
): Record<string, unknown>[] {
  return articles.map((article) => serializeTeaser(article, context));
}

/** `{ data: [Teaser…], meta: { pagination } }`: the paged list include (`content-teasers`). */
export function teasersInclude(
  items: readonly ArticleRecord[],
  pagination: Pagination,
  context: SerializeContext,
): Record<string, unknown> {
  return { data: serializeTeasers(items, context), meta: { pagination } };
}

export function teaserListPageCount(list: TeaserListRecord): number {
  return list.perPage === null ? 1 : Math.max(1, Math.ceil(list.articleIds.length / list.perPage));
}

/**
 * A page teaser list. A paginating list answers `page` (1-based) of `perPage` teasers with a
 * `next_cursor` to the following page (`null` on the last); other lists answer all their teasers.
 */
export function serializeTeaserList(
  list: TeaserListRecord,
  owner: PageRecord,
  options: { readonly page: number; readonly withTeasers: boolean },
  context: SerializeContext,
): Record<string, unknown> {
  const articles = list.articleIds.flatMap((id) => {
    const article = context.site.article(id);
    return article === undefined ? [] : [article];
  });
  const perPage = list.perPage ?? Math.max(1, articles.length);
  const paged = paginate(articles, list.perPage === null ? 1 : options.page, perPage);
  const hasNext =
    list.perPage !== null && paged.pagination.current_page < paged.pagination.total_pages;
  const nextCursor = hasNext
    ? encodeCursor({
        site: context.site.model.id,
        pageId: owner.id,
        listId: list.id,
        page: paged.pagination.current_page + 1,
      })
    : null;
  const serialized: Record<string, unknown> = {
    id: list.id,
    title: list.title,
    label: null,
    description: list.description,
    image: null,
    link: list.link,
    display_hint: list.displayHint,
    theme: list.theme,
    can_paginate: list.perPage !== null,
  };
  if (options.withTeasers) {
    serialized.teasers = {
      data: serializeTeasers(paged.items, context),
      meta: { pagination: { ...paged.pagination, next_cursor: nextCursor } },
    };
  }
  return serialized;
}
