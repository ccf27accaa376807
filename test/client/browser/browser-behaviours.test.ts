import { describe, expect, it } from 'vitest';
import { prefetchOnIdle, type IdleWindow } from '../../../client/browser/browser-behaviours';

/** A window that records how the prefetch asks to be run, and never runs it. */
function idleWindow(withIdleCallback: boolean) {
  const asked: string[] = [];
  const view: IdleWindow = {
    setTimeout: (_run, ms) => asked.push(`setTimeout ${String(ms)}`),
  };
  if (withIdleCallback)
    view.requestIdleCallback = (_run, options) =>
      asked.push(`requestIdleCallback timeout ${String(options.timeout)}`);
  return { view, asked };
}

describe('the idle prefetch', () => {
  it('waits for the browser to be idle, 2 s at most', () => {
    const { view, asked } = idleWindow(true);
    prefetchOnIdle(view);
    expect(asked).toEqual(['requestIdleCallback timeout 2000']);
  });

  it('runs after 2 s in a browser without idle callbacks', () => {
    const { view, asked } = idleWindow(false);
    prefetchOnIdle(view);
    expect(asked).toEqual(['setTimeout 2000']);
  });
});
