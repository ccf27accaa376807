import type {
  Article,
  ArticleAudio,
  Author,
  CategoryRef,
  GuideMeta,
  TagRef,
  Translation,
} from '../../domain/content/content.types';
import { readPriceText } from '../../domain/content/price-text.rules';
import { audioWidgetSchema } from './wordpress-media.schemas';
import { mapTeasers } from './wordpress-teaser.mappers';
import { mapWidgets, marketPrice } from './wordpress-widget.mappers';
import {
  authorSchema,
  categoryRefSchema,
  faqSchema,
  tagSchema,
  teaserVariantSchema,
  type WpAuthor,
  type WpComposite,
} from './wordpress-composite.schemas';
import { parseWith } from '../http-client/upstream-schema.reading';
import {
  editorialTypeOf,
  keepValid,
  mapImage,
  mapTranslations,
  mapVocabularies,
  type MappingContext,
} from './wordpress.mappers';

/** An author; `url` arrives on the API host with a double slash and becomes a site path. */
export function mapAuthor(author: WpAuthor, context: MappingContext): Author {
  return {
    id: author.id ?? null,
    name: author.name,
    url: context.links.sitePath(author.url),
    title: author.title,
    ...(author.education === null || author.education.trim() === ''
      ? {}
      : { education: author.education.trim() }),
    biography: author.biography,
    avatar:
      author.avatar == null ? null : { url: author.avatar.url, caption: author.avatar.caption },
  };
}

/**
 * A composite (article) → `Article`; broken widgets, tags, authors and FAQ items are dropped.
 * Without an `editorial_type` the editorial type vocabulary names it; without `translations`
 * the newer API's `href_lang` gives the language versions.
 */
export function mapArticle(composite: WpComposite, context: MappingContext): Article {
  const vocabularies = mapVocabularies(composite.vocabularies, context);
  const translations = mapTranslations(composite.translations, context);
  return {
    id: composite.id,
    title: requiredText(composite.title, 'title', context),
    description: composite.description ?? '',
    kind: composite.kind,
    template:
      composite.template === null || composite.template === '' ? 'default' : composite.template,
    editorialType: composite.editorial_type ?? editorialTypeOf(vocabularies),
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
    featuredAt: composite.featured_on,
    canonicalUrl: context.links.canonical(composite.canonical_url),
    robots: composite.robots,
    isNews: composite.is_news,
    wordCount: composite.word_count,
    readingTime: composite.estimated_reading_time,
    category: withTopCategory(
      optionalCategory(composite.category?.data, context),
      composite.topCategory,
      context,
    ),
    tags: keepValid(composite.tags, tagSchema, 'tag', context).map((tag): TagRef => ({
      id: tag.id,
      name: tag.name,
      url: context.links.href(tag.url),
      internal: tag.internal,
    })),
    translations:
      translations.length > 0 ? translations : hrefLangTranslations(composite.href_lang, context),
    vocabularies,
    teaserVariants: keepValid(
      composite.teasers,
      teaserVariantSchema,
      'teaser-variant',
      context,
    ).map((variant) => ({
      type: variant.type,
      title: variant.title,
      description: variant.description,
      image: mapImage(variant.image),
    })),
    related: mapTeasers(composite.related, context),
    widgets: mapWidgets(composite.contents, context),
    faq: keepValid(composite.faq_meta, faqSchema, 'faq', context),
    authorDescription: composite.author_description,
    weekNumber: composite.week_number,
    contentMarketingDisabled: composite.ctm_disabled,
    guideMeta: guideMetaIn(composite.guide_meta, context.currency),
    audio: articleAudio(composite.audio, context),
    videoMeta:
      composite.video_meta == null
        ? null
        : {
            duration: composite.video_meta.duration ?? null,
            workoutTime: composite.video_meta.workout_time ?? null,
            workoutLevel: composite.video_meta.workout_level ?? null,
          },
  };
}

/**
 * The composite's `audio` (`CompositeTransformer::getAudio`, the audio widget's shape): `null`
 * when it has none or its file is withheld; an unreadable one is reported.
 */
function articleAudio(raw: unknown, context: MappingContext): ArticleAudio | null {
  if (raw == null || (typeof raw === 'object' && 'file' in raw && raw.file == null)) return null;
  const parsed = parseWith(audioWidgetSchema, raw);
  if (parsed.ok) return parsed.value;
  context.dropped({ item: 'audio', index: 0, reason: parsed.reason });
  return null;
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
  const { id, name, url, parent, ancestor } = parsed.value;
  const term = (data: { id: number; name: string; url: string | null }) => ({
    id: data.id,
    name: data.name,
    url: context.links.href(data.url),
  });
  return {
    id,
    name,
    url: context.links.href(url),
    parent: parent == null ? null : term(parent.data),
    ancestor: ancestor == null ? null : term(ancestor.data),
  };
}

/** The article's `topCategory` (a term, or `{ data: term }`) as the category's ancestor. */
function withTopCategory(
  category: CategoryRef | null,
  raw: unknown,
  context: MappingContext,
): CategoryRef | null {
  if (category === null || raw == null || (category.ancestor ?? null) !== null) return category;
  const data = typeof raw === 'object' && 'data' in raw ? raw.data : raw;
  const parsed = parseWith(categoryRefSchema, data);
  if (!parsed.ok) {
    context.dropped({ item: 'topCategory', index: 0, reason: parsed.reason });
    return category;
  }
  const top = parsed.value;
  if (top.id === category.id) return category;
  return {
    ...category,
    ancestor: { id: top.id, name: top.name, url: context.links.href(top.url) },
  };
}

/** `href_lang`'s locale → URL pairs as translations (no titles: the API sends none). */
function hrefLangTranslations(
  pairs: readonly (readonly [string, string])[],
  context: MappingContext,
): Translation[] {
  return pairs.map(([locale, link]) => ({
    locale,
    title: null,
    link: context.links.translation(locale, link),
  }));
}

/** A text the page needs: a missing or broken one is reported and read as empty. */
export function requiredText(value: string | null, item: string, context: MappingContext): string {
  if (value !== null) return value;
  context.dropped({ item, index: 0, reason: 'expected a string' });
  return '';
}

/** A guide's facts with its price read in the market's currency, when the text is one price. */
function guideMetaIn(meta: GuideMeta | null, currency: string): GuideMeta | null {
  if (meta?.price == null) return meta;
  const reading = readPriceText(meta.price);
  const priceValue =
    reading === null ? null : marketPrice({ ...reading, text: meta.price }, currency);
  return { ...meta, priceValue };
}
