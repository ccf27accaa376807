import { describe, expect, it } from 'vitest';
import { computedSequence, withoutPositions } from '../../../sandbox/store/article-sequence';

describe('withoutPositions', () => {
  const source = computedSequence(12, (index) => index * 10);
  const skipped = [0, 3, 4, 11];
  const expected = source.slice().filter((_, index) => !skipped.includes(index));

  it('is the source without the skipped positions, item by item', () => {
    const sequence = withoutPositions(source, skipped);
    expect(sequence.length).toBe(expected.length);
    expect(Array.from({ length: sequence.length }, (_, at) => sequence.at(at))).toEqual(expected);
    expect(sequence.at(-1)).toBe(expected.at(-1));
    expect(sequence.at(sequence.length)).toBeUndefined();
  });

  it('slices as an array of the remaining items does', () => {
    const sequence = withoutPositions(source, skipped);
    for (const [start, end] of [
      [0, 8],
      [1, 4],
      [2, 3],
      [-3, undefined],
      [5, 2],
    ] as const)
      expect(sequence.slice(start, end), `${String(start)}…${String(end)}`).toEqual(
        expected.slice(start, end),
      );
  });
});
