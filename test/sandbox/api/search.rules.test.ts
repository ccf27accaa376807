import { describe, expect, it } from 'vitest';
import { facetSelection, parseFacets } from '../../../sandbox/api/search.rules';
import { highlight } from '../../../sandbox/search/search-highlight';

describe('search facets', () => {
  it('reads an object of selected values by field', () => {
    expect(parseFacets('{"wom-taxo-cat-top":["Træning","Mad"]}')).toEqual(
      new Map([['wom-taxo-cat-top', new Set(['Træning', 'Mad'])]]),
    );
    expect(facetSelection({ 'wom-taxo-editorial-type': 'Guide' })).toEqual(
      new Map([['wom-taxo-editorial-type', new Set(['Guide'])]]),
    );
    expect(parseFacets(undefined)).toEqual(new Map());
    expect(facetSelection(undefined)).toEqual(new Map());
  });

  it('rejects anything else', () => {
    expect(parseFacets('{nope')).toBeNull();
    expect(parseFacets('["Styrke"]')).toBeNull();
    expect(parseFacets('{"category":[1]}')).toBeNull();
    expect(facetSelection('Styrke')).toBeNull();
  });
});

describe('search highlights', () => {
  it('wraps every word a query word starts, folded, in <strong>', () => {
    expect(highlight('Fem øvelser for stærke ben', 'ovelse BEN', 'da')).toBe(
      'Fem <strong>øvelser</strong> for stærke <strong>ben</strong>',
    );
  });

  it('leaves a text without matches as it is', () => {
    expect(highlight('Sund morgenmad', 'løb', 'da')).toBe('Sund morgenmad');
    expect(highlight('Sund morgenmad', '  ', 'da')).toBe('Sund morgenmad');
  });
});
