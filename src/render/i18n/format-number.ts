import type { LanguageCode } from '../../domain/site/site.types';

/** The BCP 47 locale `Intl` formats a language's numbers and dates in. */
export const INTL_LOCALES: Readonly<Record<LanguageCode, string>> = {
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
  return new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 2 }).format(value);
}

/** The vulgar fractions a kitchen measure is written with, by value. */
const FRACTIONS: readonly (readonly [number, string])[] = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** How far from a fraction an amount may be and still be it (`0.33` is ⅓, `0.3` is not). */
const FRACTION_TOLERANCE = 0.011;

/**
 * An amount as a cook writes it: halves, thirds and quarters as fraction glyphs (`½`, `1½`, `⅔`),
 * any other number as {@link formatNumber} writes it (`1,2`, `4`).
 */
export function formatFraction(value: number, language: LanguageCode): string {
  if (!Number.isFinite(value) || value <= 0) return formatNumber(value, language);
  const whole = Math.floor(value + FRACTION_TOLERANCE);
  const rest = value - whole;
  const glyph = FRACTIONS.find(([fraction]) => Math.abs(rest - fraction) < FRACTION_TOLERANCE)?.[1];
  if (glyph === undefined) return formatNumber(value, language);
  return whole === 0 ? glyph : `${formatNumber(whole, language)}${glyph}`;
}

/**
 * An amount of money as the language writes it in the currency: `18.995 kr.` (da), `18 995 kr`
 * (sv), `€ 329` (nl); whole amounts without decimals, others with two (`1.299,50 kr.`). The bare
 * number and code when the currency is odd.
 */
export function formatPrice(amount: number, currency: string, language: LanguageCode): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${formatNumber(amount, language)} ${currency}`;
  }
}

/** A price with the "about" word the editor put before it: `ca. 3.500 kr.`. */
export function formatPriceOf(
  price: { readonly amount: number; readonly currency: string; readonly qualifier?: string },
  language: LanguageCode,
): string {
  const amount = formatPrice(price.amount, price.currency, language);
  return price.qualifier === undefined ? amount : `${price.qualifier} ${amount}`;
}

/** A file size in kB or MB. */
export function formatFileSize(bytes: number, language: LanguageCode): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), language)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} kB`;
}
