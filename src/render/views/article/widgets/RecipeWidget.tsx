import type { Recipe, RecipeTime } from '../../../../domain/content/content.types';
import { isReaderTagName } from '../../../../domain/content/reader-tags.rules';
import { Image } from '../../../components/Image';
import { useRenderEnv } from '../../../env/RenderEnv';
import { formatNumber } from '../../../i18n/format-number';
import { nutrientLabel, quantityText } from '../../../i18n/recipe-units';
import { timeLabel } from '../../../i18n/time-units';

/** An editor's own step number (`1. `, `2) `): the list numbers the steps itself. */
const STEP_NUMBER = /^\s*\d{1,2}\s*[.)]\s+/;

const RECIPE_IMAGE_SIZES = '(min-width: 768px) 704px, 100vw';

interface Props {
  readonly recipe: Recipe;
}

function Time({ label, time }: { readonly label: string; readonly time: RecipeTime | null }) {
  const { t } = useRenderEnv();
  if (time === null) return null;
  return (
    <div className="recipe__fact">
      <dt>{label}</dt>
      <dd>{timeLabel(time.value, time.unit, t)}</dd>
    </div>
  );
}

/**
 * A recipe: facts (times, servings), ingredients by block, numbered steps and nutrients. Units and
 * nutrients arrive as codes and are shown translated, amounts as the language writes them.
 */
export function RecipeWidget({ recipe }: Props) {
  const { t, language } = useRenderEnv();
  const amount = (value: number | null) => (value === null ? '' : formatNumber(value, language));
  const tags = recipe.tags.filter(isReaderTagName);
  // The editor's words beside the times win; the product's own labels stand in for missing ones.
  const labels = recipe.timeLabels;
  return (
    <section className="recipe" aria-label={recipe.title}>
      <header className="recipe__header">
        {recipe.categoryLabel !== null && (
          <p className="recipe__category">{recipe.categoryLabel}</p>
        )}
        <h2 className="recipe__title">{recipe.title}</h2>
        {recipe.description !== null && <p className="recipe__description">{recipe.description}</p>}
        {tags.length > 0 && (
          <ul className="recipe__tags">
            {tags.map((tag) => (
              <li key={tag} className="recipe__tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </header>
      {recipe.image !== null && (
        <Image className="recipe__image" image={recipe.image} sizes={RECIPE_IMAGE_SIZES} />
      )}
      <dl className="recipe__facts">
        <Time
          label={labels?.preparation ?? t('recipe.preparation_time')}
          time={recipe.preparationTime}
        />
        <Time label={labels?.cooking ?? t('recipe.cooking_time')} time={recipe.cookingTime} />
        <Time label={labels?.total ?? t('recipe.total_time')} time={recipe.totalTime} />
        {recipe.quantity !== null && (
          <div className="recipe__fact">
            <dt>{t('recipe.servings')}</dt>
            <dd>
              {amount(recipe.quantity)}
              {recipe.quantityType !== null && ` ${recipe.quantityType}`}
            </dd>
          </div>
        )}
      </dl>
      {recipe.totalTimeExtraInfo !== null && (
        <p className="recipe__extra-time">{recipe.totalTimeExtraInfo}</p>
      )}
      <div className="recipe__columns">
        {recipe.ingredientBlocks.length > 0 && (
          <div className="recipe__ingredients">
            <h3 className="recipe__heading">{t('recipe.ingredients')}</h3>
            {recipe.ingredientBlocks.map((block, index) => (
              <div key={`${block.headline ?? ''}-${index}`} className="recipe__block">
                {block.headline !== null && (
                  <h4 className="recipe__block-title">{block.headline}</h4>
                )}
                <ul className="recipe__ingredient-list">
                  {block.items.map((item, itemIndex) => {
                    const quantity = quantityText(item.amount, item.unit, language, t);
                    return (
                      <li key={`${item.ingredient}-${itemIndex}`} className="recipe__ingredient">
                        {quantity !== '' && (
                          <>
                            <span className="recipe__amount">{quantity}</span>{' '}
                          </>
                        )}
                        {item.ingredient}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        )}
        {recipe.instructions.length > 0 && (
          <div className="recipe__method">
            <h3 className="recipe__heading">
              {recipe.instructionsHeadline ?? t('recipe.instructions')}
            </h3>
            <ol className="recipe__steps">
              {recipe.instructions.map((step, index) => (
                <li key={`${index}-${step}`} className="recipe__step">
                  {step.replace(STEP_NUMBER, '')}
                </li>
              ))}
            </ol>
            {recipe.instructionsTip !== null && (
              <p className="recipe__tip">
                <strong>{t('recipe.tip')}:</strong> {recipe.instructionsTip}
              </p>
            )}
          </div>
        )}
      </div>
      {recipe.nutrients.length > 0 && (
        <div className="recipe__nutrition">
          <h3 className="recipe__heading">{recipe.nutrientsHeadline ?? t('recipe.nutrients')}</h3>
          <table className="recipe__nutrients">
            <tbody>
              {recipe.nutrients.map((item) => (
                <tr key={item.nutrient}>
                  <th scope="row">{nutrientLabel(item.nutrient, t)}</th>
                  <td>{quantityText(item.amount, item.unit, language, t, 'decimal')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
