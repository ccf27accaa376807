import type { RecipeTimeUnit } from '../../domain/content/content.types';
import type { LanguageCode } from '../../domain/site/site.types';
import { formatFraction } from './format-number';
import type { Translate } from './translate';
import type { TranslationKey } from './translations.types';

const UNIT_KEYS: Readonly<Record<RecipeTimeUnit, readonly [TranslationKey, TranslationKey]>> = {
  s: ['time.second', 'time.seconds'],
  m: ['time.minute', 'time.minutes'],
  h: ['time.hour', 'time.hours'],
  d: ['time.day', 'time.days'],
};

/** The keys a time label may need (for island props). */
export const TIME_UNIT_KEYS: readonly TranslationKey[] = Object.values(UNIT_KEYS).flat();

/**
 * `45 minutes`, `1 hour`, `1½ timer`: the unit label is singular when the value is 1;
 * the number is written as the language writes it.
 */
export function timeLabel(
  value: number,
  unit: RecipeTimeUnit,
  translate: Translate,
  language: LanguageCode,
): string {
  const [singular, plural] = UNIT_KEYS[unit];
  return `${formatFraction(value, language)} ${translate(value === 1 ? singular : plural)}`;
}
