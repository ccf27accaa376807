import type { PageItemRecord, PageRecord } from '../store/site-model.types';
import { serializeTeaserList } from './teaser-list.serializer';
import { serializeTeaser } from './teaser.serializer';
import type { Includes } from './with-includes.parser';
import { serializeAuthor, serializeCategory } from './term.serializer';
import {
  absoluteUrl,
  editorMarkdown,
  phpDate,
  serializeImage,
  serializeTranslations,
  type Json,
  type SerializeContext,
} from './wp-shapes.serializer';

const NO_INCLUDES: Includes = new Map();

/** The content of a page item (`Root\Contents\Types\*Transformer`). */
function itemContent(
  item: PageItemRecord,
  page: PageRecord,
  contentsPage: number,
  context: SerializeContext,
): Json | never[] {
  switch (item.type) {
    case 'teaser_list':
      return serializeTeaserList(item.list, page, contentsPage, context);
    case 'featured_content': {
      const article = context.site.article(item.articleId);
      const featured: Json = {
        image: null,
        video:
          item.video === null
            ? null
            : {
                // `NativeVideoTransformer`: the attachment's URL, absolute on the site's host.
                id: item.video.id,
                url: absoluteUrl(item.video.path, context),
                title: item.video.title,
                description: null,
                caption: null,
                language: context.site.model.language,
              },
        label: item.label,
        display_hint: item.displayHint,
      };
      if (article !== undefined) featured.teaser = { data: serializeTeaser(article, context) };
      return featured;
    }
    case 'quote_teaser': {
      // Link type "composite": the article as a bare teaser, no link or label of its own.
      const article = context.site.article(item.articleId);
      return {
        quote: item.quote,
        author: item.author,
        link_label: null,
        link: null,
        composite: article === undefined ? null : serializeTeaser(article, context),
      };
    }
    case 'taxonomy_teaser_list': {
      const categories = item.categoryIds.flatMap((id) => {
        const category = context.site.category(id);
        return category === undefined ? [] : [serializeCategory(category, NO_INCLUDES, context)];
      });
      const list: Json = {
        title: item.title,
        description: item.description === null ? null : editorMarkdown(item.description, context),
        image: null,
        label: null,
        display_hint: item.displayHint,
        taxonomy: 'category',
      };
      // The include is left out when the editor picked none (an empty include is missing).
      if (categories.length > 0) list.taxonomy_list = { data: categories };
      return list;
    }
    case 'author_overview': {
      const authors = item.authorIds.flatMap((id) => {
        const author = context.site.model.authors.find((candidate) => candidate.id === id);
        return author === undefined ? [] : [serializeAuthor(author, context)];
      });
      return { editors_description: null, authors: { data: authors } };
    }
    case 'commercial_spot': {
      const external = !item.link.url.startsWith('/');
      return {
        title: item.title,
        description: item.description,
        display_hint: item.displayHint,
        image: serializeImage(item.image, context),
        link: {
          title: item.link.title,
          // Typed by an editor: absolute, the site's own public host for its own pages.
          url: external ? item.link.url : absoluteUrl(item.link.url, context),
          rel: external ? 'nofollow' : null,
          target: external ? '_blank' : null,
        },
        label: item.label,
      };
    }
    case 'seo_text':
      return {
        title: item.title,
        description: editorMarkdown(item.body, context),
        image: item.image === null ? null : serializeImage(item.image, context),
        image_position: item.image === null ? null : 'after',
        link: item.link,
        link_target: item.link === null ? null : '_self',
        link_rel: item.link === null ? null : 'follow',
      };
    case 'newsletter':
      return { source_code: item.sourceCode, permission_text: item.permissionText };
    case 'banner_placement':
      // Upstream's banner placement transformer returns nothing: `content.data` is `[]`.
      return [];
  }
}

const TEMPLATES: Readonly<Record<PageRecord['role'], string | null>> = {
  front: 'frontpage',
  'not-found': '404-page',
  plain: null,
};

/**
 * A page (`PageTransformer`). `contents` (only when asked for, left out when empty) holds its
 * items nested as `{ type, content: { data } }`; `contentsPage` (`with=contents:page(N)`) is the
 * page of its paginating teaser list.
 */
export function serializePage(
  page: PageRecord,
  options: { readonly contents: boolean; readonly contentsPage: number },
  context: SerializeContext,
): Json {
  const editor = context.site.model.authors[0];
  const serialized: Json = {
    id: page.id,
    title: page.title,
    content: page.description,
    status: page.status,
    author: editor === undefined ? null : serializeAuthor(editor, context),
    template: TEMPLATES[page.role],
    published_at: phpDate(page.publishedAt, context),
    updated_at: phpDate(page.updatedAt, context),
    is_front_page: page.role === 'front',
    canonical_url: page.path === null ? null : absoluteUrl(page.path, context),
    translations: serializeTranslations('page', page.key, context),
  };
  if (options.contents && page.items.length > 0) {
    serialized.contents = {
      data: page.items.map((item) => ({
        type: item.type,
        content: { data: itemContent(item, page, options.contentsPage, context) },
      })),
    };
  }
  return serialized;
}
