import { describe, expect, it } from 'vitest';
import { articleChapters } from '../../../src/domain/content/chapters.rules';
import type { Widget } from '../../../src/domain/content/content.types';

function lead(key: string, title: string | null, overrides: Partial<Widget> = {}): Widget {
  return {
    type: 'lead_paragraph',
    key,
    locked: false,
    title,
    description: '',
    displayHint: 'chapter',
    ...overrides,
  } as Widget;
}

describe('articleChapters', () => {
  it('lists the chapter headings in order, numbering their anchors from 1', () => {
    expect(
      articleChapters([
        { type: 'chapters_summary', key: 'a', locked: false },
        lead('b', 'Intro'),
        { type: 'text_item', key: 'c', locked: false, body: 'Tekst' },
        lead('d', '  Materialer '),
      ]),
    ).toEqual([
      { key: 'b', title: 'Intro', anchor: 'chapter-1' },
      { key: 'd', title: 'Materialer', anchor: 'chapter-2' },
    ]);
  });

  it('leaves out lead paragraphs that are no chapter, untitled headings and locked ones', () => {
    expect(
      articleChapters([
        lead('a', 'Indledning', { displayHint: 'default' }),
        lead('b', 'Uden hint', { displayHint: undefined }),
        lead('c', '   '),
        lead('d', null),
        lead('e', 'Hemmeligt', { locked: true }),
        lead('f', 'Åbent'),
      ]),
    ).toEqual([{ key: 'f', title: 'Åbent', anchor: 'chapter-1' }]);
  });
});
