import { describe, expect, it } from 'vitest';
import type { DisplayHint } from '../../../../src/domain/teasers/display-hints';
import {
  fittedLayout,
  hintModifier,
  teaserListLayout,
} from '../../../../src/render/components/teaser-list/teaser-list-layout';

describe('teaserListLayout', () => {
  it.each([
    ['1col', { kind: 'grid', columns: 1 }],
    ['2col', { kind: 'grid', columns: 2 }],
    ['3col', { kind: 'grid', columns: 3 }],
    ['4col', { kind: 'grid', columns: 4 }],
    ['related', { kind: 'grid', columns: 4 }],
    ['featured', { kind: 'split', lead: 'first', columns: 3 }],
    ['1plus2', { kind: 'split', lead: 'first', columns: 1 }],
    ['2plus1', { kind: 'split', lead: 'last', columns: 1 }],
    ['1plus4', { kind: 'split', lead: 'first', columns: 2 }],
    ['4plus1', { kind: 'split', lead: 'last', columns: 2 }],
    ['text+4', { kind: 'text-plus', columns: 2 }],
    ['toplist', { kind: 'toplist' }],
    ['staff', { kind: 'staff' }],
    ['slider4col', { kind: 'slider', variant: 'columns' }],
    ['slider-netflix', { kind: 'slider', variant: 'netflix' }],
    ['commercial_spot', { kind: 'commercial', wide: false }],
    ['commercial_spot-wide', { kind: 'commercial', wide: true }],
  ] as const)('lays out %s', (hint, layout) => {
    expect(teaserListLayout(hint)).toEqual(layout);
  });

  it('turns a hint into a CSS-safe modifier', () => {
    expect(hintModifier('text+4')).toBe('text-4');
    expect(hintModifier('commercial_spot-wide')).toBe('commercial_spot-wide');
  });
});

describe('fittedLayout', () => {
  it.each<[DisplayHint, number, object]>([
    ['1plus2', 3, { kind: 'split', lead: 'first', columns: 1 }],
    ['1plus2', 2, { kind: 'grid', columns: 2 }],
    ['2plus1', 2, { kind: 'grid', columns: 2 }],
    ['1plus4', 5, { kind: 'split', lead: 'first', columns: 2 }],
    ['1plus4', 4, { kind: 'grid', columns: 4 }],
    ['4plus1', 3, { kind: 'grid', columns: 3 }],
    ['1plus2', 1, { kind: 'grid', columns: 1 }],
    ['featured', 2, { kind: 'split', lead: 'first', columns: 3 }],
    ['3col', 2, { kind: 'grid', columns: 3 }],
  ])('lays out %s with %i teasers without a hole beside the large one', (hint, count, layout) => {
    expect(fittedLayout(teaserListLayout(hint), count)).toEqual(layout);
  });
});
