import {
  BrokenCircuitError,
  BulkheadRejectedError,
  bulkhead,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhenResult,
  IsolatedCircuitError,
  wrap,
  type CircuitBreakerPolicy,
} from 'cockatiel';

/**
 * The resilience policies of one upstream origin (cockatiel): a consecutive-failure circuit
 * breaker around a bulkhead. The breaker opens after `failureThreshold` consecutive counted
 * failures, refuses calls for `coolDownMs`, then lets one probe through (half-open). The bulkhead
 * caps concurrent calls and the queue behind them, so a slow upstream cannot take every socket and
 * every request of the process with it. Per-call timeouts are the transport's (undici timeouts and
 * the per-call deadline).
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  readonly failureThreshold: number;
  readonly coolDownMs: number;
}

export interface BulkheadOptions {
  /** Calls running at once to one origin. */
  readonly maxConcurrent: number;
  /** Calls waiting for a slot; past it a call is refused at once. */
  readonly maxQueued: number;
}

export const DEFAULT_BREAKER_OPTIONS: CircuitBreakerOptions = {
  failureThreshold: 5,
  coolDownMs: 10_000,
};

export const DEFAULT_BULKHEAD_OPTIONS: BulkheadOptions = { maxConcurrent: 64, maxQueued: 256 };

/** What a guarded call answers: its value, and whether it counts as a failure of the origin. */
export interface Guarded<R> {
  readonly value: R;
  readonly failed: boolean;
}

/** Why a call was refused without being made. */
export type Refusal = 'circuit-open' | 'bulkhead-full';

export type GuardOutcome<R> =
  { readonly made: true; readonly value: R } | { readonly made: false; readonly refusal: Refusal };

function stateName(state: CircuitState): BreakerState {
  switch (state) {
    case CircuitState.Closed:
      return 'closed';
    case CircuitState.HalfOpen:
      return 'half-open';
    case CircuitState.Open:
    case CircuitState.Isolated:
      return 'open';
  }
}

export class OriginGuard {
  private readonly breaker: CircuitBreakerPolicy;
  private readonly policy;
  private readonly coolDownMs: number;
  private openedAt = 0;

  constructor(
    breakerOptions: CircuitBreakerOptions,
    bulkheadOptions: BulkheadOptions,
    onStateChange: (state: BreakerState) => void = () => undefined,
  ) {
    this.coolDownMs = breakerOptions.coolDownMs;
    this.breaker = circuitBreaker(
      handleWhenResult((result) => (result as Guarded<unknown>).failed),
      {
        halfOpenAfter: breakerOptions.coolDownMs,
        breaker: new ConsecutiveBreaker(breakerOptions.failureThreshold),
      },
    );
    this.breaker.onBreak(() => {
      this.openedAt = Date.now();
    });
    this.breaker.onStateChange((state) => {
      onStateChange(stateName(state));
    });
    this.policy = wrap(
      this.breaker,
      bulkhead(bulkheadOptions.maxConcurrent, bulkheadOptions.maxQueued),
    );
  }

  /** The breaker state as of now (an open breaker past its cool-down reports half-open). */
  get state(): BreakerState {
    const state = this.breaker.state;
    if (state === CircuitState.Open && Date.now() - this.openedAt >= this.coolDownMs)
      return 'half-open';
    return stateName(state);
  }

  /** Runs `call` unless the breaker is open or the bulkhead is full. */
  async execute<R>(call: () => Promise<Guarded<R>>): Promise<GuardOutcome<R>> {
    try {
      const guarded = await this.policy.execute(call);
      return { made: true, value: guarded.value };
    } catch (error) {
      if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError)
        return { made: false, refusal: 'circuit-open' };
      if (error instanceof BulkheadRejectedError) return { made: false, refusal: 'bulkhead-full' };
      throw error;
    }
  }
}
