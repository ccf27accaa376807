import type { RecipeTimeUnit, Teaser, TeaserList } from '../../domain/content/content.types';
import { teaserSchema, type WpTeaser, type WpTeaserList } from './wordpress-teaser.schemas';
import {
  keepValid,
  mapImage,
  mapPagination,
  type MappingContext,
  type PageDefaults,
} from './wordpress.mappers';

const RECIPE_TIME_UNITS: ReadonlySet<string> = new Set<RecipeTimeUnit>(['d', 'h', 'm', 's']);

const DEFAULT_DISPLAY_HINT = '4col';

/**
 * A teaser; its link becomes a path on the site when it points at the site itself. A teaser
 * whose link cannot be followed safely (`javascript:`, garbage) is `null`: dropped and reported.
 */
export function mapTeaser(teaser: WpTeaser, context: MappingContext): Teaser | null {
  const link = context.links.href(teaser.link);
  if (link === null) return null;
  const { recipe_meta: recipe, video_meta: video } = teaser;
  return {
    id: teaser.id,
    title: teaser.title ?? teaser.post_title ?? '',
    description: teaser.description ?? '',
    link,
    canonicalUrl: context.links.canonical(teaser.canonical_url),
    status: teaser.status ?? 'publish',
    kind: teaser.kind,
    template: teaser.template === null || teaser.template === '' ? 'default' : teaser.template,
    image: mapImage(teaser.image ?? teaser.lead_image),
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
  };
}

/** Teasers validated one by one: a broken teaser is dropped and reported, the rest are kept. */
export function mapTeasers(items: readonly unknown[], context: MappingContext): Teaser[] {
  return keepValid(items, teaserSchema, 'teaser', context).flatMap((teaser, index) => {
    const mapped = mapTeaser(teaser, context);
    if (mapped !== null) return [mapped];
    context.dropped({ item: 'teaser', index, reason: 'link: not a followable URL' });
    return [];
  });
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
    displayHint: list.display_hint ?? DEFAULT_DISPLAY_HINT,
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
