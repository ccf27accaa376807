import { describe, expect, it } from 'vitest';
import { highlightParts } from '../../../src/domain/search/highlight.rules';

function marked(
  text: string,
  query: string,
  language: string,
  highlights: readonly string[] = [],
): string[] {
  return highlightParts(text, query, language, highlights)
    .filter((part) => part.match)
    .map((part) => part.text);
}

describe('highlightParts', () => {
  it('marks a Danish word typed with the letters spelled out', () => {
    expect(marked('5 øvelser til stærke ben', 'oevelser', 'da')).toEqual(['øvelser']);
  });

  it('marks a Danish word typed with the letters reduced, as the search accepts', () => {
    expect(marked('5 øvelser til stærke ben', 'ovelser', 'da')).toEqual(['øvelser']);
  });

  it('marks a Norwegian word typed without its letters', () => {
    expect(marked('Gode øvelser for magen', 'ovel', 'nb')).toEqual(['øvel']);
  });

  it('marks accented letters by their plain form', () => {
    expect(marked('Café crème', 'cafe creme', 'nl')).toEqual(['Café', 'crème']);
  });

  it('marks only the start of words', () => {
    expect(marked('Træning og styrketræning', 'træning', 'da')).toEqual(['Træning']);
  });

  it('keeps the whole text as one unmarked part when nothing matches', () => {
    expect(highlightParts('Sund mad', 'kage', 'da')).toEqual([{ text: 'Sund mad', match: false }]);
  });

  it('marks the words the search engine marked as well as the query words', () => {
    expect(marked('Luftige pandekager med skyr', 'skyr', 'da', ['pandekager'])).toEqual([
      'pandekager',
      'skyr',
    ]);
  });

  it('marks an engine phrase as one part, spaces included', () => {
    expect(marked('Fem øvelser til stærke ben', 'xyz', 'da', ['stærke ben'])).toEqual([
      'stærke ben',
    ]);
  });

  it('marks engine words after the same folding, at the start of words only', () => {
    expect(marked('Øvelser og styrkeøvelser', '', 'da', ['ovelser'])).toEqual(['Øvelser']);
    expect(marked('Café crème', '', 'nl', ['CREME'])).toEqual(['crème']);
  });

  it('ignores empty or punctuation-only engine words', () => {
    expect(highlightParts('Sund mad', '', 'da', ['', ' ', '…'])).toEqual([
      { text: 'Sund mad', match: false },
    ]);
  });
});

describe('highlightParts, where a mark starts and ends', () => {
  it('marks the whole letter when a match ends inside a folded letter', () => {
    expect(marked('Blæser', 'bla', 'da')).toEqual(['Blæ']);
    expect(marked('Æble', 'a', 'da')).toEqual(['Æ']);
  });

  it('marks each occurrence by itself, up to its last letter', () => {
    expect(highlightParts('Bo og bi', 'b', 'da')).toEqual([
      { text: 'B', match: true },
      { text: 'o og ', match: false },
      { text: 'b', match: true },
      { text: 'i', match: false },
    ]);
  });

  it('marks a text that is matched whole as one marked part', () => {
    expect(highlightParts('Squat', 'squat', 'en')).toEqual([{ text: 'Squat', match: true }]);
  });

  it('gives an empty text back as one empty part', () => {
    expect(highlightParts('', 'squat', 'en')).toEqual([{ text: '', match: false }]);
  });

  it('tries the Norwegian folding for Danish only', () => {
    expect(marked('Æbler og pærer', 'abler', 'da')).toEqual(['Æbler']);
    expect(marked('Æbler og pærer', 'abler', 'nl')).toEqual([]);
  });

  it('reads engine phrases trimmed and with single spaces', () => {
    expect(marked('Fem øvelser til stærke ben', 'xyz', 'da', [' stærke   ben '])).toEqual([
      'stærke ben',
    ]);
  });

  it('ignores an engine word without letters or digits even where the text has it', () => {
    expect(highlightParts('Sund - mad', '', 'da', ['-'])).toEqual([
      { text: 'Sund - mad', match: false },
    ]);
  });
});

describe('highlightParts, letters that fold into two', () => {
  it('marks the whole letter when a match ends inside it, without a second folding', () => {
    expect(marked('Blæser', 'bla', 'en')).toEqual(['Blæ']);
    expect(marked('Æble', 'a', 'en')).toEqual(['Æ']);
    expect(marked('Æble', 'aeb', 'en')).toEqual(['Æb']);
  });
});
