import type { Sequence } from '../store/article-sequence';
import type { ArticleRecord, PageRecord, TeaserListRecord } from '../store/site-model.types';
import { encodeCursor } from './teaser-list-cursor.codec';
import { serializeTeasers } from './teaser.serializer';
import { absoluteUrl, paginate, type Json, type SerializeContext } from './wp-shapes.serializer';

function listArticles(list: TeaserListRecord, context: SerializeContext): Sequence<ArticleRecord> {
  if (list.latest) return context.site.published;
  return list.articleIds.flatMap((id) => {
    const article = context.site.article(id);
    return article === undefined ? [] : [article];
  });
}

/** How many pages a paginating list has (at least one). */
export function teaserListPageCount(list: TeaserListRecord, context: SerializeContext): number {
  if (list.perPage === null) return 1;
  return Math.max(1, Math.ceil(listArticles(list, context).length / list.perPage));
}

/**
 * The teasers of a list at `page`. Only the paginating list pages, and only it carries meta:
 * Fractal pagination (whose `links` are always empty strings) and the cursors of this, the
 * previous and the next page (`null` at the ends). An empty page leaves `teasers` out.
 */
function teasersOf(
  list: TeaserListRecord,
  owner: PageRecord,
  page: number,
  context: SerializeContext,
): Json | undefined {
  const articles = listArticles(list, context);
  if (list.perPage === null) {
    return articles.length === 0
      ? undefined
      : { data: serializeTeasers(articles.slice(), context) };
  }
  const paged = paginate(articles, page, list.perPage);
  if (paged.items.length === 0) return undefined;
  const cursor = (at: number): string =>
    encodeCursor({ parentId: owner.id, parentType: 'page', page: at });
  return {
    data: serializeTeasers(paged.items, context),
    meta: {
      pagination: {
        total: paged.total,
        count: paged.items.length,
        per_page: paged.perPage,
        current_page: page,
        total_pages: paged.totalPages,
        links: { previous: '', next: '' },
      },
      cursor: {
        current: cursor(page),
        prev: page > 1 ? cursor(page - 1) : null,
        next: page < paged.totalPages ? cursor(page + 1) : null,
        count: paged.items.length,
      },
    },
  };
}

/** The "see all" link's title: the linked category's current name unless the editor typed one. */
function linkTitle(link: NonNullable<TeaserListRecord['link']>, context: SerializeContext): string {
  if (link.categoryId === null) return link.title;
  return context.site.category(link.categoryId)?.name ?? link.title;
}

/**
 * A page teaser list (`TeaserListTransformer`). Its "see all" link is typed by an editor, so it
 * is absolute on the public host; `theme` is `default` unless the editor chose one.
 */
export function serializeTeaserList(
  list: TeaserListRecord,
  owner: PageRecord,
  page: number,
  context: SerializeContext,
): Json {
  const serialized: Json = {
    title: list.title,
    label: null,
    description: list.description,
    image: null,
    link:
      list.link === null
        ? null
        : {
            title: linkTitle(list.link, context),
            url: absoluteUrl(list.link.url, context),
            rel: null,
            target: null,
          },
    link_label: list.link === null ? null : linkTitle(list.link, context),
    display_hint: list.displayHint,
    theme: list.theme ?? 'default',
    can_paginate: list.perPage !== null,
  };
  const teasers = teasersOf(list, owner, page, context);
  if (teasers !== undefined) serialized.teasers = teasers;
  return serialized;
}
