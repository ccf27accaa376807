import { describe, expect, it } from 'vitest';
import { LOCALE_TRANSLATIONS, translatorFor } from '../../../src/render/i18n/locale-translations';
import { INTL_LOCALES } from '../../../src/render/i18n/format-number';
import {
  createTranslate,
  interpolate,
  pickStrings,
  pluralForms,
} from '../../../src/render/i18n/translate';
import {
  PLURAL_CATEGORIES,
  PLURAL_KEYS,
  type Translations,
} from '../../../src/render/i18n/translations.types';

describe('translatorFor', () => {
  it('prefers the site translation strings from the content API', () => {
    const t = translatorFor('da', { 'notfound.title': 'Ups, siden findes ikke' });
    expect(t('notfound.title')).toBe('Ups, siden findes ikke');
  });

  it('falls back to the locale file', () => {
    expect(translatorFor('sv')('search.submit')).toBe('Sök');
    expect(translatorFor('fi')('search.submit')).toBe('Hae');
  });

  it('skips an empty site string', () => {
    expect(translatorFor('da', { 'search.submit': '' })('search.submit')).toBe('Søg');
  });

  it('fills {name} placeholders', () => {
    expect(translatorFor('en')('article.reading_time', { minutes: 4 })).toBe('4 min read');
  });
});

describe('createTranslate', () => {
  it('returns the key itself when no table has it', () => {
    expect(createTranslate([])('notfound.title')).toBe('notfound.title');
  });

  it('writes numbers with the decimal separator of the language', () => {
    expect(translatorFor('da')('product.rating', { rating: 4.5, max: 5 })).toBe('4,5 af 5');
    expect(translatorFor('en')('product.rating', { rating: 4.5, max: 5 })).toBe('4.5 out of 5');
  });

  it('groups thousands from five digits on, so a year stays a year', () => {
    expect(translatorFor('da')('footer.copyright', { year: 2026, brand: 'WOM' })).toBe(
      '© 2026 WOM',
    );
    expect(translatorFor('da')('gallery.count', { count: 12500 })).toBe('12.500 billeder');
  });
});

describe('plural keys', () => {
  it.each([
    ['da', 1, '1 resultat for “løb”'],
    ['da', 2, '2 resultater for “løb”'],
    ['da', 0, '0 resultater for “løb”'],
    ['sv', 1, '1 träff för ”løb”'],
    ['sv', 3, '3 träffar för ”løb”'],
    ['nb', 1, '1 treff for «løb»'],
    ['fi', 1, '1 tulos haulle ”løb”'],
    ['fi', 2, '2 tulosta haulle ”løb”'],
    ['nl', 1, '1 resultaat voor ‘løb’'],
    ['de', 1, '1 Ergebnis für „løb“'],
    ['en', 1, '1 result for “løb”'],
    ['en', 2, '2 results for “løb”'],
  ] as const)('%s with %i', (language, count, text) => {
    expect(translatorFor(language)('search.results_count', { count, query: 'løb' })).toBe(text);
  });

  it("takes the site's plain string under the key before the locale file's forms", () => {
    const siteStrings: Readonly<Record<string, string>> = { 'gallery.count': '{count} fotos' };
    const t = translatorFor('da', siteStrings);
    expect(t('gallery.count', { count: 1 })).toBe('1 fotos');
  });

  it("takes the site's own plural forms, and `other` when a category is missing", () => {
    const t = translatorFor('da', { 'gallery.count.other': '{count} fotos' });
    expect(t('gallery.count', { count: 1 })).toBe('1 fotos');
  });

  it('chooses in an island from the picked forms, in the language it is given', () => {
    const strings = pickStrings(translatorFor('sv'), pluralForms('gallery.count'));
    expect(createTranslate([strings], 'sv')('gallery.count', { count: 1 })).toBe('1 bild');
    expect(createTranslate([strings], 'sv')('gallery.count', { count: 2 })).toBe('2 bilder');
  });

  it.each(Object.entries(INTL_LOCALES))(
    '%s (%s) needs no plural category the tables lack',
    (_language, locale) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const category of categories) expect(PLURAL_CATEGORIES).toContain(category);
    },
  );

  it.each(Object.entries(LOCALE_TRANSLATIONS))('%s has every form of every plural key', (_l, t) => {
    const table: Readonly<Record<string, string>> = { ...t };
    for (const key of PLURAL_KEYS)
      for (const form of pluralForms(key)) expect(table[form]?.trim() ?? '').not.toBe('');
  });
});

describe('interpolate', () => {
  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('{count} of {total}', { count: 2 })).toBe('2 of {total}');
  });
});

describe('pickStrings', () => {
  it('resolves only the keys asked for', () => {
    expect(pickStrings(translatorFor('nb'), ['teaser_list.load_more'])).toEqual({
      'teaser_list.load_more': 'Vis flere',
    });
  });
});

describe('the locale files', () => {
  const english = Object.keys(LOCALE_TRANSLATIONS.en).sort();

  const asTable = (table: Translations): Readonly<Record<string, string>> => ({ ...table });
  const tables = Object.entries(LOCALE_TRANSLATIONS).map(
    ([language, table]) => [language, asTable(table)] as const,
  );
  const englishTable = asTable(LOCALE_TRANSLATIONS.en);

  it.each(tables)('%s has every key with a non-empty string', (_language, table) => {
    expect(Object.keys(table).sort()).toEqual(english);
    for (const value of Object.values(table)) expect(value.trim()).not.toBe('');
  });

  it.each(tables)('%s uses only the {name} placeholders that English uses', (_language, table) => {
    for (const [key, value] of Object.entries(table)) {
      const placeholders = (value.match(/\{\w+\}/g) ?? []).sort();
      const expected = (englishTable[key]?.match(/\{\w+\}/g) ?? []).sort();
      expect({ key, placeholders }).toEqual({ key, placeholders: expected });
    }
  });
});
