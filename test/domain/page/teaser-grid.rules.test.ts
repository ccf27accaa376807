import { describe, expect, it } from 'vitest';
import { gridFill } from '../../../src/domain/page/teaser-grid.rules';

describe('gridFill', () => {
  it('narrows a grid to the teasers it has', () => {
    expect(gridFill(3, 4)).toEqual({ columns: 3, shown: 3 });
    expect(gridFill(1, 3)).toEqual({ columns: 1, shown: 1 });
  });

  it('keeps full rows, and every teaser of a one-column list', () => {
    expect(gridFill(8, 4)).toEqual({ columns: 4, shown: 8 });
    expect(gridFill(4, 2)).toEqual({ columns: 2, shown: 4 });
    expect(gridFill(5, 1)).toEqual({ columns: 1, shown: 5 });
  });

  it('uses one column fewer or more when that leaves no hole and shows more', () => {
    expect(gridFill(6, 4)).toEqual({ columns: 3, shown: 6 });
    expect(gridFill(7, 4)).toEqual({ columns: 3, shown: 6 });
    expect(gridFill(3, 2)).toEqual({ columns: 3, shown: 3 });
    expect(gridFill(8, 3)).toEqual({ columns: 4, shown: 8 });
  });

  it('never turns a grid of columns into one column, nor wider than four', () => {
    expect(gridFill(5, 2)).toEqual({ columns: 2, shown: 4 });
    expect(gridFill(5, 4)).toEqual({ columns: 4, shown: 4 });
    expect(gridFill(9, 6)).toEqual({ columns: 3, shown: 9 });
  });

  it('keeps every teaser of a list that loads more, and shows nothing of none', () => {
    expect(gridFill(5, 4, true)).toEqual({ columns: 4, shown: 5 });
    expect(gridFill(0, 4)).toEqual({ columns: 4, shown: 0 });
  });
});
