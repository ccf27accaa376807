import type { LanguageCode } from '../../domain/site/site.types';

const LOCALES: Readonly<Record<LanguageCode, string>> = {
  da: 'da-DK',
  sv: 'sv-SE',
  nb: 'nb-NO',
  fi: 'fi-FI',
  nl: 'nl-NL',
  de: 'de-DE',
  en: 'en-GB',
};

/** A number as the language writes it (`2,5` in Danish), at most two decimals. */
export function formatNumber(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(value);
}

/** An amount of money, e.g. `1.299,00 kr.`; the bare number and code when the currency is odd. */
export function formatPrice(amount: number, currency: string, language: LanguageCode): string {
  try {
    return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(amount);
  } catch {
    return `${formatNumber(amount, language)} ${currency}`;
  }
}

/** A file size in kB or MB. */
export function formatFileSize(bytes: number, language: LanguageCode): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), language)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} kB`;
}
