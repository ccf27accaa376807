import type { Image, RecipeTimeUnit, Teaser, TeaserList } from '../../domain/content/content.types';
import { displayHintOf } from '../../domain/teasers/display-hints';
import { teaserVariantSchema } from './wordpress-composite.schemas';
import { teaserSchema, type WpTeaser, type WpTeaserList } from './wordpress-teaser.schemas';
import {
  editorialTypeOf,
  keepValid,
  mapImage,
  mapPagination,
  mapVocabularies,
  type MappingContext,
  type PageDefaults,
} from './wordpress.mappers';

const RECIPE_TIME_UNITS: ReadonlySet<string> = new Set<RecipeTimeUnit>(['d', 'h', 'm', 's']);

/**
 * A teaser; its link becomes a path on the site when it points at the site itself. A teaser
 * whose link cannot be followed safely (`javascript:`, garbage) is `null`: dropped and reported.
 * Its editorial type comes from its `vocabularies`; its nested `teasers` are mapped one level
 * deep (theirs are not read), and a nested channel variant (`default`) lends the teaser its
 * image when it has none of its own.
 */
export function mapTeaser(
  teaser: WpTeaser,
  context: MappingContext,
  withNested = true,
): Teaser | null {
  const link = context.links.href(teaser.link);
  if (link === null) return null;
  const { recipe_meta: recipe, video_meta: video } = teaser;
  const nested = teaser.teasers.filter((item) => !isChannelVariant(item));
  return {
    id: teaser.id,
    title: teaser.title ?? teaser.post_title ?? '',
    description: teaser.description ?? '',
    link,
    canonicalUrl: context.links.canonical(teaser.canonical_url),
    status: teaser.status ?? 'publish',
    kind: teaser.kind,
    template: teaser.template === null || teaser.template === '' ? 'default' : teaser.template,
    image:
      mapImage(teaser.image ?? teaser.lead_image) ?? defaultVariantImage(teaser.teasers, context),
    videoUrl: teaser.video_url,
    videoMeta:
      video == null
        ? null
        : {
            duration: video.duration,
            workoutTime: video.workout_time,
            workoutLevel: video.workout_level,
          },
    recipeMeta:
      recipe == null
        ? null
        : {
            time: recipe.time,
            timeUnit: recipeTimeUnit(recipe.time_unit),
            energy: recipe.energy,
            energyUnit: recipe.energy_unit,
          },
    label: teaser.label,
    categoryName: teaser.category?.data.name ?? null,
    commercialType: teaser.commercial?.type ?? null,
    publishedAt: teaser.published_at,
    readingTime: teaser.estimated_reading_time,
    editorialType: editorialTypeOf(mapVocabularies(teaser.vocabularies, context)),
    teasers: withNested ? validTeasers(nested, 'nested-teaser', context, false) : [],
  };
}

/** Teasers validated one by one: a broken teaser is dropped and reported, the rest are kept. */
export function mapTeasers(items: readonly unknown[], context: MappingContext): Teaser[] {
  return validTeasers(items, 'teaser', context, true);
}

function validTeasers(
  items: readonly unknown[],
  item: string,
  context: MappingContext,
  withNested: boolean,
): Teaser[] {
  return keepValid(items, teaserSchema, item, context).flatMap((teaser, index) => {
    const mapped = mapTeaser(teaser, context, withNested);
    if (mapped !== null) return [mapped];
    context.dropped({ item, index, reason: 'link: not a followable URL' });
    return [];
  });
}

/** A composite's wording for one channel (`{ type, title, image… }`): it has no link. */
function isChannelVariant(item: unknown): boolean {
  return (
    typeof item === 'object' &&
    item !== null &&
    !('link' in item) &&
    'type' in item &&
    typeof item.type === 'string'
  );
}

/** The image of the `default` channel variant among nested teasers, if any. */
function defaultVariantImage(items: readonly unknown[], context: MappingContext): Image | null {
  const variants = items.filter(isChannelVariant);
  const valid = keepValid(variants, teaserVariantSchema, 'teaser-variant', context);
  return mapImage(valid.find((variant) => variant.type === 'default')?.image ?? null);
}

export function mapTeaserList(
  list: WpTeaserList,
  context: MappingContext,
  defaults: PageDefaults = { page: 1, perPage: 4 },
): TeaserList {
  const teasers = mapTeasers(list.teasers.items, context);
  const { pagination, nextCursor } = list.teasers;
  const linkUrl = context.links.href(list.link?.url);
  return {
    title: list.title,
    description: list.description,
    label: list.label,
    link:
      list.link == null || linkUrl === null
        ? null
        : { url: linkUrl, title: list.link.title ?? list.link_label ?? '' },
    // A key of DISPLAY_HINTS: 4col when absent, an even 3-column grid when unknown.
    displayHint: displayHintOf(list.display_hint),
    theme: list.theme,
    canPaginate: list.can_paginate,
    teasers,
    pagination: pagination === null ? null : mapPagination(pagination, defaults, teasers.length),
    nextCursor: list.can_paginate ? nextCursor : null,
  };
}

function recipeTimeUnit(unit: string | null): RecipeTimeUnit | null {
  return unit !== null && isRecipeTimeUnit(unit) ? unit : null;
}

function isRecipeTimeUnit(unit: string): unit is RecipeTimeUnit {
  return RECIPE_TIME_UNITS.has(unit);
}
