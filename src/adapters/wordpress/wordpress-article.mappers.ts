import type { Article, Author, CategoryRef, TagRef } from '../../domain/content/content.types';
import { mapWidgets } from './wordpress-widget.mappers';
import {
  authorSchema,
  categoryRefSchema,
  faqSchema,
  tagSchema,
  type WpAuthor,
  type WpComposite,
} from './wordpress-composite.schemas';
import { parseWith } from '../http-client/upstream-schema.reading';
import { keepValid, mapImage, mapTranslations, type MappingContext } from './wordpress.mappers';

/** An author; `url` arrives on the API host with a double slash and becomes a site path. */
export function mapAuthor(author: WpAuthor, context: MappingContext): Author {
  return {
    id: author.id ?? null,
    name: author.name,
    url: context.links.sitePath(author.url),
    title: author.title,
    biography: author.biography,
    avatar:
      author.avatar == null ? null : { url: author.avatar.url, caption: author.avatar.caption },
  };
}

/** A composite (article) → `Article`; broken widgets, tags, authors and FAQ items are dropped. */
export function mapArticle(composite: WpComposite, context: MappingContext): Article {
  return {
    id: composite.id,
    title: requiredText(composite.title, 'title', context),
    description: composite.description ?? '',
    kind: composite.kind,
    template:
      composite.template === null || composite.template === '' ? 'default' : composite.template,
    editorialType: composite.editorial_type,
    commercial:
      composite.commercial == null
        ? null
        : { type: composite.commercial.type, label: composite.commercial.label },
    locale: composite.locale,
    author: optionalAuthor(composite.author, context),
    otherAuthors: keepValid(composite.other_authors, authorSchema, 'author', context).map(
      (author) => mapAuthor(author, context),
    ),
    leadImage: mapImage(composite.lead_image),
    publishedAt: composite.published_at,
    updatedAt: composite.updated_at,
    canonicalUrl: context.links.canonical(composite.canonical_url),
    robots: composite.robots,
    isNews: composite.is_news,
    wordCount: composite.word_count,
    readingTime: composite.estimated_reading_time,
    category: optionalCategory(composite.category?.data, context),
    tags: keepValid(composite.tags, tagSchema, 'tag', context).map((tag): TagRef => ({
      id: tag.id,
      name: tag.name,
      url: context.links.href(tag.url),
      internal: tag.internal,
    })),
    translations: mapTranslations(composite.translations, context),
    widgets: mapWidgets(composite.contents, context),
    faq: keepValid(composite.faq_meta, faqSchema, 'faq', context),
  };
}

function optionalAuthor(raw: unknown, context: MappingContext): Author | null {
  if (raw == null) return null;
  const parsed = parseWith(authorSchema, raw);
  if (parsed.ok) return mapAuthor(parsed.value, context);
  context.dropped({ item: 'author', index: 0, reason: parsed.reason });
  return null;
}

function optionalCategory(raw: unknown, context: MappingContext): CategoryRef | null {
  if (raw == null) return null;
  const parsed = parseWith(categoryRefSchema, raw);
  if (!parsed.ok) {
    context.dropped({ item: 'category', index: 0, reason: parsed.reason });
    return null;
  }
  const { id, name, url, parent } = parsed.value;
  return {
    id,
    name,
    url: context.links.href(url),
    parent:
      parent == null
        ? null
        : { id: parent.data.id, name: parent.data.name, url: context.links.href(parent.data.url) },
  };
}

/** A text the page needs: a missing or broken one is reported and read as empty. */
export function requiredText(value: string | null, item: string, context: MappingContext): string {
  if (value !== null) return value;
  context.dropped({ item, index: 0, reason: 'expected a string' });
  return '';
}
