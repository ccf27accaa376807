import { describe, expect, it } from 'vitest';
import { readAmount, readPriceText } from '../../../src/domain/content/price-text.rules';

describe('readPriceText', () => {
  it.each([
    ['18995 kr', 18995, 'kr'],
    ['2 495 kr', 2495, 'kr'],
    ['1.299,00 kr.', 1299, 'kr'],
    ['449 kr.', 449, 'kr'],
    ['329 €', 329, 'EUR'],
    ['€ 329', 329, 'EUR'],
    ['1,299.50 SEK', 1299.5, 'SEK'],
    ['199,-', 199, null],
  ])('reads %s as %d in %s', (text, amount, currency) => {
    expect(readPriceText(text)).toEqual({ amount, currency, qualifier: null });
  });

  it('keeps the "about" word before the price', () => {
    expect(readPriceText('ca. 3.000 kr.')).toEqual({
      amount: 3000,
      currency: 'kr',
      qualifier: 'ca.',
    });
    expect(readPriceText('n. 400 €')).toEqual({ amount: 400, currency: 'EUR', qualifier: 'n.' });
    expect(readPriceText('ca. € 400')).toEqual({ amount: 400, currency: 'EUR', qualifier: 'ca.' });
  });

  it('reads no price from a text that is not exactly one', () => {
    expect(readPriceText('fra 200 til 400 kr')).toBeNull();
    expect(readPriceText('gratis')).toBeNull();
    expect(readPriceText('2019-model 499 kr')).toBeNull();
    expect(readPriceText('€ 329 EUR')).toBeNull();
  });
});

describe('readAmount', () => {
  it('tells thousands groups from a decimal mark', () => {
    expect(readAmount('3.000')).toBe(3000);
    expect(readAmount('12,5')).toBe(12.5);
    expect(readAmount('1 299,95')).toBe(1299.95);
    expect(readAmount('1.29.9')).toBeNull();
  });
});
