/**
 * The recipe widget (docs/content-api-shapes.md, Body widgets): every time and amount is a string
 * that may carry a decimal comma; a time unit is one of `d`, `h`, `m`, `s`. Broken ingredients and
 * nutrients are dropped one by one; a recipe without a title is invalid.
 */
import { z } from 'zod';
import type {
  Recipe,
  RecipeIngredient,
  RecipeIngredientBlock,
  RecipeNutrient,
  RecipeTime,
  RecipeTimeUnit,
} from '../../domain/content/content.types';
import { mapImage } from './wordpress.mappers';
import {
  asList,
  imageField,
  lenientList,
  looseNumber,
  nonEmptyText,
  text,
  toLooseNumber,
} from './wordpress.schemas';

const TIME_UNITS: ReadonlySet<string> = new Set<RecipeTimeUnit>(['d', 'h', 'm', 's']);

function isTimeUnit(unit: string | null): unit is RecipeTimeUnit {
  return unit !== null && TIME_UNITS.has(unit);
}

/** A time and its unit; minutes when the unit is missing, null when there is no positive time. */
export function recipeTime(value: unknown, unit: string | null): RecipeTime | null {
  const amount = toLooseNumber(value);
  if (amount === null || amount <= 0) return null;
  return { value: amount, unit: isTimeUnit(unit) ? unit : 'm' };
}

/** `-` is the content API's "no unit". */
const unitCode = nonEmptyText.transform((unit) =>
  unit === null || unit.trim() === '-' ? null : unit.trim(),
);

const ingredientSchema = z
  .object({ amount: looseNumber, unit: unitCode, ingredient: z.string().min(1) })
  .transform((item): RecipeIngredient => item);

const ingredientBlockSchema = z
  .object({ headline: nonEmptyText, ingredient_items: lenientList(ingredientSchema) })
  .transform((block): RecipeIngredientBlock => ({
    headline: block.headline,
    items: block.ingredient_items,
  }));

const nutrientSchema = z
  .object({ nutrient: z.string().min(1), amount: looseNumber, unit: unitCode })
  .transform((item): RecipeNutrient => item);

/** `recipe_tags`: a comma-separated string or a list of strings. */
const recipeTags = z
  .unknown()
  .optional()
  .transform((value): string[] => {
    const items = typeof value === 'string' ? value.split(',') : (asList(value) ?? []);
    return items
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  });

export const recipeWidgetSchema = z
  .object({
    title: z.string().min(1),
    description: nonEmptyText,
    image: imageField,
    category_label: nonEmptyText,
    recipe_tags: recipeTags,
    quantity: looseNumber,
    quantity_type: nonEmptyText,
    preparation_time: nonEmptyText,
    preparation_time_min: z.unknown().optional(),
    preparation_time_unit: text,
    cooking_time: nonEmptyText,
    cooking_time_min: z.unknown().optional(),
    cooking_time_unit: text,
    total_time: nonEmptyText,
    total_time_min: z.unknown().optional(),
    total_time_unit: text,
    total_time_extra_info: nonEmptyText,
    ingredient_block_items: lenientList(ingredientBlockSchema),
    instructions_headline: nonEmptyText,
    instructions: text,
    instructions_tip: nonEmptyText,
    nutrients_headline: nonEmptyText,
    nutrient_items: lenientList(nutrientSchema),
  })
  .transform((raw): Recipe => ({
    title: raw.title,
    description: raw.description,
    image: mapImage(raw.image),
    categoryLabel: raw.category_label,
    tags: raw.recipe_tags,
    quantity: raw.quantity,
    quantityType: raw.quantity_type,
    preparationTime: recipeTime(raw.preparation_time_min, raw.preparation_time_unit),
    cookingTime: recipeTime(raw.cooking_time_min, raw.cooking_time_unit),
    totalTime: recipeTime(raw.total_time_min, raw.total_time_unit),
    totalTimeExtraInfo: raw.total_time_extra_info,
    ingredientBlocks: raw.ingredient_block_items.filter((block) => block.items.length > 0),
    // The editor's labels beside the times (`preparation_time`, `cooking_time`, `total_time`).
    timeLabels: {
      preparation: raw.preparation_time,
      cooking: raw.cooking_time,
      total: raw.total_time,
    },
    instructionsHeadline: raw.instructions_headline,
    instructions: (raw.instructions ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    instructionsTip: raw.instructions_tip,
    nutrientsHeadline: raw.nutrients_headline,
    nutrients: raw.nutrient_items,
  }));
