import type { LanguageCode } from '../../domain/site/site.types';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { fi } from './fi';
import { nb } from './nb';
import { nl } from './nl';
import { sv } from './sv';
import { createTranslate, type Translate, type TranslationTable } from './translate';
import type { Translations } from './translations.types';

/** The typed fallback strings per language (server only: islands get picked strings as props). */
export const LOCALE_TRANSLATIONS: Readonly<Record<LanguageCode, Translations>> = {
  da,
  sv,
  nb,
  fi,
  nl,
  de,
  en,
};

/**
 * Lookup order: the site's translation strings from the content API, then the locale file, then
 * the key. Numbers and plural forms as `language` writes them.
 */
export function translatorFor(
  language: LanguageCode,
  siteStrings: TranslationTable = {},
): Translate {
  return createTranslate([siteStrings, LOCALE_TRANSLATIONS[language]], language);
}
