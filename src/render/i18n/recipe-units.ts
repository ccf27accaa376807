import type { NutrientCode } from '../../domain/content/content.types';
import type { LanguageCode } from '../../domain/site/site.types';
import { formatFraction, formatNumber } from './format-number';
import type { Translate } from './translate';
import type { TranslationKey } from './translations.types';

/**
 * How a unit is shown: its label (singular, plural) and how amounts in it are written. Kitchen
 * measures take fractions (`½ spsk.`, `1½ dl`); weights, small volumes and energy take decimals
 * (`4,5 g`), as a recipe writes them.
 */
interface UnitLabel {
  readonly one: TranslationKey;
  readonly many: TranslationKey;
  readonly amounts: 'fraction' | 'decimal';
}

const unit = (
  one: TranslationKey,
  amounts: UnitLabel['amounts'],
  many: TranslationKey = one,
): UnitLabel => ({ one, many, amounts });

const GRAM = unit('unit.gram', 'decimal');
const KILOGRAM = unit('unit.kilogram', 'decimal');
const MILLIGRAM = unit('unit.milligram', 'decimal');
const LITER = unit('unit.liter', 'fraction');
const DECILITER = unit('unit.deciliter', 'fraction');
const CENTILITER = unit('unit.centiliter', 'decimal');
const MILLILITER = unit('unit.milliliter', 'decimal');
const TEASPOON = unit('unit.teaspoon', 'fraction');
const TABLESPOON = unit('unit.tablespoon', 'fraction');
const PIECE = unit('unit.piece', 'fraction', 'unit.pieces');
const PINCH = unit('unit.pinch', 'fraction', 'unit.pinches');
const KCAL = unit('unit.kcal', 'decimal');
const KJ = unit('unit.kj', 'decimal');

/**
 * Unit codes of the content API (`gram`, `teaspoon`, `piece` …) and the abbreviations editors type
 * (`g`, `tsk`, `stk`), lower case and without a final dot.
 */
const UNITS: Readonly<Record<string, UnitLabel>> = {
  gram: GRAM,
  grams: GRAM,
  gr: GRAM,
  g: GRAM,
  kilogram: KILOGRAM,
  kilograms: KILOGRAM,
  kg: KILOGRAM,
  milligram: MILLIGRAM,
  milligrams: MILLIGRAM,
  mg: MILLIGRAM,
  liter: LITER,
  litre: LITER,
  l: LITER,
  deciliter: DECILITER,
  decilitre: DECILITER,
  dl: DECILITER,
  centiliter: CENTILITER,
  centilitre: CENTILITER,
  cl: CENTILITER,
  milliliter: MILLILITER,
  millilitre: MILLILITER,
  ml: MILLILITER,
  teaspoon: TEASPOON,
  teaspoons: TEASPOON,
  tsp: TEASPOON,
  tsk: TEASPOON,
  tablespoon: TABLESPOON,
  tablespoons: TABLESPOON,
  tbsp: TABLESPOON,
  spsk: TABLESPOON,
  msk: TABLESPOON,
  piece: PIECE,
  pieces: PIECE,
  pcs: PIECE,
  stk: PIECE,
  st: PIECE,
  pinch: PINCH,
  pinches: PINCH,
  kcal: KCAL,
  kilocalorie: KCAL,
  kilocalories: KCAL,
  kj: KJ,
  kilojoule: KJ,
  kilojoules: KJ,
};

/** Every key a unit label may need (for islands that render recipe facts). */
export const UNIT_KEYS: readonly TranslationKey[] = [
  ...new Set(Object.values(UNITS).flatMap((label) => [label.one, label.many])),
];

/**
 * A code the table does not know is shown only when it already reads as a unit abbreviation
 * (`oz`, `cm`, `pkt`); a word (`handful`, `cup`) or a placeholder (`-`) would show the reader a
 * code.
 */
const PLAIN_UNIT = /^\p{L}{1,3}$/u;
const UNIT_WORDS: ReadonlySet<string> = new Set(['bag', 'box', 'can', 'cup', 'jar', 'pot', 'tin']);

function normalise(code: string): string {
  return code.trim().toLowerCase().replace(/\.$/, '');
}

/** The unit's label for an amount (`tsk.`, `2 knivspidser`), or null when nothing should show. */
export function unitLabel(code: string | null, amount: number | null, t: Translate): string | null {
  if (code === null) return null;
  const known = UNITS[normalise(code)];
  if (known !== undefined) return t(amount !== null && amount > 1 ? known.many : known.one);
  const plain = code.trim();
  return PLAIN_UNIT.test(plain) && !UNIT_WORDS.has(plain.toLowerCase()) ? plain : null;
}

/** An amount in a unit: a fraction for kitchen measures and counts, decimals for the rest. */
export function formatAmount(
  amount: number,
  code: string | null,
  language: LanguageCode,
  style: 'recipe' | 'decimal' = 'recipe',
): string {
  const known = code === null ? undefined : UNITS[normalise(code)];
  const decimal = style === 'decimal' || known?.amounts === 'decimal';
  return decimal ? formatNumber(amount, language) : formatFraction(amount, language);
}

/**
 * An ingredient's or nutrient's amount and unit as the reader's language writes them
 * (`½ spsk.`, `4,5 g`, `3 stk.`); an empty string when there is neither. Nutrients are always
 * written with decimals.
 */
export function quantityText(
  amount: number | null,
  code: string | null,
  language: LanguageCode,
  t: Translate,
  style: 'recipe' | 'decimal' = 'recipe',
): string {
  const number =
    amount === null || !Number.isFinite(amount)
      ? null
      : formatAmount(amount, code, language, style);
  const label = unitLabel(code, amount, t);
  return [number, label].filter((part) => part !== null && part !== '').join(' ');
}

const NUTRIENT_KEYS: Readonly<Record<string, TranslationKey>> = {
  Energy: 'nutrient.Energy',
  Protein: 'nutrient.Protein',
  Fat: 'nutrient.Fat',
  Carbohydrate: 'nutrient.Carbohydrate',
  Carbohydrates: 'nutrient.Carbohydrate',
  Fiber: 'nutrient.Fiber',
  Fibre: 'nutrient.Fiber',
  Sugar: 'nutrient.Sugar',
  Sugars: 'nutrient.Sugar',
  SaturatedFat: 'nutrient.SaturatedFat',
  Salt: 'nutrient.Salt',
};

/**
 * A nutrient's name: translated when the code is known; otherwise the code as words
 * (`SaturatedFat` → `Saturated fat`), never the code itself.
 */
export function nutrientLabel(code: NutrientCode, t: Translate): string {
  const compact = code.replace(/[\s_-]+/g, '');
  const key =
    NUTRIENT_KEYS[compact] ??
    Object.entries(NUTRIENT_KEYS).find(
      ([known]) => known.toLowerCase() === compact.toLowerCase(),
    )?.[1];
  if (key !== undefined) return t(key);
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
