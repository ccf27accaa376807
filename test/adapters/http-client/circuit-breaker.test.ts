import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OriginGuard, type BreakerState } from '../../../src/adapters/http-client/circuit-breaker';

function guard(failureThreshold = 3, coolDownMs = 1000, maxConcurrent = 10, maxQueued = 0) {
  const states: BreakerState[] = [];
  const built = new OriginGuard(
    { failureThreshold, coolDownMs },
    { maxConcurrent, maxQueued },
    (state) => {
      states.push(state);
    },
  );
  return { guard: built, states };
}

const failing = () => Promise.resolve({ value: 'bad', failed: true });
const working = () => Promise.resolve({ value: 'good', failed: false });

async function fail(target: OriginGuard, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await target.execute(failing);
}

describe('OriginGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays closed below the failure threshold and hands back failed answers', async () => {
    const { guard: target } = guard(3);
    await fail(target, 2);
    expect(target.state).toBe('closed');
    expect(await target.execute(failing)).toEqual({ made: true, value: 'bad' });
  });

  it('opens after the threshold of consecutive failures and refuses calls without making them', async () => {
    const { guard: target, states } = guard(3);
    await fail(target, 3);
    const call = vi.fn(working);
    expect(await target.execute(call)).toEqual({ made: false, refusal: 'circuit-open' });
    expect(call).not.toHaveBeenCalled();
    expect(target.state).toBe('open');
    expect(states).toEqual(['open']);
  });

  it('counts only consecutive failures: a success resets the count', async () => {
    const { guard: target } = guard(3);
    await fail(target, 2);
    await target.execute(working);
    await fail(target, 2);
    expect(target.state).toBe('closed');
  });

  it('lets a probe through once the cool-down has passed and closes when it succeeds', async () => {
    const { guard: target, states } = guard(3, 1000);
    await fail(target, 3);
    vi.setSystemTime(1000);
    expect(target.state).toBe('half-open');
    expect(await target.execute(working)).toEqual({ made: true, value: 'good' });
    expect(target.state).toBe('closed');
    expect(states).toEqual(['open', 'half-open', 'closed']);
  });

  it('opens again for another cool-down when the probe fails', async () => {
    const { guard: target } = guard(3, 1000);
    await fail(target, 3);
    vi.setSystemTime(1000);
    await target.execute(failing);
    expect(target.state).toBe('open');
    vi.setSystemTime(1500);
    expect((await target.execute(working)).made).toBe(false);
  });

  it('refuses calls past the bulkhead capacity instead of queueing them', async () => {
    const { guard: target } = guard(3, 1000, 2, 0);
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      await gate;
      return { value: 'slow', failed: false };
    };
    const running = [target.execute(slow), target.execute(slow)];
    expect(await target.execute(working)).toEqual({ made: false, refusal: 'bulkhead-full' });
    release();
    expect(await Promise.all(running)).toEqual([
      { made: true, value: 'slow' },
      { made: true, value: 'slow' },
    ]);
    expect(target.state).toBe('closed');
  });
});
