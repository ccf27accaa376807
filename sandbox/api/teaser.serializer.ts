import type { Template } from '../content/content-pack.schema';
import type { ArticleRecord } from '../store/site-model.types';
import {
  contenthubId,
  phpDate,
  serializeImage,
  type Json,
  type SerializeContext,
} from './wp-shapes.serializer';

const VIDEO_TEMPLATES: ReadonlySet<Template> = new Set(['exercise-video', 'workout-video']);

/** The template code upstream sends: `""` for the default template. */
export function templateCode(template: Template): string {
  return template === 'default' ? '' : template;
}

/** `{ type, label, logo, link_label, link }`, or `null` for editorial content. */
export function serializeCommercial(article: ArticleRecord): Json | null {
  if (article.commercial === null) return null;
  return {
    type: article.commercial.type,
    label: article.commercial.label,
    logo: null,
    link_label: null,
    link: null,
  };
}

/** A recipe's time and energy, as the teaser and the composite carry them (strings). */
export function recipeMeta(article: ArticleRecord): Json | null {
  if (article.recipe === null) return null;
  return {
    time: article.recipe.time,
    time_unit: article.recipe.timeUnit,
    energy: article.recipe.energy,
    energy_unit: article.recipe.energyUnit,
  };
}

/**
 * A video's duration (`HH:MM:SS`) and, when the editor gave them, the workout's length in
 * minutes as a string number (`"20"`) and level.
 */
export function videoMeta(article: ArticleRecord): Json | null {
  if (article.video === null || !VIDEO_TEMPLATES.has(article.template)) return null;
  const meta: Json = { duration: article.video.duration };
  const minutes = /\d+/.exec(article.video.workoutTime ?? '')?.[0];
  if (minutes !== undefined) meta.workout_time = minutes;
  if (article.video.workoutLevel !== null) meta.workout_level = article.video.workoutLevel;
  return meta;
}

/**
 * The kicker: the commercial label of sponsored content (no link), else the category's name
 * and path.
 */
export function teaserLabel(article: ArticleRecord, context: SerializeContext): Json {
  if (article.commercial !== null)
    return { title: article.commercial.label ?? article.commercial.type, url: null };
  const category = context.site.category(article.categoryId);
  return { title: category?.name ?? null, url: category?.path ?? null };
}

/**
 * A composite teaser (`CompositeTeaserTransformer`): `post_title` is the article's headline,
 * `title` its teaser title; `link` and `label.url` are paths. Meta keys only where they apply.
 */
export function serializeTeaser(article: ArticleRecord, context: SerializeContext): Json {
  const teaser: Json = {
    id: article.id,
    post_title: article.title,
    title: article.postTitle,
    kind: article.kind,
    status: article.status,
    image: serializeImage(article.image, context),
    video_url: null,
    description: article.description,
    link: article.path,
    published_at: phpDate(article.publishedAt, context),
    commercial: serializeCommercial(article),
    label: teaserLabel(article, context),
    estimated_reading_time: article.readingTime,
    word_count: article.wordCount,
    contenthub_id: contenthubId('composite', article.id, context),
    template: templateCode(article.template),
  };
  const recipe = recipeMeta(article);
  if (recipe !== null) teaser.recipe_meta = recipe;
  const video = videoMeta(article);
  if (video !== null) teaser.video_meta = video;
  return teaser;
}

export function serializeTeasers(
  articles: readonly ArticleRecord[],
  context: SerializeContext,
): Json[] {
  return articles.map((article) => serializeTeaser(article, context));
}

/** A list include: `{ data: [Teaser…] }`, or `undefined` (the key is left out) when empty. */
export function teasersInclude(
  articles: readonly ArticleRecord[],
  context: SerializeContext,
): { data: Json[] } | undefined {
  return articles.length === 0 ? undefined : { data: serializeTeasers(articles, context) };
}
