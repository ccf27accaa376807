import type { Teaser, TeaserRecipeMeta } from '../../../domain/content/content.types';
import { repeatsText, teaserKicker, visibleTeasers } from '../../../domain/content/teasers.rules';
import type { LanguageCode } from '../../../domain/site/site.types';
import { displayDuration, isoDuration } from '../../../domain/text/duration.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import { EDITORIAL_TYPE_KEYS, editorialTypeKey } from '../../i18n/editorial-types';
import { UNIT_KEYS, quantityText } from '../../i18n/recipe-units';
import { TIME_UNIT_KEYS, timeLabel, workoutTimeText } from '../../i18n/time-units';
import type { Translate } from '../../i18n/translate';
import type { TranslationKey } from '../../i18n/translations.types';
import { FAVOURITE_HEART_KEYS, FavouriteHeart } from '../FavouriteHeart';
import { Image } from '../Image';

export type TeaserVariant = 'standard' | 'large' | 'compact';
export type HeadingLevel = 2 | 3 | 4;

/** The translation keys a teaser card reads (islands that render cards need them as props). */
export const TEASER_CARD_KEYS: readonly TranslationKey[] = [
  'teaser.video',
  'teaser.time',
  'teaser.sponsored',
  'teaser.energy',
  'teaser.level',
  'teaser.includes',
  'article.reading_time',
  ...Object.values(EDITORIAL_TYPE_KEYS),
  ...FAVOURITE_HEART_KEYS,
  ...TIME_UNIT_KEYS,
  ...UNIT_KEYS,
];

/** Teaser images are cropped to one ratio, so every card in a row has the same shape. */
export const TEASER_ASPECT_RATIO = 3 / 2;

interface Props {
  readonly teaser: Teaser;
  readonly headingLevel: HeadingLevel;
  readonly sizes: string;
  readonly variant?: TeaserVariant;
  /** The heading of the section the card stands in: a label or category repeating it is left out. */
  readonly sectionTitle?: string | null;
  /** The page's lead image: loaded eagerly with high priority (`leadImageBlockKey`). */
  readonly priority?: boolean;
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

interface MetaItem {
  readonly key: 'time' | 'energy' | 'level';
  readonly label: string;
  readonly value: string;
}

/** An article's reading time (`{minutes} min. læsetid`); none for videos and recipes. */
function readingTimeLabel(teaser: Teaser, t: Translate): string | null {
  const minutes = teaser.readingTime;
  const isVideo = teaser.videoMeta !== null || teaser.videoUrl !== null;
  if (minutes === null || minutes <= 0 || isVideo || teaser.recipeMeta !== null) return null;
  return t('article.reading_time', { minutes });
}

/**
 * The facts under a teaser: recipe time and energy, workout time and level, or an article's
 * reading time.
 */
export function teaserFacts(
  teaser: Teaser,
  t: Translate,
  language: LanguageCode,
): readonly MetaItem[] {
  const items: MetaItem[] = [];
  const recipeTime = recipeTimeLabel(teaser.recipeMeta, t);
  const time =
    recipeTime ?? workoutTimeText(teaser.videoMeta?.workoutTime, t) ?? readingTimeLabel(teaser, t);
  if (time !== null) items.push({ key: 'time', label: t('teaser.time'), value: time });
  const energy = teaser.recipeMeta?.energy ?? null;
  if (energy !== null) {
    const unit = teaser.recipeMeta?.energyUnit ?? 'kcal';
    const value = quantityText(energy, unit, language, t, 'decimal');
    items.push({ key: 'energy', label: t('teaser.energy'), value });
  }
  const level = teaser.videoMeta?.workoutLevel ?? null;
  if (level !== null && level !== '')
    items.push({ key: 'level', label: t('teaser.level'), value: level });
  return items;
}

/**
 * The editorial type a card names (`Guide`, `Test`): in the reader's language when the product
 * knows the type, else as sent. Plain articles are not marked (every card would say so), nor is
 * a type that repeats the label, the category or the section heading.
 */
export function teaserTypeLabel(
  type: string | null | undefined,
  t: Translate,
  around: readonly (string | null)[],
): string | null {
  if (type == null || type.trim() === '') return null;
  const key = editorialTypeKey(type);
  const label = key === undefined ? type : t(key);
  const article = t('search.editorial_type.article');
  if (
    key === EDITORIAL_TYPE_KEYS.article ||
    label.toLocaleLowerCase() === article.toLocaleLowerCase()
  )
    return null;
  return around.some((text) => repeatsText(label, text)) ? null : label;
}

/** The teasers a series or collection teaser gathers, as links under its description. */
function NestedTeasers({ teasers }: { readonly teasers: readonly Teaser[] }) {
  const { t } = useRenderEnv();
  return (
    <ul className="teaser__parts" aria-label={t('teaser.includes')}>
      {teasers.map((part) => (
        <li key={part.id} className="teaser__part">
          <a href={part.link}>{part.title}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A teaser: image, editorial type, label, category, title (the link), description, the teasers
 * it gathers, video duration, and recipe time and energy, workout time and level, or reading time.
 */
export function TeaserCard({
  teaser,
  headingLevel,
  sizes,
  variant = 'standard',
  sectionTitle = null,
  priority = false,
}: Props) {
  const { t, language, favourites } = useRenderEnv();
  const Heading = `h${headingLevel}` as const;
  const isVideo = teaser.videoMeta !== null || teaser.videoUrl !== null;
  const facts = teaserFacts(teaser, t, language);
  // A sponsored teaser always says so: its disclosure is never left out as a repeat.
  const sponsored = teaser.commercialType !== null;
  const kicker = teaserKicker(
    { label: teaser.label, category: sponsored ? null : teaser.categoryName },
    sectionTitle,
  );
  const category = sponsored ? t('teaser.sponsored') : kicker.category;
  const type = teaserTypeLabel(teaser.editorialType, t, [kicker.label, category, sectionTitle]);
  const parts = visibleTeasers(teaser.teasers ?? []);

  return (
    <article className={`teaser teaser--${variant}`}>
      <div className="teaser__media">
        {teaser.image !== null ? (
          <Image
            className="teaser__image"
            image={teaser.image}
            sizes={sizes}
            cropAspectRatio={TEASER_ASPECT_RATIO}
            priority={priority}
          />
        ) : (
          <div className="teaser__placeholder" aria-hidden="true" />
        )}
        {isVideo && <VideoBadge duration={teaser.videoMeta?.duration ?? null} />}
        {favourites != null && teaser.commercialType === null && teaser.link.startsWith('/') && (
          <FavouriteHeart
            className="teaser__favourite"
            articleId={teaser.id}
            returnUri={favourites.returnUri}
            locale={favourites.locale}
            saved={favourites.saved === true}
          />
        )}
      </div>
      <div className="teaser__body">
        {(type !== null || kicker.label !== null || category !== null) && (
          <p className="teaser__kicker">
            {type !== null && <span className="teaser__type">{type}</span>}
            {kicker.label !== null && <span className="teaser__label">{kicker.label}</span>}
            {category !== null && <span className="teaser__category">{category}</span>}
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
        {parts.length > 0 && variant !== 'compact' && <NestedTeasers teasers={parts} />}
        {facts.length > 0 && (
          <ul className="teaser__facts">
            {facts.map((fact) => (
              <li key={fact.key} className={`teaser__meta teaser__meta--${fact.key}`}>
                <span className={`teaser__icon teaser__icon--${fact.key}`} aria-hidden="true" />
                <span className="visually-hidden">{fact.label}: </span>
                {fact.value}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
