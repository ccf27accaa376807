import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar, type BarElement } from '../../../client/browser/loading-bar';

/** A bar on a fake clock whose first request started at time 0. */
function startedBar() {
  const attributes = new Map<string, string>();
  const element: BarElement = {
    dataset: {},
    hidden: true,
    style: { transform: '' },
    setAttribute: (name, value) => {
      attributes.set(name, value);
    },
  };
  const bar = new LoadingBar(element);
  bar.start();
  return {
    bar,
    /** What the bar shows: its state, with `hidden` agreeing, or that it never showed. */
    state: () => {
      const state = element.dataset.state;
      if (state === undefined) return 'never shown';
      return element.hidden === (state === 'hidden') ? state : 'shown and hidden at once';
    },
    percent: () => attributes.get('aria-valuenow'),
  };
}

/** A bar whose one request started at time 0 and ended `ms` later, `ok` or failed. */
function endedAfter(ms: number, ok: boolean) {
  const started = startedBar();
  vi.advanceTimersByTime(ms);
  started.bar.end(ok);
  return started;
}

/** Moves the clock by each step in turn and reads the bar after each. */
function readAfter(
  read: () => string | undefined,
  steps: readonly number[],
): (string | undefined)[] {
  return steps.map((ms) => {
    vi.advanceTimersByTime(ms);
    return read();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the loading bar’s timings', () => {
  it('shows only for a request still running after its 200 ms throttle', () => {
    const quick = endedAfter(199, true);
    expect(readAfter(quick.state, [5000])).toEqual(['never shown']);

    const slow = startedBar();
    expect(readAfter(slow.state, [199, 1])).toEqual(['never shown', 'running']);
    expect(slow.percent()).toBe('0');
  });

  it('advances 2 % every 100 ms tick, the pace of 5000 ms to the end, and holds at 95 %', () => {
    const { percent } = startedBar();
    expect(readAfter(percent, [200 + 99, 1, 4600, 100, 10_000])).toEqual([
      '0',
      '2',
      '94',
      '95',
      '95',
    ]);
  });

  it('hides 500 ms after the requests finished', () => {
    const { state, percent } = endedAfter(1000, true);
    expect(percent()).toBe('100');
    expect(readAfter(state, [0, 499, 1])).toEqual(['finished', 'finished', 'hidden']);
  });
});

describe('the fetch minimum display delay', () => {
  it('keeps a shown bar running 200 ms, however soon its request ends', () => {
    const { state } = endedAfter(200 + 50, true);
    expect(readAfter(state, [0, 149, 1, 500])).toEqual([
      'running',
      'running',
      'finished',
      'hidden',
    ]);
  });

  it('finishes at once a bar already shown for 200 ms', () => {
    expect(endedAfter(200 + 200, true).state()).toBe('finished');
  });

  it('keeps running for a request that starts while the bar holds, until that one ends', () => {
    const { bar, state } = endedAfter(200 + 50, true);
    vi.advanceTimersByTime(100);
    bar.start();
    expect(readAfter(state, [1000])).toEqual(['running']);
    bar.end(true);
    expect(state()).toBe('finished');
  });

  it('holds for a failed request too, then marks the bar failed', () => {
    const { state } = endedAfter(200 + 10, false);
    expect(readAfter(state, [0, 189, 1])).toEqual(['running', 'running', 'failed']);
  });
});
