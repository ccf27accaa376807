import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceOf } from '../../../src/render/i18n/format-number';

/** Intl writes no-break spaces; compare with plain ones. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('formatPrice', () => {
  it.each([
    ['da', 'DKK', '18.995 kr.'],
    ['sv', 'SEK', '18 995 kr'],
    ['nb', 'NOK', '18 995 kr'],
    ['fi', 'EUR', '18 995 €'],
    ['nl', 'EUR', '€ 18.995'],
  ] as const)(
    'writes a whole amount in %s %s as %s, without decimals',
    (language, currency, text) => {
      expect(plain(formatPrice(18995, currency, language))).toBe(text);
    },
  );

  it.each([
    ['da', 'DKK', '1.299,50 kr.'],
    ['sv', 'SEK', '1 299,50 kr'],
    ['nl', 'EUR', '€ 1.299,50'],
  ] as const)('writes an amount with cents in %s %s as %s', (language, currency, text) => {
    expect(plain(formatPrice(1299.5, currency, language))).toBe(text);
  });

  it('puts the editor\'s "about" word before the amount', () => {
    expect(plain(formatPriceOf({ amount: 3500, currency: 'NOK', qualifier: 'ca.' }, 'nb'))).toBe(
      'ca. 3 500 kr',
    );
  });
});
