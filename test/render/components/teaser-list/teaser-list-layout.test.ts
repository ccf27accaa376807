import { describe, expect, it } from 'vitest';
import { teaserListLayout } from '../../../../src/render/components/teaser-list/teaser-list-layout';

describe('teaserListLayout', () => {
  it.each([
    ['1col', { kind: 'grid', columns: 1 }],
    ['2col', { kind: 'grid', columns: 2 }],
    ['3col', { kind: 'grid', columns: 3 }],
    ['4col', { kind: 'grid', columns: 4 }],
    ['featured', { kind: 'featured', columns: 3 }],
    ['1plus4', { kind: 'featured', columns: 4 }],
    ['toplist', { kind: 'toplist' }],
    ['slider4col', { kind: 'slider' }],
    ['slider-netflix', { kind: 'slider' }],
    ['commercial_spot-wide', { kind: 'grid', columns: 1 }],
  ])('lays out %s', (hint, layout) => {
    expect(teaserListLayout(hint)).toEqual(layout);
  });

  it('falls back to a three-column grid for an unknown hint', () => {
    expect(teaserListLayout('carousel-3d')).toEqual({ kind: 'grid', columns: 3 });
  });
});
