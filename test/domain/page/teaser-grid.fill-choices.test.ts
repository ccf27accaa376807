import { describe, expect, it } from 'vitest';
import { gridFill } from '../../../src/domain/page/teaser-grid.rules';

describe('how a fixed teaser list fills its grid', () => {
  it('drops to two columns when that shows every teaser and three or four would not', () => {
    expect(gridFill(10, 3)).toEqual({ columns: 2, shown: 10 });
  });

  it('leaves out the half-empty last row when no other width shows more', () => {
    expect(gridFill(7, 3)).toEqual({ columns: 3, shown: 6 });
  });

  it('keeps every teaser of a list that loads more, in the columns asked for', () => {
    expect(gridFill(5, 4, true)).toEqual({ columns: 4, shown: 5 });
  });
});
