import type { ArticleRecord } from '../store/site-model.types';
import { serializeAuthor, serializeCategory, serializeTag } from './term.serializer';
import { serializeTeasers } from './teaser.serializer';
import { serializeWidget } from './widget.serializer';
import type { Includes } from './with-includes.parser';
import {
  absoluteUrl,
  phpDate,
  serializeImage,
  serializeTranslations,
  type SerializeContext,
} from './wp-shapes.serializer';

const RELATED_COUNT = 4;

/** An article. Includes: `contents`, `category`, `tags`, `teasers` (related articles). */
export function serializeComposite(
  article: ArticleRecord,
  includes: Includes,
  context: SerializeContext,
): Record<string, unknown> {
  const site = context.site;
  const author = site.author(article.authorId);
  const serialized: Record<string, unknown> = {
    id: article.id,
    title: article.title,
    description: article.description,
    status: article.status,
    kind: article.kind,
    locale: site.model.language,
    template: article.template,
    editorial_type: article.editorialType,
    commercial:
      article.commercial === null
        ? null
        : {
            type: article.commercial.type,
            label: article.commercial.label,
            logo: null,
            link_label: null,
            link: null,
          },
    author: author === undefined ? null : serializeAuthor(author, context),
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
    featured_on: article.featuredOn === null ? null : phpDate(article.featuredOn, context),
    canonical_url: absoluteUrl(article.path, context),
    robots: article.commercial === null ? 'index,follow' : 'noindex,follow',
    is_news: article.isNews,
    word_count: article.wordCount,
    estimated_reading_time: article.readingTime,
    translations: serializeTranslations('article', article.key, context),
    href_lang: [],
    faq_meta: article.faq.map((entry) => ({ question: entry.question, answer: entry.answer })),
    exclude_platforms: [],
  };
  if (article.recipe !== null) {
    serialized.recipe_meta = {
      time: article.recipe.time,
      time_unit: article.recipe.timeUnit,
      energy: article.recipe.energy,
      energy_unit: article.recipe.energyUnit,
    };
  }
  if (article.weekNumber !== null) serialized.week_number = article.weekNumber;
  if (article.video !== null) {
    serialized.video_meta = {
      duration: article.video.duration,
      workout_time: article.video.workoutTime,
      workout_level: article.video.workoutLevel,
    };
  }
  if (includes.has('contents') && article.widgets.length > 0) {
    serialized.contents = {
      data: article.widgets.map((widget) => serializeWidget(widget, article, context)),
    };
  }
  const category = site.category(article.categoryId);
  if (includes.has('category') && category !== undefined) {
    serialized.category = {
      data: serializeCategory(category, new Map([['parent', new Map()]]), context),
    };
  }
  const tags = article.tagIds.flatMap((id) => {
    const tag = site.tag(id);
    return tag === undefined ? [] : [tag];
  });
  if (includes.has('tags') && tags.length > 0) {
    serialized.tags = { data: tags.map((tag) => serializeTag(tag, new Map(), context)) };
  }
  const related = site.related(article, RELATED_COUNT);
  if (includes.has('teasers') && related.length > 0) {
    serialized.teasers = { data: serializeTeasers(related, context) };
  }
  return serialized;
}
