import { describe, expect, it } from 'vitest';
import { DISPLAY_HINTS, type DisplayHint } from '../../../src/domain/teasers/display-hints';

function layoutOf(hint: DisplayHint) {
  return DISPLAY_HINTS[hint].layout;
}

describe('the layout a display hint gives its teaser list', () => {
  it('featured: one large teaser first, the others in three columns beside it', () => {
    expect(layoutOf('featured')).toEqual({ kind: 'split', lead: 'first', columns: 3 });
  });

  it('1plus2 and 2plus1: one large teaser beside a single column, first or last', () => {
    expect(layoutOf('1plus2')).toEqual({ kind: 'split', lead: 'first', columns: 1 });
    expect(layoutOf('2plus1')).toEqual({ kind: 'split', lead: 'last', columns: 1 });
  });

  it('1plus4 and 4plus1: one large teaser beside a two-column grid of four, first or last', () => {
    expect(layoutOf('1plus4')).toEqual({ kind: 'split', lead: 'first', columns: 2 });
    expect(layoutOf('4plus1')).toEqual({ kind: 'split', lead: 'last', columns: 2 });
  });

  it('1col to 4col: an even grid of that many columns; related lists are four columns', () => {
    expect(layoutOf('1col')).toEqual({ kind: 'grid', columns: 1 });
    expect(layoutOf('2col')).toEqual({ kind: 'grid', columns: 2 });
    expect(layoutOf('3col')).toEqual({ kind: 'grid', columns: 3 });
    expect(layoutOf('4col')).toEqual({ kind: 'grid', columns: 4 });
    expect(layoutOf('related')).toEqual({ kind: 'grid', columns: 4 });
  });

  it('text+4: the list text as a panel beside a two-column grid', () => {
    expect(layoutOf('text+4')).toEqual({ kind: 'text-plus', columns: 2 });
  });

  it('staff shows people, toplist a numbered list', () => {
    expect(layoutOf('staff')).toEqual({ kind: 'staff' });
    expect(layoutOf('toplist')).toEqual({ kind: 'toplist' });
  });

  it('slider4col slides in columns, slider-netflix with wide peeking slides', () => {
    expect(layoutOf('slider4col')).toEqual({ kind: 'slider', variant: 'columns' });
    expect(layoutOf('slider-netflix')).toEqual({ kind: 'slider', variant: 'netflix' });
  });

  it('commercial_spot is a boxed sponsored spot, commercial_spot-wide full width', () => {
    expect(layoutOf('commercial_spot')).toEqual({ kind: 'commercial', wide: false });
    expect(layoutOf('commercial_spot-wide')).toEqual({ kind: 'commercial', wide: true });
  });
});
