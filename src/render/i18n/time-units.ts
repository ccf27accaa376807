import type { RecipeTimeUnit } from '../../domain/content/content.types';
import type { Translate } from './translate';
import { pluralForms } from './translate';
import type { TranslationKey } from './translations.types';

/** The keys a time label may need (for island props). */
export const TIME_UNIT_KEYS: readonly TranslationKey[] = [
  ...pluralForms('time.seconds'),
  ...pluralForms('time.hours'),
  ...pluralForms('time.days'),
  'time.minutes_short',
];

const MINUTES_PER_HOUR = 60;

/** Minutes as the language writes a duration: `45 min`, `2 timer`, `1 time 45 min`. */
export function durationLabel(totalMinutes: number, t: Translate): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (hours === 0) return t('time.minutes_short', { count: rest });
  const hourText = t('time.hours', { count: hours });
  return rest === 0 ? hourText : `${hourText} ${t('time.minutes_short', { count: rest })}`;
}

/**
 * A recipe's or workout's time as the reader's language writes it: hours and minutes as whole
 * units (`1.75` hours is `1 time 45 min`, `105` minutes too), seconds and days as a number of
 * them (`30 sekunder`, `2 dage`), in the singular or plural the count takes.
 */
export function timeLabel(value: number, unit: RecipeTimeUnit, t: Translate): string {
  switch (unit) {
    case 's':
      return t('time.seconds', { count: value });
    case 'm':
      return durationLabel(value, t);
    case 'h':
      return durationLabel(value * MINUTES_PER_HOUR, t);
    case 'd':
      return t('time.days', { count: value });
  }
}

/**
 * A workout's time (`video_meta.workout_time`): upstream sends a bare number of minutes (`"30"`),
 * written with its unit (`30 min`); anything else as the editor wrote it; empty: none.
 */
export function workoutTimeText(raw: string | null | undefined, t: Translate): string | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  return /^\d{1,4}$/.test(text) ? durationLabel(Number(text), t) : text;
}
