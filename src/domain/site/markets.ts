import type { BrandPrefix, LanguageCode, Locale, MarketCode } from './site.types';

interface MarketFacts {
  readonly locale: Locale;
  readonly language: LanguageCode;
  readonly brandPrefix: BrandPrefix;
  /** hreflang value, e.g. `da-DK`. */
  readonly hreflang: string;
  /** ISO 4217 currency of the market. */
  readonly currency: string;
  /** IANA time zone of the market's sites. */
  readonly timeZone: string;
}

/** The markets: locale, language, brand prefix, hreflang, currency and time zone by country. */
export const MARKETS: Readonly<Record<MarketCode, MarketFacts>> = {
  dk: {
    locale: 'da-DK',
    language: 'da',
    brandPrefix: 'bod',
    hreflang: 'da-DK',
    currency: 'DKK',
    timeZone: 'Europe/Copenhagen',
  },
  se: {
    locale: 'sv-SE',
    language: 'sv',
    brandPrefix: 'bse',
    hreflang: 'sv-SE',
    currency: 'SEK',
    timeZone: 'Europe/Stockholm',
  },
  no: {
    locale: 'nb-NO',
    language: 'nb',
    brandPrefix: 'bno',
    hreflang: 'nb-NO',
    currency: 'NOK',
    timeZone: 'Europe/Oslo',
  },
  fi: {
    locale: 'fi-FI',
    language: 'fi',
    brandPrefix: 'bfi',
    hreflang: 'fi-FI',
    currency: 'EUR',
    timeZone: 'Europe/Helsinki',
  },
  nl: {
    locale: 'nl-NL',
    language: 'nl',
    brandPrefix: 'bnl',
    hreflang: 'nl-NL',
    currency: 'EUR',
    timeZone: 'Europe/Amsterdam',
  },
};

export function isMarketCode(value: string): value is MarketCode {
  return Object.hasOwn(MARKETS, value);
}

/** The language of each locale: the five markets plus de-DE and en. */
export const LANGUAGE_BY_LOCALE: Readonly<Record<Locale, LanguageCode>> = {
  'da-DK': 'da',
  'sv-SE': 'sv',
  'nb-NO': 'nb',
  'fi-FI': 'fi',
  'nl-NL': 'nl',
  'de-DE': 'de',
  en: 'en',
};

/** Brand codes that emit alternate-language (hreflang) links. */
export const HREFLANG_BRANDS: ReadonlySet<string> = new Set(['BOM', 'COS', 'TAR', 'WOM']);

/** Brand code passed to the identity service when none is configured. */
export const DEFAULT_BRAND_CODE = 'PAS';
