import { withOffset } from '../time/zoned-time.rules';
import type { Article, Recipe, RecipeNutrient } from '../content/content.types';
import { publisher } from './article.structured-data';
import { recipeTimeIso } from './iso-duration.rules';
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
 * thumbnail and upload date are known. Times are ISO 8601 durations.
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
    author:
      article.author === null
        ? publisher(context)
        : { '@type': 'Person', name: article.author.name },
    recipeCategory: recipe.categoryLabel,
    keywords: recipe.tags.join(', '),
    recipeYield:
      recipe.quantity === null
        ? null
        : `${String(recipe.quantity)}${recipe.quantityType === null ? '' : ` ${recipe.quantityType}`}`,
    prepTime: recipe.preparationTime === null ? null : recipeTimeIso(recipe.preparationTime),
    cookTime: recipe.cookingTime === null ? null : recipeTimeIso(recipe.cookingTime),
    totalTime: recipe.totalTime === null ? null : recipeTimeIso(recipe.totalTime),
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
