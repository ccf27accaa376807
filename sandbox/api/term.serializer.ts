import type { Sequence } from '../store/article-sequence';
import type {
  ArticleRecord,
  AuthorRecord,
  CategoryRecord,
  TagRecord,
} from '../store/site-model.types';
import { teasersInclude } from './teaser.serializer';
import { boolParam, teaserPaging, type Includes } from './with-includes.parser';
import {
  absoluteUrl,
  contenthubId,
  editorMarkdown,
  emptyImage,
  paginate,
  serializeImage,
  serializeTranslations,
  type Json,
  type SerializeContext,
} from './wp-shapes.serializer';

const NO_INCLUDES: Includes = new Map();

/**
 * `content-teasers` (a page of teasers, `{ data }` without pagination meta, left out when empty)
 * and `content-teasers-count` (a bare integer, `include_children` of its own).
 */
function addContentTeasers(
  target: Json,
  includes: Includes,
  articles: (includeChildren: boolean) => Sequence<ArticleRecord>,
  context: SerializeContext,
): void {
  const modifiers = includes.get('content-teasers');
  if (modifiers !== undefined) {
    const paging = teaserPaging(modifiers);
    const paged = paginate(articles(paging.includeChildren), paging.page, paging.perPage);
    const include = teasersInclude(paged.items, context);
    if (include !== undefined) target['content-teasers'] = include;
  }
  const count = includes.get('content-teasers-count');
  if (count !== undefined) {
    target['content-teasers-count'] = articles(boolParam(count.get('include_children'))).length;
  }
}

function categoryBase(category: CategoryRecord, context: SerializeContext): Json {
  return {
    id: category.id,
    name: category.name,
    url: category.path,
    language: context.site.model.language,
    count: context.site.categoryArticles(category, false).length,
    canonical_url: absoluteUrl(category.path, context),
    translations: serializeTranslations('category', category.key, context),
    contenthub_id: contenthubId('category', category.id, context),
  };
}

/**
 * A category (`CategoryTransformer`). Includes: `details` (its text fields are `""` when unset,
 * its image an object even without a picture), `parent`, `ancestor` (the top level), `children`,
 * `content-teasers`, `content-teasers-count`. Empty includes are left out.
 */
export function serializeCategory(
  category: CategoryRecord,
  includes: Includes,
  context: SerializeContext,
): Json {
  const site = context.site;
  const serialized = categoryBase(category, context);
  if (includes.has('details')) {
    serialized.details = {
      data: {
        description: category.description,
        image: category.image === null ? emptyImage() : serializeImage(category.image, context),
        body: category.body === '' ? '' : editorMarkdown(category.body, context),
        sortorder: '',
        color: '',
      },
    };
  }
  const parent = category.parentId === null ? undefined : site.category(category.parentId);
  if (includes.has('parent') && parent !== undefined) {
    serialized.parent = { data: serializeCategory(parent, NO_INCLUDES, context) };
  }
  let ancestor = parent;
  while (ancestor?.parentId != null) ancestor = site.category(ancestor.parentId);
  if (includes.has('ancestor') && ancestor !== undefined) {
    serialized.ancestor = { data: serializeCategory(ancestor, NO_INCLUDES, context) };
  }
  const children = category.childIds.flatMap((id) => {
    const child = site.category(id);
    return child === undefined ? [] : [child];
  });
  if (includes.has('children') && children.length > 0) {
    serialized.children = {
      data: children.map((child) => serializeCategory(child, NO_INCLUDES, context)),
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

/** A tag (`TagTransformer`). Includes: `details`, `content-teasers`, `content-teasers-count`. */
export function serializeTag(tag: TagRecord, includes: Includes, context: SerializeContext): Json {
  const site = context.site;
  const serialized: Json = {
    id: tag.id,
    name: tag.name,
    slug: tag.slug,
    url: tag.path,
    language: site.model.language,
    count: site.tagArticles(tag).length,
    canonical_url: absoluteUrl(tag.path, context),
    translations: serializeTranslations('tag', tag.key, context),
    contenthub_id: contenthubId('tag', tag.id, context),
    internal: tag.internal,
  };
  if (includes.has('details')) {
    serialized.details = { data: { description: '', image: emptyImage() } };
  }
  addContentTeasers(serialized, includes, () => site.tagArticles(tag), context);
  return serialized;
}

/**
 * An author (`AuthorTransformer`), embedded in articles and pages and as a resource of its own.
 * `url` is the API base plus a double slash (`https://api…//author/x`), exactly as upstream
 * builds it: the product must make its own author links.
 */
export function serializeAuthor(author: AuthorRecord, context: SerializeContext): Json {
  return {
    id: author.id,
    name: author.name,
    email: `${author.slug}@${context.site.model.brand.slug}.example`,
    title: author.title,
    education: null,
    biography: author.biography,
    avatar: serializeImage(author.avatar, context),
    url: `${context.apiBase}//author/${author.slug}`,
    public: true,
    author: false,
    count: context.site.authorArticles(author).length,
  };
}

/** `wp/v2/users/{id}` and resolve. Includes: `content-teasers`. */
export function serializeAuthorResource(
  author: AuthorRecord,
  includes: Includes,
  context: SerializeContext,
): Json {
  const serialized = serializeAuthor(author, context);
  addContentTeasers(serialized, includes, () => context.site.authorArticles(author), context);
  return serialized;
}
