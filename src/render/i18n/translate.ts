import type { TranslationKey } from './translations.types';

export type TranslationParams = Readonly<Record<string, string | number>>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;
/** A table of strings by key: a locale file, the site's strings, or strings picked for an island. */
export type TranslationTable = Readonly<Partial<Record<TranslationKey, string>>>;

/** Replaces `{name}` placeholders; unknown placeholders stay as they are. */
export function interpolate(template: string, params: TranslationParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * A translate function over tables in lookup order: the first non-empty string wins, and a key
 * found nowhere is returned as it is (a missing translation shows its key, never an empty string).
 * This file imports no locale table, so islands can use it without shipping every language.
 */
export function createTranslate(tables: readonly TranslationTable[]): Translate {
  return (key, params) => {
    for (const table of tables) {
      const value = table[key];
      if (value !== undefined && value !== '') return interpolate(value, params);
    }
    return key;
  };
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
