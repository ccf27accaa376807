import type {
  ArticleRecord,
  AuthorRecord,
  CategoryRecord,
  TagRecord,
} from '../store/site-model.types';
import { teasersInclude } from './teaser.serializer';
import { teaserPaging, type Includes } from './with-includes.parser';
import {
  absoluteUrl,
  paginate,
  serializeImage,
  serializeTranslations,
  type SerializeContext,
} from './wp-shapes.serializer';

/**
 * Adds the `content-teasers` include when it was asked for and the asked page has teasers
 * (an empty include is absent, like the real API's).
 */
function addContentTeasers(
  target: Record<string, unknown>,
  includes: Includes,
  articles: (includeChildren: boolean) => readonly ArticleRecord[],
  context: SerializeContext,
): void {
  const modifiers = includes.get('content-teasers');
  if (modifiers === undefined) return;
  const paging = teaserPaging(modifiers);
  const paged = paginate(articles(paging.includeChildren), paging.page, paging.perPage);
  if (paged.items.length === 0) return;
  target['content-teasers'] = teasersInclude(paged.items, paged.pagination, context);
}

/** Includes: `parent` (subcategories), `children`, `content-teasers`. */
export function serializeCategory(
  category: CategoryRecord,
  includes: Includes,
  context: SerializeContext,
): Record<string, unknown> {
  const site = context.site;
  const serialized: Record<string, unknown> = {
    id: category.id,
    name: category.name,
    slug: category.slug,
    url: category.path,
    language: site.model.language,
    count: site.categoryArticles(category, false).length,
    canonical_url: absoluteUrl(category.path, context),
    description: category.description,
    image: category.image === null ? null : serializeImage(category.image, context),
    translations: serializeTranslations('category', category.key, context),
  };
  const parent = category.parentId === null ? undefined : site.category(category.parentId);
  if (includes.has('parent') && parent !== undefined) {
    serialized.parent = { data: serializeCategory(parent, new Map(), context) };
  }
  const children = category.childIds.flatMap((id) => {
    const child = site.category(id);
    return child === undefined ? [] : [child];
  });
  if (includes.has('children') && children.length > 0) {
    serialized.children = {
      data: children.map((child) => serializeCategory(child, new Map(), context)),
    };
  }
  addContentTeasers(
    serialized,
    includes,
    (withChildren) => site.categoryArticles(category, withChildren),
    context,
  );
  return serialized;
}

/** Includes: `content-teasers`. */
export function serializeTag(
  tag: TagRecord,
  includes: Includes,
  context: SerializeContext,
): Record<string, unknown> {
  const site = context.site;
  const serialized: Record<string, unknown> = {
    id: tag.id,
    name: tag.name,
    slug: tag.slug,
    url: tag.path,
    language: site.model.language,
    count: site.tagArticles(tag).length,
    canonical_url: absoluteUrl(tag.path, context),
    internal: tag.internal,
    translations: serializeTranslations('tag', tag.key, context),
  };
  addContentTeasers(serialized, includes, () => site.tagArticles(tag), context);
  return serialized;
}

/** An author as embedded in an article (`author`, `other_authors`). */
export function serializeAuthor(
  author: AuthorRecord,
  context: SerializeContext,
): Record<string, unknown> {
  return {
    id: author.id,
    name: author.name,
    url: author.path,
    title: author.title,
    biography: author.biography,
    avatar: { url: serializeImage(author.avatar, context).url, caption: null },
  };
}

/** An author as a resource of its own (`wp/v2/users`, resolve). Includes: `content-teasers`. */
export function serializeAuthorResource(
  author: AuthorRecord,
  includes: Includes,
  context: SerializeContext,
): Record<string, unknown> {
  const serialized: Record<string, unknown> = {
    ...serializeAuthor(author, context),
    canonical_url: absoluteUrl(author.path, context),
    translations: [],
  };
  addContentTeasers(serialized, includes, () => context.site.authorArticles(author), context);
  return serialized;
}
