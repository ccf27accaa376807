/**
 * A simple circuit breaker for one upstream origin: it opens after `failureThreshold` consecutive
 * failures, refuses calls for `coolDownMs`, then lets exactly one probe through (half-open). The
 * probe's success closes it; its failure opens it for another cool-down.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  readonly failureThreshold: number;
  readonly coolDownMs: number;
}

export const DEFAULT_BREAKER_OPTIONS: CircuitBreakerOptions = {
  failureThreshold: 5,
  coolDownMs: 10_000,
};

export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | null = null;
  private probeInFlight = false;

  constructor(
    private readonly options: CircuitBreakerOptions,
    private readonly now: () => number,
  ) {}

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.coolDownMs ? 'half-open' : 'open';
  }

  /** Asks for permission to call. A `true` must be followed by `recordSuccess` or `recordFailure`. */
  tryAcquire(): boolean {
    switch (this.state) {
      case 'closed':
        return true;
      case 'open':
        return false;
      case 'half-open':
        if (this.probeInFlight) return false;
        this.probeInFlight = true;
        return true;
    }
  }

  recordSuccess(): void {
    this.consecutiveFailures = 0;
    this.openedAt = null;
    this.probeInFlight = false;
  }

  recordFailure(): void {
    this.consecutiveFailures += 1;
    if (this.probeInFlight || this.consecutiveFailures >= this.options.failureThreshold) {
      this.openedAt = this.now();
    }
    this.probeInFlight = false;
  }
}
