import type { ResultLine } from '../../../domain/calculators/calculator-forms';
import type { LanguageCode } from '../../../domain/site/site.types';
import { formatCalendarDate } from '../../i18n/format-date';
import { formatNumber, INTL_LOCALES } from '../../i18n/format-number';
import type { Translate } from '../../i18n/translate';
import type { TranslationKey } from '../../i18n/translations.types';

/** Every string a calculator form or result may show (resolved into the island's props). */
export const CALCULATOR_KEYS: readonly TranslationKey[] = [
  'calculator.title',
  'calculator.submit',
  'calculator.invalid',
  'calculator.result',
  'calculator.result_note',
  'calculator.back',
  'calculator.name.bmi',
  'calculator.name.calories',
  'calculator.name.resting_calories',
  'calculator.name.due_date',
  'calculator.name.fat_percentage',
  'calculator.name.pulse_rate',
  'calculator.name.protein',
  'calculator.name.calories_burned',
  'calculator.field.sex',
  'calculator.field.age',
  'calculator.field.weight',
  'calculator.field.height',
  'calculator.field.activity',
  'calculator.field.goal',
  'calculator.field.last_period',
  'calculator.field.neck',
  'calculator.field.waist',
  'calculator.field.hip',
  'calculator.field.exercise',
  'calculator.field.minutes',
  'calculator.option.female',
  'calculator.option.male',
  'calculator.option.sedentary',
  'calculator.option.light',
  'calculator.option.moderate',
  'calculator.option.high',
  'calculator.option.extreme',
  'calculator.option.rest',
  'calculator.option.active',
  'calculator.option.training',
  'calculator.option.muscle',
  'calculator.option.walking',
  'calculator.option.cycling',
  'calculator.option.running',
  'calculator.option.swimming',
  'calculator.option.strength',
  'calculator.option.yoga',
  'calculator.result.bmi',
  'calculator.result.bmi_category',
  'calculator.bmi.underweight',
  'calculator.bmi.normal',
  'calculator.bmi.overweight',
  'calculator.bmi.obese',
  'calculator.result.calories',
  'calculator.result.resting_calories',
  'calculator.result.due_date',
  'calculator.result.fat_percentage',
  'calculator.result.max_pulse',
  'calculator.result.zone_1',
  'calculator.result.zone_2',
  'calculator.result.zone_3',
  'calculator.result.zone_4',
  'calculator.result.zone_5',
  'calculator.result.protein',
  'calculator.result.calories_burned',
  'calculator.unit.bpm',
];

/** A key the domain names as a string, translated when it is one of ours (else shown as is). */
export function isCalculatorKey(key: string): key is TranslationKey {
  return (CALCULATOR_KEYS as readonly string[]).includes(key);
}

/** A percentage as the language writes it (`16,1 %` in Danish, `16.1%` in English). */
function percent(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/**
 * A result line's value and unit in the reader's language: numbers with its decimal and
 * thousands separators (`2.046,4 kcal`), ranges (`90–108 slag/min`), dates in full (`formatCalendarDate`), words
 * translated.
 */
export function resultText(line: ResultLine, t: Translate, language: LanguageCode): string {
  const { value, unit } = line;
  if (value.kind === 'number' && unit === '%') return percent(value.value, language);
  let text: string;
  switch (value.kind) {
    case 'number':
      text = formatNumber(value.value, language);
      break;
    case 'range':
      text = `${formatNumber(value.from, language)}–${formatNumber(value.to, language)}`;
      break;
    case 'date':
      text = formatCalendarDate(value.date, language);
      break;
    case 'word':
      text = isCalculatorKey(value.key) ? t(value.key) : value.key;
      break;
  }
  if (unit === null) return text;
  return `${text} ${unit === 'bpm' ? t('calculator.unit.bpm') : unit}`;
}
