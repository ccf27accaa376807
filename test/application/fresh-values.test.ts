import { describe, expect, it } from 'vitest';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';
import { FreshValues } from '../../src/application/fresh-values';

function setup(limit = 10) {
  const clock = { at: 0 };
  const values = new FreshValues<string>({ now: () => clock.at, limit, maps: lruBoundedMaps });
  const loads: string[] = [];
  const load = (key: string, value: string | null) => () => {
    loads.push(key);
    return Promise.resolve(value);
  };
  return { clock, values, loads, load };
}

describe('FreshValues', () => {
  it('loads a key once while it is fresh', async () => {
    const { values, loads, load } = setup();
    expect(await values.get('a', 1000, load('a', 'one'))).toBe('one');
    expect(await values.get('a', 1000, load('a', 'two'))).toBe('one');
    expect(loads).toEqual(['a']);
  });

  it('shares one load among the callers that wait for it', async () => {
    const { values } = setup();
    let release: (value: string) => void = () => undefined;
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = values.get('a', 1000, slow);
    const second = values.get('a', 1000, slow);
    release('one');
    expect([await first, await second]).toEqual(['one', 'one']);
    expect(calls).toBe(1);
  });

  it('keeps the last good value when a refresh fails or finds nothing', async () => {
    const { clock, values } = setup();
    await values.get('a', 1000, () => Promise.resolve('one'));
    clock.at = 2000;
    expect(await values.get('a', 1000, () => Promise.reject(new Error('down')))).toBe('one');
    await Promise.resolve();
    expect(await values.get('a', 1000, () => Promise.resolve(null))).toBe('one');
    expect(values.peek('a')).toBe('one');
  });

  it('lets the key used least recently make way when the limit is reached', async () => {
    const { values } = setup(2);
    await values.get('a', 1000, () => Promise.resolve('A'));
    await values.get('b', 1000, () => Promise.resolve('B'));
    await values.get('a', 1000, () => Promise.resolve('not loaded'));
    await values.get('c', 1000, () => Promise.resolve('C'));
    expect(values.size).toBe(2);
    expect([values.peek('a'), values.peek('b'), values.peek('c')]).toEqual(['A', null, 'C']);
  });

  it('lets the oldest key make way when none was used since', async () => {
    const { values } = setup(2);
    await values.get('a', 1000, () => Promise.resolve('A'));
    await values.get('b', 1000, () => Promise.resolve('B'));
    await values.get('c', 1000, () => Promise.resolve('C'));
    expect(values.size).toBe(2);
    expect([values.peek('a'), values.peek('b'), values.peek('c')]).toEqual([null, 'B', 'C']);
  });
});
