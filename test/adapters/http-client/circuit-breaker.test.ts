import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../../src/adapters/http-client/circuit-breaker';

function breakerWithClock(failureThreshold = 3, coolDownMs = 1000) {
  const clock = { now: 0 };
  const breaker = new CircuitBreaker({ failureThreshold, coolDownMs }, () => clock.now);
  return { breaker, clock };
}

function fail(breaker: CircuitBreaker, times: number): void {
  for (let i = 0; i < times; i += 1) {
    breaker.tryAcquire();
    breaker.recordFailure();
  }
}

describe('CircuitBreaker', () => {
  it('stays closed below the failure threshold', () => {
    const { breaker } = breakerWithClock(3);

    fail(breaker, 2);

    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens after the threshold of consecutive failures and refuses calls', () => {
    const { breaker } = breakerWithClock(3);

    fail(breaker, 3);

    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('counts only consecutive failures: a success resets the count', () => {
    const { breaker } = breakerWithClock(3);

    fail(breaker, 2);
    breaker.tryAcquire();
    breaker.recordSuccess();
    fail(breaker, 2);

    expect(breaker.state).toBe('closed');
  });

  it('lets exactly one probe through once the cool-down has passed', () => {
    const { breaker, clock } = breakerWithClock(3, 1000);
    fail(breaker, 3);

    clock.now = 1000;

    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('closes when the probe succeeds', () => {
    const { breaker, clock } = breakerWithClock(3, 1000);
    fail(breaker, 3);
    clock.now = 1500;

    breaker.tryAcquire();
    breaker.recordSuccess();

    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens for another cool-down when the probe fails', () => {
    const { breaker, clock } = breakerWithClock(3, 1000);
    fail(breaker, 3);
    clock.now = 1500;

    breaker.tryAcquire();
    breaker.recordFailure();

    expect(breaker.state).toBe('open');
    clock.now = 2400;
    expect(breaker.state).toBe('open');
    clock.now = 2500;
    expect(breaker.state).toBe('half-open');
  });
});
