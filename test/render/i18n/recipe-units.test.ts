import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../src/domain/site/site.types';
import { formatFraction } from '../../../src/render/i18n/format-number';
import { LOCALE_TRANSLATIONS, translatorFor } from '../../../src/render/i18n/locale-translations';
import {
  UNIT_KEYS,
  nutrientLabel,
  quantityText,
  unitLabel,
} from '../../../src/render/i18n/recipe-units';

const LANGUAGES: readonly LanguageCode[] = ['da', 'sv', 'nb', 'fi', 'nl', 'de', 'en'];

/** The unit codes of the content API and the short ones editors use. */
const CODES = [
  'gram',
  'dl',
  'teaspoon',
  'tablespoon',
  'piece',
  'pinch',
  'kcal',
  'kj',
  'g',
  'mg',
  'ml',
  'cl',
  'l',
  'kg',
  'stk',
] as const;

/** Codes that are words of the API, never shown to a reader. */
const WORD_CODES = ['gram', 'teaspoon', 'tablespoon', 'piece', 'pinch'];

describe('unitLabel', () => {
  it.each(LANGUAGES)('translates every unit code in %s, never showing a code word', (language) => {
    const t = translatorFor(language);
    for (const code of CODES) {
      const label = unitLabel(code, 1, t);
      expect(label, code).not.toBeNull();
      expect(label, code).not.toMatch(/^unit\./);
      // "pinch" is the English word as well as the code.
      if (!(language === 'en' && label === 'pinch'))
        expect(WORD_CODES, `${language} ${code} → ${String(label)}`).not.toContain(label);
    }
    for (const key of UNIT_KEYS) expect(t(key)).not.toBe(key);
  });

  it.each([
    ['da', 'tsk.', 'spsk.', 'stk.', 'knivspids'],
    ['sv', 'tsk', 'msk', 'st', 'nypa'],
    ['nb', 'ts', 'ss', 'stk', 'klype'],
    ['fi', 'tl', 'rkl', 'kpl', 'ripaus'],
    ['nl', 'tl', 'el', 'stuk', 'snufje'],
    ['de', 'TL', 'EL', 'Stück', 'Prise'],
    ['en', 'tsp', 'tbsp', 'pc', 'pinch'],
  ] as const)(
    'writes %s kitchen measures as the language does',
    (language, tsp, tbsp, pc, pinch) => {
      const t = translatorFor(language);
      expect(unitLabel('teaspoon', 1, t)).toBe(tsp);
      expect(unitLabel('tablespoon', 0.5, t)).toBe(tbsp);
      expect(unitLabel('piece', 1, t)).toBe(pc);
      expect(unitLabel('pinch', 1, t)).toBe(pinch);
      expect(unitLabel('gram', 200, t)).toBe('g');
      expect(unitLabel('dl', 1, t)).toBe('dl');
    },
  );

  it('uses the plural of counted units', () => {
    expect(unitLabel('piece', 3, translatorFor('nl'))).toBe('stuks');
    expect(unitLabel('piece', 3, translatorFor('en'))).toBe('pcs');
    expect(unitLabel('pinch', 2, translatorFor('da'))).toBe('knivspidser');
  });

  it('reads codes case-insensitively and with a final dot', () => {
    const t = translatorFor('da');
    expect(unitLabel('Teaspoon', 1, t)).toBe('tsk.');
    expect(unitLabel('stk.', 2, t)).toBe('stk.');
    expect(unitLabel('kJ', 1, t)).toBe('kJ');
  });

  it('shows an unknown plain abbreviation as written and hides any other unknown code', () => {
    const t = translatorFor('da');
    expect(unitLabel('oz', 2, t)).toBe('oz');
    expect(unitLabel('handful', 1, t)).toBeNull();
    expect(unitLabel('cup', 1, t)).toBeNull();
    expect(unitLabel('-', 1, t)).toBeNull();
    expect(unitLabel('', 1, t)).toBeNull();
    expect(unitLabel(null, 1, t)).toBeNull();
  });
});

describe('formatFraction', () => {
  it.each([
    [0.5, '½'],
    [1.5, '1½'],
    [0.25, '¼'],
    [0.75, '¾'],
    [1 / 3, '⅓'],
    [0.33, '⅓'],
    [2 / 3, '⅔'],
    [0.67, '⅔'],
    [2.5, '2½'],
    [3, '3'],
    [0.3, '0,3'],
    [1.2, '1,2'],
  ] as const)('writes %d as %s in Danish', (value, expected) => {
    expect(formatFraction(value, 'da')).toBe(expected);
  });

  it('writes other decimals with the language separator', () => {
    expect(formatFraction(1.2, 'en')).toBe('1.2');
    expect(formatFraction(1.2, 'fi')).toBe('1,2');
  });
});

describe('quantityText', () => {
  const t = translatorFor('da');

  it('writes kitchen measures with fractions and weights with decimals', () => {
    expect(quantityText(0.5, 'tablespoon', 'da', t)).toBe('½ spsk.');
    expect(quantityText(1.5, 'dl', 'da', t)).toBe('1½ dl');
    expect(quantityText(4.5, 'gram', 'da', t)).toBe('4,5 g');
    expect(quantityText(0.5, 'kg', 'da', t)).toBe('0,5 kg');
    expect(quantityText(3, 'piece', 'da', t)).toBe('3 stk.');
  });

  it('writes nutrients with decimals whatever the unit', () => {
    expect(quantityText(0.5, 'gram', 'da', t, 'decimal')).toBe('0,5 g');
    expect(quantityText(412, 'kcal', 'da', t, 'decimal')).toBe('412 kcal');
  });

  it('leaves out what is missing', () => {
    expect(quantityText(null, null, 'da', t)).toBe('');
    expect(quantityText(2, null, 'da', t)).toBe('2');
    expect(quantityText(null, 'pinch', 'da', t)).toBe('knivspids');
    expect(quantityText(1, 'handful', 'da', t)).toBe('1');
    expect(quantityText(Number.NaN, 'gram', 'da', t)).toBe('g');
  });
});

describe('nutrientLabel', () => {
  it.each(LANGUAGES)('translates every nutrient code in %s from its own table', (language) => {
    const t = translatorFor(language);
    const table: Readonly<Record<string, string>> = { ...LOCALE_TRANSLATIONS[language] };
    for (const code of ['Energy', 'Protein', 'Fat', 'Carbohydrate', 'Fiber', 'Sugar', 'Salt']) {
      const own = table[`nutrient.${code}`];
      expect(own, code).toBeDefined();
      expect(nutrientLabel(code, t)).toBe(own);
    }
    if (language !== 'en') expect(nutrientLabel('Carbohydrate', t)).not.toBe('Carbohydrate');
  });

  it('writes the nutrients in Danish', () => {
    const t = translatorFor('da');
    expect(nutrientLabel('Carbohydrate', t)).toBe('Kulhydrat');
    expect(nutrientLabel('Fiber', t)).toBe('Kostfibre');
    expect(nutrientLabel('SaturatedFat', t)).toBe('Mættet fedt');
    expect(nutrientLabel('saturated_fat', t)).toBe('Mættet fedt');
  });

  it('writes an unknown code as words, never as the code', () => {
    expect(nutrientLabel('VitaminC', translatorFor('da'))).toBe('Vitamin c');
    expect(nutrientLabel('added_sugar', translatorFor('da'))).toBe('Added sugar');
  });
});
