import { describe, expect, it } from 'vitest';
import { fold, parseFacets } from '../../../sandbox/api/search.rules';

describe('search folding', () => {
  it('removes case and accents', () => {
    expect(fold('Övningar för STARKA ben')).toBe('ovningar for starka ben');
    expect(fold('Näytä lisää')).toBe('nayta lisaa');
  });

  it('spells out the Danish and Norwegian letters, or reduces them in the loose form', () => {
    expect(fold('Løb på æbler')).toBe('loeb paa aebler');
    expect(fold('Løb på æbler', true)).toBe('lob pa abler');
  });
});

describe('search facets', () => {
  it('reads an object of selected values by field', () => {
    expect(parseFacets('{"category":["Styrke","Mad"]}')).toEqual(
      new Map([['category', new Set(['Styrke', 'Mad'])]]),
    );
    expect(parseFacets(undefined)).toEqual(new Map());
  });

  it('rejects anything else', () => {
    expect(parseFacets('{nope')).toBeNull();
    expect(parseFacets('["Styrke"]')).toBeNull();
    expect(parseFacets('{"category":[1]}')).toBeNull();
  });
});
