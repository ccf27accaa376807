import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  DISPLAY_HINTS,
  displayHintOf,
  type DisplayHint,
  type DisplayHintSpec,
  type TeaserListPaging,
} from '../../../src/domain/teasers/display-hints';

const HINTS = Object.keys(DISPLAY_HINTS) as DisplayHint[];

describe('DISPLAY_HINTS', () => {
  it('holds the teaser types of the product spec, each once', () => {
    expect([...HINTS].sort()).toEqual(
      [
        'featured',
        '1plus2',
        '2plus1',
        '1col',
        '2col',
        '3col',
        '4col',
        '4plus1',
        '1plus4',
        'text+4',
        'related',
        'toplist',
        'staff',
        'slider4col',
        'slider-netflix',
        'commercial_spot',
        'commercial_spot-wide',
      ].sort(),
    );
  });

  it('asks a new hint for every field: none is optional', () => {
    expectTypeOf<DisplayHintSpec>().toEqualTypeOf<Required<DisplayHintSpec>>();
    expectTypeOf<TeaserListPaging>().toEqualTypeOf<Required<TeaserListPaging>>();
    expectTypeOf(DISPLAY_HINTS).toEqualTypeOf<Readonly<Record<DisplayHint, DisplayHintSpec>>>();
    const fiveTeasers = {
      ...DISPLAY_HINTS,
      // @ts-expect-error a hint without its paging (its first page and step) is not an entry
      '1plus4-dark': {
        layout: { kind: 'split', lead: 'first', columns: 2 },
        teaserImages: true,
        mostReadFill: null,
      },
    } satisfies Record<string, DisplayHintSpec>;
    const noFirstPage = {
      // @ts-expect-error the first page is asked for too (null: all the list arrived with)
      paging: { step: 4, columns: 2 },
      layout: { kind: 'split', lead: 'first', columns: 2 },
      teaserImages: true,
      mostReadFill: null,
    } satisfies DisplayHintSpec;
    expect(Object.keys(fiveTeasers)).toHaveLength(HINTS.length + 1);
    expect(noFirstPage.paging).not.toHaveProperty('firstPage');
  });

  it('appends loaded teasers in the grid of the list, or four columns', () => {
    const columns = Object.fromEntries(
      HINTS.map((hint) => [hint, DISPLAY_HINTS[hint].paging?.columns ?? null]),
    );
    expect(columns).toEqual({
      featured: 4,
      '1plus2': 4,
      '2plus1': 4,
      '1plus4': 4,
      '4plus1': 4,
      '1col': 1,
      '2col': 2,
      '3col': 3,
      '4col': 4,
      'text+4': 4,
      related: 4,
      staff: 4,
      toplist: null,
      slider4col: null,
      'slider-netflix': null,
      commercial_spot: 2,
      'commercial_spot-wide': 1,
    });
  });

  it('shows teaser images in every list but the top list, which alone the most read fill', () => {
    const imageless = HINTS.filter((hint) => !DISPLAY_HINTS[hint].teaserImages);
    const filled = HINTS.filter((hint) => DISPLAY_HINTS[hint].mostReadFill !== null);
    expect(imageless).toEqual(['toplist']);
    expect(filled).toEqual(['toplist']);
    expect(DISPLAY_HINTS.toplist.mostReadFill).toBe(5);
  });
});

describe('displayHintOf', () => {
  it('keeps a hint of the table', () => {
    for (const hint of HINTS) expect(displayHintOf(hint)).toBe(hint);
  });

  it('reads an absent hint as 4col', () => {
    expect(displayHintOf(null)).toBe('4col');
  });

  it('falls back to a three-column grid for an unknown hint', () => {
    for (const sent of ['carousel-3d', '', 'toString', '__proto__', '4COL']) {
      expect(displayHintOf(sent)).toBe('3col');
    }
    expect(DISPLAY_HINTS['3col'].layout).toEqual({ kind: 'grid', columns: 3 });
  });
});
