import { RECIPE_TIME_LABELS } from '../content/widget-labels';
import type { RecipeBlock } from '../content/widget-blocks.schema';
import type { Json, SerializeContext } from './wp-shapes.serializer';

/**
 * A PHP collection after `reject()` without `values()`: a list while it has no holes, an object
 * keyed by the surviving indexes once a row is gone (`{"0":…,"2":…}`).
 */
export function phpList<T, R>(items: readonly (T | null)[], map: (item: T) => R): R[] | Json {
  if (items.every((item) => item !== null)) return items.map((item) => map(item as T));
  const kept: Json = {};
  items.forEach((item, index) => {
    if (item !== null) kept[String(index)] = map(item);
  });
  return kept;
}

/**
 * The recipe widget's fields (`RecipeTransformer`): times and amounts are strings, units codes,
 * `recipe_tags` one comma-separated string (a list on some older recipes). Sent whole even when
 * the widget is locked: upstream does not cut recipes.
 */
export function recipeFields(
  block: RecipeBlock,
  image: Json | null,
  context: SerializeContext,
): Json {
  const labels = RECIPE_TIME_LABELS[context.site.model.language];
  return {
    title: block.title,
    description: block.description,
    image,
    category_label: block.categoryLabel,
    recipe_tags: block.tagsAsList === true ? block.tags : block.tags.join(', '),
    use_as_article_lead_image: false,
    show_meta_info_in_header_and_teaser: true,
    preparation_time: labels.preparation,
    preparation_time_min: block.preparation[0],
    preparation_time_unit: block.preparation[1],
    cooking_time: labels.cooking,
    cooking_time_min: block.cooking[0],
    cooking_time_unit: block.cooking[1],
    total_time: labels.total,
    total_time_min: block.total[0],
    total_time_unit: block.total[1],
    total_time_extra_info: block.totalExtra ?? null,
    quantity: block.quantity,
    quantity_type: block.quantityType,
    ingredient_block_items: block.ingredients.map(([headline, items]) => ({
      headline,
      ingredient_items: phpList(items, ([amount, unit, ingredient]) => ({
        amount,
        unit,
        ingredient,
      })),
    })),
    instructions_headline: block.instructionsHeadline,
    instructions: block.instructions,
    instructions_tip: block.tip ?? null,
    nutrients_headline: block.nutrientsHeadline,
    nutrient_items: block.nutrients.map(([nutrient, amount, unit]) => ({ nutrient, amount, unit })),
  };
}
