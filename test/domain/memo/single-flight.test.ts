import { describe, expect, it } from 'vitest';
import { SingleFlight } from '../../../src/domain/memo/single-flight';

describe('SingleFlight', () => {
  it('shares one run among the callers of a key while it runs, and runs again once it settled', async () => {
    const flights = new SingleFlight<string>();
    let started = 0;
    let finish: (value: string) => void = () => undefined;
    const start = () => {
      started += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = flights.run('a', start);
    const second = flights.run('a', start);
    expect(started).toBe(1);
    expect(flights.has('a')).toBe(true);
    expect(flights.size).toBe(1);
    finish('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(flights.has('a')).toBe(false);
    expect(flights.size).toBe(0);
    void flights.run('a', start);
    expect(started).toBe(2);
  });

  it('keeps keys apart and frees a key whose run failed', async () => {
    const flights = new SingleFlight<number>();
    const failing = flights.run('a', () => Promise.reject(new Error('origin failed')));
    const other = flights.run('b', () => Promise.resolve(2));
    expect(flights.size).toBe(2);
    await expect(failing).rejects.toThrow('origin failed');
    expect(await other).toBe(2);
    expect(flights.has('a')).toBe(false);
    expect(await flights.run('a', () => Promise.resolve(1))).toBe(1);
  });
});
