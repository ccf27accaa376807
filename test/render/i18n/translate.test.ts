import { describe, expect, it } from 'vitest';
import { LOCALE_TRANSLATIONS, translatorFor } from '../../../src/render/i18n/locale-translations';
import { createTranslate, interpolate, pickStrings } from '../../../src/render/i18n/translate';
import type { Translations } from '../../../src/render/i18n/translations.types';

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
