/**
 * The UI strings a site serves at `app/translation-strings`: every key the product's renderer
 * knows (its typed per-language tables, so a key another team adds is served at once), with the
 * brand's own market strings on top (site title, search hint, sign-up errors…).
 */
import { LOCALE_TRANSLATIONS } from '../../src/render/i18n/locale-translations';
import type { LanguageCode, MappingLanguage, TranslationStrings } from './content-pack.schema';

export type UiStrings = TranslationStrings & Readonly<Record<string, string>>;

export function uiStrings(
  language: LanguageCode | MappingLanguage,
  own: TranslationStrings | undefined,
): UiStrings {
  return { ...LOCALE_TRANSLATIONS[language], ...own } as UiStrings;
}
