import type { EventPublisherPort } from '../../ports/event-bus.port';
import { IdentityError, IDENTITY_UNAVAILABLE } from '../../ports/identity.port';
import type { MetricsPort, UpstreamOutcome } from '../../ports/metrics.port';
import {
  DEFAULT_BREAKER_OPTIONS,
  DEFAULT_BULKHEAD_OPTIONS,
  OriginGuard,
  type BreakerState,
  type Guarded,
  type GuardOutcome,
  type CircuitBreakerOptions,
} from '../http-client/circuit-breaker';

/**
 * The identity service did not answer in time, could not be reached, answered with a server
 * failure or throttling, or is not called while its breaker is open: an outage, not a refusal.
 * The code belongs to the port (`IDENTITY_UNAVAILABLE`, `src/ports/identity.port.ts`).
 */
export { IDENTITY_UNAVAILABLE };

/** The service name of the identity breaker and calls in metrics, events and the admin overview. */
export const IDENTITY_SERVICE = 'identity';

/** The longest wait for one call to the identity service, answer read included. */
export const DEFAULT_IDENTITY_TIMEOUT_MS = 3_000;

export interface IdentityGuardOptions {
  /** The pool's endpoint, named in breaker events. */
  readonly origin: string;
  readonly timeoutMs?: number;
  readonly breaker?: Partial<CircuitBreakerOptions>;
  /** Where `BreakerStateChanged` goes (metrics and the log follow it). */
  readonly events?: EventPublisherPort;
  /** Duration and outcome of each call, as `identity` in the upstream metrics. */
  readonly metrics?: MetricsPort;
}

/**
 * Answers of the service that are outages although it answered: throttling, and its own failure.
 * (Cognito marks InternalErrorException as a server fault; the names cover proxies and SDKs that
 * do not.)
 */
const OUTAGE_NAMES: ReadonlySet<string> = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'Throttling',
  'InternalErrorException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
]);

/**
 * Answers the service gives on purpose with a 500 status: cognito-local's answer to an operation
 * it does not implement (the adapter falls back on another call).
 */
const DELIBERATE_NAMES: ReadonlySet<string> = new Set(['Unsupported', 'CognitoLocal#Unsupported']);

interface SdkFailure {
  readonly name?: unknown;
  readonly $fault?: unknown;
  readonly $metadata?: { readonly httpStatusCode?: unknown };
}

/**
 * Whether a failed call is an outage of the identity service (counted by the breaker) rather than
 * an answer it meant (wrong password, code mismatch, existing account: passed on as they are). A
 * failure without an HTTP status never got an answer: a timeout, an abort, a refused or reset
 * connection, a name that does not resolve.
 */
export function isIdentityOutage(error: unknown): boolean {
  if (error instanceof IdentityError) return error.code === IDENTITY_UNAVAILABLE;
  if (error === null || typeof error !== 'object') return true;
  const { name, $fault, $metadata } = error as SdkFailure;
  if (typeof name === 'string' && DELIBERATE_NAMES.has(name)) return false;
  if (typeof name === 'string' && OUTAGE_NAMES.has(name)) return true;
  if ($fault === 'server') return true;
  const status = $metadata?.httpStatusCode;
  return typeof status === 'number' ? status >= 500 : true;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const status = (error as SdkFailure).$metadata?.httpStatusCode;
  return [
    error.name,
    typeof code === 'string' ? code : null,
    typeof status === 'number' ? `status ${String(status)}` : null,
    error.message,
  ]
    .filter((part) => part !== null && part !== '')
    .join(': ');
}

/** The deadline, the SDK's connection or request timeout, or an abort. */
function isTimeout(error: unknown): boolean {
  const name = error instanceof Error ? error.name : null;
  return name === 'TimeoutError' || name === 'AbortError';
}

class DeadlineExceeded extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${String(timeoutMs)} ms`);
    this.name = 'TimeoutError';
  }
}

type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; error: unknown };

/**
 * Every call to one user pool goes through here: a deadline (the call is aborted and given up
 * when it passes, however the connection hangs) and the pool's circuit breaker and bulkhead
 * (`OriginGuard`, as the upstream HTTP clients have per origin). Outages count against the
 * breaker and are thrown as `IdentityError('IdentityUnavailable')`; while the breaker is open no
 * call is made and that error is thrown at once. Refusals the service meant pass through and
 * count as answers.
 */
export class IdentityCallGuard {
  private readonly guard: OriginGuard;
  private readonly timeoutMs: number;
  private readonly metrics: MetricsPort | null;

  constructor(options: IdentityGuardOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_IDENTITY_TIMEOUT_MS;
    this.metrics = options.metrics ?? null;
    const events = options.events ?? null;
    this.guard = new OriginGuard(
      { ...DEFAULT_BREAKER_OPTIONS, ...options.breaker },
      DEFAULT_BULKHEAD_OPTIONS,
      (state) => {
        void events?.publish({
          type: 'BreakerStateChanged',
          service: IDENTITY_SERVICE,
          origin: options.origin,
          state,
        });
      },
    );
  }

  /** The breaker state as of now. */
  get state(): BreakerState {
    return this.guard.state;
  }

  /**
   * Runs one call of `operation` (e.g. `InitiateAuth`); `run` must honour the abort signal. The
   * deadline counts from here, so a call waiting behind the bulkhead is not given a second one.
   */
  async call<T>(operation: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const deadline = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => {
        reject(controller.signal.reason as Error);
      });
    });
    const timer = setTimeout(() => {
      controller.abort(new DeadlineExceeded(this.timeoutMs));
    }, this.timeoutMs);
    let started = false;
    const execution = this.guard.execute(async (): Promise<Guarded<Settled<T>>> => {
      // Its time ran out in the queue: the service was not asked, nothing to count.
      if (controller.signal.aborted) {
        const error: unknown = controller.signal.reason;
        return { value: { ok: false, error }, failed: false };
      }
      started = true;
      const settled = await this.timed(operation, () => run(controller.signal), deadline);
      return { value: settled, failed: !settled.ok && isIdentityOutage(settled.error) };
    });
    let outcome: GuardOutcome<Settled<T>>;
    try {
      // A call under way ends at the deadline itself (and is counted by the breaker); one still
      // waiting for a slot is given up here.
      outcome = await Promise.race([
        execution,
        deadline.catch((error: unknown) => (started ? execution : Promise.reject(error as Error))),
      ]);
    } catch (error) {
      if (!(error instanceof DeadlineExceeded)) throw error;
      outcome = { made: true, value: { ok: false, error } };
    } finally {
      clearTimeout(timer);
    }
    if (!outcome.made) {
      throw new IdentityError(
        IDENTITY_UNAVAILABLE,
        outcome.refusal === 'circuit-open'
          ? `identity ${operation}: not called while the circuit is open`
          : `identity ${operation}: too many calls waiting`,
      );
    }
    const settled = outcome.value;
    if (settled.ok) return settled.value;
    if (isIdentityOutage(settled.error) && !(settled.error instanceof IdentityError))
      throw new IdentityError(
        IDENTITY_UNAVAILABLE,
        `identity ${operation}: ${describe(settled.error)}`,
      );
    throw settled.error;
  }

  /** One call over the wire, observed in the metrics. */
  private async timed<T>(
    operation: string,
    run: () => Promise<T>,
    deadline: Promise<never>,
  ): Promise<Settled<T>> {
    const started = performance.now();
    let settled: Settled<T>;
    try {
      settled = { ok: true, value: await Promise.race([run(), deadline]) };
    } catch (error) {
      settled = { ok: false, error };
    }
    this.observe(operation, settled, started);
    return settled;
  }

  private observe(operation: string, settled: Settled<unknown>, started: number): void {
    if (this.metrics === null) return;
    // A refusal the service meant is an answer: the service works.
    const outcome: UpstreamOutcome =
      settled.ok || !isIdentityOutage(settled.error)
        ? 'ok'
        : isTimeout(settled.error)
          ? 'timeout'
          : 'error';
    this.metrics.observeUpstream({
      service: IDENTITY_SERVICE,
      operation,
      outcome,
      durationSeconds: (performance.now() - started) / 1000,
    });
  }
}
