import type { Teaser, TeaserRecipeMeta } from '../../../domain/content/content.types';
import { displayDuration, isoDuration } from '../../../domain/text/duration.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import { TIME_UNIT_KEYS, timeLabel } from '../../i18n/time-units';
import type { Translate } from '../../i18n/translate';
import type { TranslationKey } from '../../i18n/translations.types';
import { Image } from '../Image';

export type TeaserVariant = 'standard' | 'large' | 'compact';
export type HeadingLevel = 2 | 3 | 4;

/** The translation keys a teaser card reads (islands that render cards need them as props). */
export const TEASER_CARD_KEYS: readonly TranslationKey[] = [
  'teaser.video',
  'teaser.time',
  'teaser.sponsored',
  ...TIME_UNIT_KEYS,
];

/** Teaser images are cropped to one ratio, so every card in a row has the same shape. */
export const TEASER_ASPECT_RATIO = 3 / 2;

interface Props {
  readonly teaser: Teaser;
  readonly headingLevel: HeadingLevel;
  readonly sizes: string;
  readonly variant?: TeaserVariant;
}

function VideoBadge({ duration }: { readonly duration: string | null }) {
  const { t } = useRenderEnv();
  const shown = displayDuration(duration);
  return (
    <span className="teaser__badge">
      <span className="teaser__play" aria-hidden="true" />
      <span className="visually-hidden">{t('teaser.video')}</span>
      {shown !== null && <time dateTime={isoDuration(duration) ?? undefined}>{shown}</time>}
    </span>
  );
}

function recipeTimeLabel(recipe: TeaserRecipeMeta | null, t: Translate): string | null {
  if (recipe === null) return null;
  const { time, timeUnit } = recipe;
  return time === null || timeUnit === null ? null : timeLabel(time, timeUnit, t);
}

/** A teaser: image, label, category, title (the link), description, and video or recipe time. */
export function TeaserCard({ teaser, headingLevel, sizes, variant = 'standard' }: Props) {
  const { t } = useRenderEnv();
  const Heading = `h${headingLevel}` as const;
  const isVideo = teaser.videoMeta !== null || teaser.videoUrl !== null;
  const recipeTime = recipeTimeLabel(teaser.recipeMeta, t);
  const workout = teaser.videoMeta?.workoutTime ?? null;
  const kicker = teaser.commercialType !== null ? t('teaser.sponsored') : teaser.categoryName;

  return (
    <article className={`teaser teaser--${variant}`}>
      <div className="teaser__media">
        {teaser.image !== null ? (
          <Image
            className="teaser__image"
            image={teaser.image}
            sizes={sizes}
            cropAspectRatio={TEASER_ASPECT_RATIO}
          />
        ) : (
          <div className="teaser__placeholder" aria-hidden="true" />
        )}
        {isVideo && <VideoBadge duration={teaser.videoMeta?.duration ?? null} />}
      </div>
      <div className="teaser__body">
        {(teaser.label !== null || kicker !== null) && (
          <p className="teaser__kicker">
            {teaser.label !== null && <span className="teaser__label">{teaser.label}</span>}
            {kicker !== null && <span className="teaser__category">{kicker}</span>}
          </p>
        )}
        <Heading className="teaser__title">
          <a className="teaser__link" href={teaser.link}>
            {teaser.title}
          </a>
        </Heading>
        {teaser.description !== '' && variant !== 'compact' && (
          <p className="teaser__description">{teaser.description}</p>
        )}
        {(recipeTime !== null || workout !== null) && (
          <p className="teaser__meta">
            <span className="teaser__clock" aria-hidden="true" />
            <span className="visually-hidden">{t('teaser.time')}: </span>
            {recipeTime ?? workout}
          </p>
        )}
      </div>
    </article>
  );
}
