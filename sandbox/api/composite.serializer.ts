import type { ArticleRecord } from '../store/site-model.types';
import { serializeTeaserVariants, serializeVocabularies } from './composite-includes.serializer';
import { serializeAuthor, serializeCategory, serializeTag } from './term.serializer';
import {
  recipeMeta,
  serializeCommercial,
  teasersInclude,
  templateCode,
  videoMeta,
} from './teaser.serializer';
import { serializeWidgets } from './widget.serializer';
import { nestedIncludes, type Includes } from './with-includes.parser';
import {
  absoluteUrl,
  contenthubId,
  editorMarkdown,
  phpDate,
  serializeImage,
  serializeTranslations,
  type Json,
  type SerializeContext,
} from './wp-shapes.serializer';

const RELATED_COUNT = 4;

/** A composite's includes: `category` is the default one (`without=category` removes it). */
export const COMPOSITE_DEFAULT_INCLUDES: readonly string[] = ['category'];

/**
 * An article (`CompositeTransformer`). Includes: `category` (default), `contents`, `tags`,
 * `teasers` (its teaser variants), `vocabularies`, `related` (teasers of its category). Empty
 * includes are left out. Through `app/resolve` (`resolved`) `editorial_type` is `null`.
 */
export function serializeComposite(
  article: ArticleRecord,
  includes: Includes,
  context: SerializeContext,
  options: { readonly resolved?: boolean } = {},
): Json {
  const site = context.site;
  const author = site.author(article.authorId);
  const serialized: Json = {
    id: article.id,
    title: article.title,
    description: article.description,
    status: article.status,
    kind: article.kind,
    locale: site.model.language,
    commercial: serializeCommercial(article),
    author: author === undefined ? null : serializeAuthor(author, context),
    author_description: null,
    other_authors: article.otherAuthorIds.flatMap((id) => {
      const other = site.author(id);
      return other === undefined ? [] : [serializeAuthor(other, context)];
    }),
    lead_image:
      article.leadImageLocked && context.unlocked !== true
        ? article.image.id
        : serializeImage(article.image, context),
    published_at: phpDate(article.publishedAt, context),
    updated_at: phpDate(article.updatedAt, context),
    canonical_url: absoluteUrl(article.path, context),
    template: templateCode(article.template),
    // GuideMetaTransformer: always an object, of nulls unless the guide's editor filled it in.
    guide_meta: {
      difficulty: article.guideMeta?.difficulty ?? null,
      time_required: article.guideMeta?.timeRequired ?? null,
      price: article.guideMeta?.price ?? null,
    },
    estimated_reading_time: article.readingTime,
    audio: null,
    word_count: article.wordCount,
    translations: serializeTranslations('article', article.key, context),
    exclude_platforms: null,
    ctm_disabled: false,
    contenthub_id: contenthubId('composite', article.id, context),
    editorial_type: options.resolved === true ? null : article.editorialType,
    hide_in_sitemap: false,
    // The newer API's fields (contract item 18: the 2022 code lacks them; the product reads both).
    featured_on: article.featuredOn === null ? null : phpDate(article.featuredOn, context),
    robots: article.commercial === null ? 'index,follow' : 'noindex,follow',
    is_news: article.isNews,
    href_lang: [],
    faq_meta: article.faq.map((entry) => ({
      question: entry.question,
      answer: editorMarkdown(entry.answer, context),
    })),
  };
  const recipe = recipeMeta(article);
  if (recipe !== null) serialized.recipe_meta = recipe;
  if (article.weekNumber !== null) serialized.week_number = article.weekNumber;
  const video = videoMeta(article);
  if (video !== null) serialized.video_meta = video;

  const category = site.category(article.categoryId);
  if (includes.has('category') && category !== undefined) {
    serialized.category = {
      data: serializeCategory(category, nestedIncludes(includes, 'category'), context),
    };
  }
  if (includes.has('contents') && article.widgets.length > 0) {
    serialized.contents = { data: serializeWidgets(article, context) };
  }
  if (includes.has('teasers')) {
    serialized.teasers = { data: serializeTeaserVariants(article, context) };
  }
  const tags = article.tagIds.flatMap((id) => {
    const tag = site.tag(id);
    return tag === undefined ? [] : [tag];
  });
  if (includes.has('tags') && tags.length > 0) {
    const tagIncludes = nestedIncludes(includes, 'tags');
    serialized.tags = { data: tags.map((tag) => serializeTag(tag, tagIncludes, context)) };
  }
  if (includes.has('vocabularies')) {
    serialized.vocabularies = { data: serializeVocabularies(article, context) };
  }
  const related = includes.has('related')
    ? teasersInclude(site.related(article, RELATED_COUNT), context)
    : undefined;
  if (related !== undefined) serialized.related = related;
  return serialized;
}
