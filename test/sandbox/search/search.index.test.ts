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

describe('SearchIndex edits', () => {
  const documents = (): SearchDocument[] => [
    doc('5 øvelser til stærke ben', 'Squat og udfald'),
    doc('Sund morgenmad', 'Med havregryn og æbler', 'Mad'),
    doc('Løbetræning for begyndere', 'Kom i gang med at løbe'),
    doc('Havregryn med bær', 'En øvelse i tålmodighed', 'Opskrifter'),
    doc('Styrketræning hjemme', 'Øvelser uden udstyr'),
    doc('Havregrød på fem minutter', 'Morgenmad med havregryn', 'Opskrifter'),
  ];
  const queries = ['havregryn', 'øvelser', 'morgenmad', 'træning', 'opskrifter', 'gryn', 'løb'];

  it('finds a replaced document by its new words and no longer by its old ones', () => {
    const index = new SearchIndex(documents(), 'da');
    index.set(2, doc('Intervaller på bjerget', 'Pulsen op'));
    expect(index.search('intervaller')).toEqual([2]);
    expect(index.search('begyndere')).toEqual([]);
  });

  it('ranks after a replacement as an index built with the new document does', () => {
    const index = new SearchIndex(documents(), 'da');
    const changed = documents();
    changed[1] = doc('Havregryn til morgenmad', 'Havregryn, æbler og kanel', 'Mad');
    index.set(1, changed[1]);
    const fresh = new SearchIndex(changed, 'da');
    for (const query of queries) expect(index.search(query), query).toEqual(fresh.search(query));
  });

  it('ranks after a removal as an index built without the document does, numbers kept', () => {
    const index = new SearchIndex(documents(), 'da');
    index.set(3, null);
    const rest = documents().filter((_, doc) => doc !== 3);
    const fresh = new SearchIndex(rest, 'da');
    const number = (doc: number): number => (doc >= 3 ? doc + 1 : doc);
    for (const query of queries)
      expect(index.search(query), query).toEqual(fresh.search(query).map(number));
    expect(index.size).toBe(5);
    expect(index.document(3)).toBeUndefined();
  });

  it('finds an added document first among equals: it is the newest', () => {
    const index = new SearchIndex(documents(), 'da');
    const added = index.add(doc('Havregryn med bær', 'En øvelse i tålmodighed', 'Opskrifter'));
    expect(added).toBe(6);
    expect(index.search('bær').slice(0, 2)).toEqual([6, 3]);
    expect(index.size).toBe(7);
  });

  it('takes a replacement of a replacement, the words of the first one gone', () => {
    const index = new SearchIndex(documents(), 'da');
    index.set(0, doc('Zebra', 'Første udgave'));
    index.set(0, doc('Giraf', 'Anden udgave'));
    expect(index.search('zebra')).toEqual([]);
    expect(index.search('giraf')).toEqual([0]);
    expect(index.search('udgave')).toEqual([0]);
  });
});
