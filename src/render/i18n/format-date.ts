import { format, isValid, parseISO, type Locale as DateLocale } from 'date-fns';
import { da } from 'date-fns/locale/da';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { fi } from 'date-fns/locale/fi';
import { nb } from 'date-fns/locale/nb';
import { nl } from 'date-fns/locale/nl';
import { sv } from 'date-fns/locale/sv';
import type { LanguageCode } from '../../domain/site/site.types';

const DATE_LOCALES: Readonly<Record<LanguageCode, DateLocale>> = {
  da,
  sv,
  nb,
  fi,
  nl,
  de,
  en: enGB,
};

/** The local date-time `YYYY-MM-DDTHH:mm:ss` of a date string (its first 19 characters), or null. */
export function localDateTime(value: string | null): string | null {
  if (value === null) return null;
  const local = value.slice(0, 19).replace(' ', 'T');
  return isValid(parseISO(local)) ? local : null;
}

/** A date as `PPP` in the language's locale, e.g. `18. marts 2024`; null when it cannot be read. */
export function formatDate(value: string | null, language: LanguageCode): string | null {
  const local = localDateTime(value);
  if (local === null) return null;
  return format(parseISO(local), 'PPP', { locale: DATE_LOCALES[language] });
}
