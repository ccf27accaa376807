import { describe, expect, it } from 'vitest';
import {
  HREFLANG_BRANDS,
  isMarketCode,
  LANGUAGE_BY_LOCALE,
  MARKETS,
} from '../../../src/domain/site/markets';

describe('MARKETS', () => {
  it('gives each market its locale, content language, brand prefix, hreflang, currency and time zone', () => {
    expect(MARKETS).toEqual({
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
    });
  });

  it('knows the five market codes and nothing inherited from Object', () => {
    for (const code of ['dk', 'se', 'no', 'fi', 'nl']) expect(isMarketCode(code)).toBe(true);
    for (const code of ['de', 'DK', '', 'toString', '__proto__']) {
      expect(isMarketCode(code)).toBe(false);
    }
  });
});

describe('LANGUAGE_BY_LOCALE', () => {
  it('maps the five market locales, German and English to their content language', () => {
    expect(LANGUAGE_BY_LOCALE).toEqual({
      'da-DK': 'da',
      'sv-SE': 'sv',
      'nb-NO': 'nb',
      'fi-FI': 'fi',
      'nl-NL': 'nl',
      'de-DE': 'de',
      en: 'en',
    });
  });
});

describe('HREFLANG_BRANDS', () => {
  it('are BOM, COS, TAR and WOM', () => {
    expect([...HREFLANG_BRANDS].sort()).toEqual(['BOM', 'COS', 'TAR', 'WOM']);
  });
});
