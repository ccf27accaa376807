import type { Material, Teaser } from '../../../../domain/content/content.types';
import { Image } from '../../../components/Image';
import { TeaserGrid } from '../../../components/teaser/TeaserGrid';
import { useRenderEnv } from '../../../env/RenderEnv';
import { isCalculatorCode } from '../../../../domain/calculators/calculator-forms';
import { pickStrings } from '../../../i18n/translate';
import { Island } from '../../../islands/Island';
import { CALCULATOR_KEYS } from '../../calculators/calculator-strings';

/** A calculator (BMI, calories …) as an island; an unknown code renders nothing. */
export function CalculatorSlot({ calculator }: { readonly calculator: string }) {
  const { t, language } = useRenderEnv();
  const code = calculator.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  if (!isCalculatorCode(code)) return null;
  return (
    <section
      className={`calculator-slot calculator-slot--${code}`}
      data-slot="calculator"
      data-calculator={code}
      aria-label={t('calculator.title')}
    >
      <Island
        name="Calculator"
        hydrate="visible"
        props={{
          code,
          language,
          strings: pickStrings(t, CALCULATOR_KEYS),
          values: {},
          outcome: { kind: 'empty' },
        }}
      />
    </section>
  );
}

interface MaterialGuideProps {
  readonly title: string | null;
  readonly materials: readonly Material[] | null;
}

/** The materials of a guide, as the materials service describes them; nothing without them. */
export function MaterialGuide({ title, materials }: MaterialGuideProps) {
  const { t } = useRenderEnv();
  if (materials === null || materials.length === 0) return null;
  return (
    <section className="material-guide">
      <h2 className="material-guide__title">{title ?? t('material_guide.title')}</h2>
      <ul className="material-guide__list">
        {materials.map((material) => (
          <li key={material.id} className="material-guide__item">
            {material.image !== null && (
              <Image
                className="material-guide__image"
                image={material.image}
                sizes="96px"
                width={96}
                cropAspectRatio={1}
              />
            )}
            <div>
              <p className="material-guide__name">{material.name}</p>
              {material.description !== null && (
                <p className="material-guide__description">{material.description}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface AssociatedProps {
  readonly title: string | null;
  readonly displayHint: string;
  readonly teasers: readonly Teaser[];
}

/** Related articles picked by the editor: a list of links, or a row of teaser cards. */
export function AssociatedComposites({ title, displayHint, teasers }: AssociatedProps) {
  const { t } = useRenderEnv();
  if (teasers.length === 0) return null;
  return (
    <section className="associated">
      <h2 className="associated__title">{title ?? t('related.title')}</h2>
      {displayHint === 'list' ? (
        <ul className="associated__list">
          {teasers.map((teaser) => (
            <li key={teaser.id}>
              <a href={teaser.link}>{teaser.title}</a>
            </li>
          ))}
        </ul>
      ) : (
        <TeaserGrid teasers={teasers} columns={2} headingLevel={3} />
      )}
    </section>
  );
}
