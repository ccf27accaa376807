import type {
  ArticleSpec,
  ArticleText,
  BodyBlock,
  RecentDate,
} from '../content/content-pack.schema';
import type { WidgetBlock } from '../content/widget-blocks.schema';
import { wallTimeIn } from '../api/time-zone';
import type {
  ArticleRecord,
  AuthorRecord,
  CategoryRecord,
  ImageRecord,
  TagRecord,
  WidgetRecord,
} from './site-model.types';

export const ARTICLE_ID_OFFSET = 1000;
const WORDS_PER_MINUTE = 200;

export interface ArticleBuildContext {
  readonly siteId: string;
  readonly idBase: number;
  readonly images: ReadonlyMap<string, ImageRecord>;
  readonly categories: ReadonlyMap<string, CategoryRecord>;
  readonly tags: ReadonlyMap<string, TagRecord>;
  readonly authors: ReadonlyMap<string, AuthorRecord>;
  /** Article ids by catalogue key, for the articles this market has. */
  readonly articleIds: ReadonlyMap<string, number>;
  /** The site's IANA time zone, for dates relative to the start. */
  readonly timeZone: string;
  /** When the sandbox started (ms since the epoch). */
  readonly startedAt: number;
}

/** `2025-03-18 07:30` → `2025-03-18 07:30:00`. */
export function localDateTime(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value)) {
    throw new Error(`sandbox content: "${value}" is not a YYYY-MM-DD HH:mm date`);
  }
  return `${value}:00`;
}

/** A catalogue date as local wall time: written out, or hours before the start (whole minute). */
export function articleDateTime(
  value: string | RecentDate,
  context: Pick<ArticleBuildContext, 'timeZone' | 'startedAt'>,
): string {
  if (typeof value === 'string') return localDateTime(value);
  const instant = context.startedAt - value.hoursBeforeStart * 3_600_000;
  return wallTimeIn(Math.floor(instant / 60_000) * 60_000, context.timeZone);
}

export function required<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`sandbox content: unknown ${what} "${key}"`);
  return value;
}

/** The image keys a widget block refers to. */
export function blockImageKeys(block: WidgetBlock): readonly string[] {
  switch (block.type) {
    case 'gallery':
      return block.images.map(([image]) => image);
    case 'video':
    case 'qbrick_video':
      return [block.thumbnail];
    case 'product':
    case 'recipe':
      return block.image === null ? [] : [block.image];
    case 'file':
      return block.images;
    case 'paragraph_list':
      return [block.image, ...block.items.map((item) => item.image)].filter(
        (key): key is string => key !== null,
      );
    case 'audio':
      return block.image === null ? [] : [block.image];
    case 'hotspot_image':
    case 'multimedia':
      return [block.image];
    default:
      return [];
  }
}

function widget(block: BodyBlock, context: ArticleBuildContext, where: string): WidgetRecord {
  if ('type' in block) {
    const images = new Map(
      blockImageKeys(block).map((key) => [
        key,
        required(context.images, key, `image (in ${block.type} of ${where})`),
      ]),
    );
    const articleIds =
      block.type === 'associated_composites'
        ? block.articles.map((key) => required(context.articleIds, key, `article (in ${where})`))
        : [];
    return { type: 'block', locked: block.locked ?? false, block, images, articleIds };
  }
  if ('lead' in block) {
    return {
      type: 'lead_paragraph',
      locked: false,
      title: block.title ?? null,
      description: block.lead,
      displayHint: block.chapter === true ? 'chapter' : 'default',
    };
  }
  if ('image' in block) {
    const image = required(context.images, block.image, `image (in ${where})`);
    const link = block.link;
    return {
      type: 'image',
      locked: block.locked ?? false,
      image,
      link:
        link === undefined
          ? null
          : 'category' in link
            ? {
                url: required(context.categories, link.category, `category (in ${where})`).path,
                external: false,
              }
            : { url: link.url, external: !link.url.startsWith('/') },
    };
  }
  return { type: 'text_item', locked: block.locked ?? false, body: block.text };
}

function countWords(text: ArticleText): number {
  const texts = [text.title, text.description];
  for (const block of text.body) {
    if ('text' in block) texts.push(block.text);
    if ('lead' in block) texts.push(block.lead);
    if ('type' in block && block.type === 'infobox') texts.push(block.body);
  }
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
}

export function buildArticle(
  spec: ArticleSpec,
  text: ArticleText,
  context: ArticleBuildContext,
): ArticleRecord {
  const where = `${context.siteId} article ${spec.key}`;
  const category = required(context.categories, spec.category, `category (in ${where})`);
  const wordCount = countWords(text);
  const isVideo = spec.template === 'exercise-video' || spec.template === 'workout-video';
  return {
    id: context.idBase + ARTICLE_ID_OFFSET + spec.n,
    key: spec.key,
    slug: text.slug,
    path: `${category.path}/${text.slug}`,
    status: spec.status ?? 'publish',
    kind: spec.kind ?? 'Article',
    template: spec.template,
    editorialType: spec.editorialType,
    title: text.title,
    postTitle: text.postTitle ?? text.title,
    description: text.description,
    label: text.label ?? null,
    commercial:
      spec.commercialType === undefined
        ? null
        : { type: spec.commercialType, label: text.commercialLabel ?? null },
    categoryId: category.id,
    tagIds: spec.tags.map((key) => required(context.tags, key, `tag (in ${where})`).id),
    authorId: required(context.authors, spec.author, `author (in ${where})`).id,
    otherAuthorIds: (spec.otherAuthors ?? []).map(
      (key) => required(context.authors, key, `author (in ${where})`).id,
    ),
    image: required(context.images, spec.image, `image (in ${where})`),
    leadImageLocked: spec.leadImageLocked ?? false,
    publishedAt: articleDateTime(spec.published, context),
    updatedAt: articleDateTime(spec.updated ?? spec.published, context),
    featuredOn: spec.featuredOn === undefined ? null : localDateTime(spec.featuredOn),
    isNews: spec.isNews ?? false,
    views: spec.views,
    widgets: text.body.map((block) => widget(block, context, where)),
    faq: text.faq ?? [],
    guideMeta: text.guideMeta ?? null,
    weekNumber: spec.template === 'food-plan' ? (spec.weekNumber ?? null) : null,
    wordCount,
    readingTime: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    recipe: spec.template === 'recipe' && spec.recipe !== undefined ? spec.recipe : null,
    video: isVideo
      ? {
          duration: spec.videoDuration ?? '00:00:00',
          workoutTime: text.workoutTime ?? null,
          workoutLevel: text.workoutLevel ?? null,
        }
      : null,
  };
}
