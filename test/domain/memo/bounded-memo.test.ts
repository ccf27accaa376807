import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../../../src/domain/memo/bounded-memo';

describe('BoundedMemo', () => {
  it('computes a key once and answers it from memory after', () => {
    const memo = new BoundedMemo<string | null>(4);
    let computed = 0;
    const compute = () => {
      computed += 1;
      return null;
    };
    expect(memo.get('a', compute)).toBeNull();
    expect(memo.get('a', compute)).toBeNull();
    expect(computed).toBe(1);
  });

  it('never holds more than its limit: when full it starts over', () => {
    const memo = new BoundedMemo<number>(3);
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) memo.get(key, () => index);
    expect(memo.size).toBe(1);
    let computed = 0;
    expect(
      memo.get('a', () => {
        computed += 1;
        return 9;
      }),
    ).toBe(9);
    expect(computed).toBe(1);
  });
});
