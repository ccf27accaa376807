import { describe, expect, it } from 'vitest';
import { SearchIndex, type SearchDocument } from '../../../sandbox/search/search.index';

function doc(title: string, description = '', category = 'Træning'): SearchDocument {
  return { title, description, facets: { category, type: 'default' } };
}

describe('SearchIndex', () => {
  const index = new SearchIndex(
    [
      doc('5 øvelser til stærke ben'),
      doc('Sund morgenmad', 'Med havregryn og æbler'),
      doc('Løbetræning for begyndere', 'Kom i gang med at løbe'),
      doc('Havregryn med bær', 'En øvelse i tålmodighed', 'Opskrifter'),
    ],
    'da',
  );

  it('finds Danish letters typed with, spelled out or reduced', () => {
    expect(index.search('øvelser')).toEqual([0]);
    expect(index.search('oevelser')).toEqual([0]);
    expect(index.search('ovelser')).toEqual([0]);
  });

  it('matches the start of words and requires every word of the query', () => {
    expect(index.search('løb')).toEqual([2]);
    expect(index.search('havregryn sund')).toEqual([1]);
    expect(index.search('havregryn kage')).toEqual([]);
  });

  it('ranks a title hit above a description hit', () => {
    expect(index.search('havregryn')).toEqual([3, 1]);
  });

  it('answers nothing for a query without words', () => {
    expect(index.search('  !! ')).toEqual([]);
  });

  it('folds Swedish å and ä to a', () => {
    const swedish = new SearchIndex([doc('Träning på gymmet')], 'sv');
    expect(swedish.search('traning pa')).toEqual([0]);
  });
});
