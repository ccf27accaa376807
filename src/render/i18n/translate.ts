import type { LanguageCode } from '../../domain/site/site.types';
import { INTL_LOCALES } from './format-number';
import { PLURAL_CATEGORIES, type PluralKey, type TranslationKey } from './translations.types';

export type TranslationParams = Readonly<Record<string, string | number>>;
/** A UI string by key; a plural key (`search.results_count`) takes its form from `count`. */
export type Translate = (key: TranslationKey | PluralKey, params?: TranslationParams) => string;
/** A table of strings by key: a locale file, the site's strings, or strings picked for an island. */
export type TranslationTable = Readonly<Partial<Record<TranslationKey, string>>>;

type NumberWriter = (value: number) => string;

const numberWriters = new Map<LanguageCode, NumberWriter>();

/**
 * How a placeholder's number is written in `language`: its decimal separator (`412,5`), at most
 * two decimals, and a thousands separator from five digits on (`12.500`, but the year `2026`).
 */
function numberWriter(language: LanguageCode): NumberWriter {
  let writer = numberWriters.get(language);
  if (writer === undefined) {
    const format = new Intl.NumberFormat(INTL_LOCALES[language], {
      maximumFractionDigits: 2,
      // 'min2' is ES2023's Intl.NumberFormat v3, which the lib typings do not list yet.
      useGrouping: 'min2' as unknown as boolean,
    });
    writer = (value) => format.format(value);
    numberWriters.set(language, writer);
  }
  return writer;
}

/**
 * Replaces `{name}` placeholders; unknown placeholders stay as they are. Numbers are written as
 * `language` writes them (without a language, as they come).
 */
export function interpolate(
  template: string,
  params: TranslationParams = {},
  language: LanguageCode | null = null,
): string {
  const write = language === null ? String : numberWriter(language);
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? write(value) : value;
  });
}

const pluralRules = new Map<LanguageCode, Intl.PluralRules>();

/** The CLDR plural category of `count` in `language` (`one`, `other` …), by `Intl.PluralRules`. */
export function pluralCategory(count: number, language: LanguageCode): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(INTL_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The string of `key` in one table. With a numeric `count`, a plural key's form for the count's
 * category wins (`search.results_count.one`), then its `other` form, then the key itself.
 */
function lookup(
  table: TranslationTable,
  key: string,
  count: number | null,
  language: LanguageCode,
): string | undefined {
  const strings = table as Readonly<Record<string, string | undefined>>;
  const candidates =
    count === null ? [key] : [`${key}.${pluralCategory(count, language)}`, `${key}.other`, key];
  for (const candidate of candidates) {
    const value = strings[candidate];
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

/**
 * A translate function over tables in lookup order: the first non-empty string wins, and a key
 * found nowhere is returned as it is (a missing translation shows its key, never an empty string).
 * Numbers are written and plural forms chosen as `language` does. This file imports no locale
 * table, so islands can use it without shipping every language.
 */
export function createTranslate(
  tables: readonly TranslationTable[],
  language: LanguageCode = 'en',
): Translate {
  return (key, params) => {
    const count = typeof params?.count === 'number' ? params.count : null;
    for (const table of tables) {
      const value = lookup(table, key, count, language);
      if (value !== undefined) return interpolate(value, params, language);
    }
    return key;
  };
}

/** The keys of a plural key's forms (`x.one`, `x.other`): what an island needs to choose from. */
export function pluralForms(key: PluralKey): readonly TranslationKey[] {
  return PLURAL_CATEGORIES.map((category) => `${key}.${category}` as const);
}

/** The strings of `keys` as the translate function resolves them (for island props). */
export function pickStrings<K extends TranslationKey>(
  translate: Translate,
  keys: readonly K[],
): Readonly<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) picked[key] = translate(key);
  return picked as Readonly<Record<K, string>>;
}
