import { withOffset } from '../time/zoned-time.rules';
import type { Article, Recipe, RecipeNutrient } from '../content/content.types';
import { person, publisher } from './article.structured-data';
import { recipeTimeIso, recipeTimeSeconds, secondsIso } from './iso-duration.rules';
import {
  compact,
  SCHEMA_CONTEXT,
  type JsonLdNode,
  type StructuredDataContext,
} from './json-ld.types';

/** Recipe structured data is produced only for this brand. */
export const RECIPE_BRAND = 'WOM';

const NUTRITION_FIELDS: Readonly<Record<string, string>> = {
  Energy: 'calories',
  Protein: 'proteinContent',
  Fat: 'fatContent',
  Carbohydrate: 'carbohydrateContent',
  Fiber: 'fiberContent',
};

/**
 * A recipe's times as Google reads them: prepTime and cookTime only together, and totalTime then
 * their sum. An editor's total often counts waiting the two parts do not (rising, resting, a
 * night in the fridge: the page says so beside it, `totalTimeExtraInfo`), and a Recipe whose
 * totalTime disagrees with its own prepTime and cookTime is inconsistent data a search engine
 * may ignore or show wrongly; the sum is the one total the block can stand behind. With only one
 * part known, neither part is given (Google asks for both or neither) and the editor's total is.
 */
export function recipeTimes(
  recipe: Recipe,
): Record<'prepTime' | 'cookTime' | 'totalTime', string | null> {
  const { preparationTime: prep, cookingTime: cook } = recipe;
  if (prep !== null && cook !== null)
    return {
      prepTime: recipeTimeIso(prep),
      cookTime: recipeTimeIso(cook),
      totalTime: secondsIso(recipeTimeSeconds(prep) + recipeTimeSeconds(cook)),
    };
  return {
    prepTime: null,
    cookTime: null,
    totalTime: recipe.totalTime === null ? null : recipeTimeIso(recipe.totalTime),
  };
}

function nutrition(nutrients: readonly RecipeNutrient[]): JsonLdNode | null {
  const fields: Record<string, string> = {};
  for (const item of nutrients) {
    const field = NUTRITION_FIELDS[item.nutrient];
    if (field === undefined || item.amount === null) continue;
    fields[field] = `${String(item.amount)} ${item.unit ?? (field === 'calories' ? 'kcal' : 'g')}`;
  }
  return Object.keys(fields).length === 0 ? null : { '@type': 'NutritionInformation', ...fields };
}

/**
 * Recipe structured data for a recipe widget: brand WOM only, and only when name, description,
 * thumbnail and upload date are known. Times are ISO 8601 durations (`recipeTimes`).
 */
export function recipeStructuredData(
  recipe: Recipe,
  article: Article,
  context: StructuredDataContext,
): JsonLdNode | null {
  if (context.brandCode.toUpperCase() !== RECIPE_BRAND) return null;
  const description =
    recipe.description ?? (article.description === '' ? null : article.description);
  const image = recipe.image ?? article.leadImage;
  const uploaded = article.publishedAt;
  if (recipe.title === '' || description === null || image === null || uploaded === null)
    return null;
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Recipe',
    name: recipe.title,
    description,
    image: [context.imageUrl(image.url, 1200, 900), context.imageUrl(image.url, 1200, 1200)],
    datePublished: withOffset(uploaded, context.timeZone),
    inLanguage: context.inLanguage,
    author: article.author === null ? publisher(context) : person(article.author, context),
    recipeCategory: recipe.categoryLabel,
    keywords: recipe.tags.join(', '),
    recipeYield:
      recipe.quantity === null
        ? null
        : `${String(recipe.quantity)}${recipe.quantityType === null ? '' : ` ${recipe.quantityType}`}`,
    ...recipeTimes(recipe),
    recipeIngredient: recipe.ingredientBlocks.flatMap((block) =>
      block.items.map((item) =>
        [item.amount === null ? '' : String(item.amount), item.unit ?? '', item.ingredient]
          .filter((part) => part !== '')
          .join(' '),
      ),
    ),
    recipeInstructions: recipe.instructions.map((step) => ({ '@type': 'HowToStep', text: step })),
    nutrition: nutrition(recipe.nutrients),
  });
}
