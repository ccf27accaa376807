import { describe, expect, it } from 'vitest';
import { readAmount, readPriceText } from '../../../src/domain/content/price-text.rules';

describe('prices as editors type them', () => {
  it('reads thousands grouped in any market’s way, however many groups', () => {
    expect(readAmount('12.000')).toBe(12000);
    expect(readAmount('250,000')).toBe(250000);
    expect(readAmount('1.000.000')).toBe(1000000);
    expect(readAmount('1 250 000,50')).toBe(1250000.5);
  });

  it('reads a price with spaces around it', () => {
    expect(readPriceText('  499 kr ')).toEqual({ amount: 499, currency: 'kr', qualifier: null });
  });

  it('reads currencies and "about" words in any case', () => {
    expect(readPriceText('500 dkk')).toEqual({ amount: 500, currency: 'DKK', qualifier: null });
    expect(readPriceText('Ca. 300 KR')).toEqual({ amount: 300, currency: 'kr', qualifier: 'Ca.' });
  });

  it('reads no price from a number that is not one', () => {
    expect(readPriceText('1.29.9 kr')).toBeNull();
    expect(readPriceText('12.34.567 €')).toBeNull();
  });
});
