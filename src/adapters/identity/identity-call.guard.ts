import { OPERATIONAL_ERROR_CODES, type CodeOf } from '../../domain/errors/error-codes';
import { failed, succeeded, type Failure, type Outcome } from '../../domain/errors/outcome';
import type { EventPublisherPort } from '../../ports/event-bus.port';
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

/** The reason the guard's own deadline aborts a call with. */
class DeadlineExceeded extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${String(timeoutMs)} ms`);
    this.name = 'TimeoutError';
  }
}

type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; error: unknown };

/**
 * What the identity service answered: its value, or the refusal it meant (the SDK's error, for
 * the adapter to read: a wrong password, an existing account, an operation it lacks).
 */
export type Answered<T> = { readonly answered: T } | { readonly refusedWith: unknown };

/**
 * The registry's code of an outage: the guard's deadline (`UPSTREAM_DEADLINE_EXCEEDED`), the
 * SDK's connection or socket timeout (`UPSTREAM_TIMEOUT`), an answer with a server failure or
 * throttling (`UPSTREAM_BAD_STATUS`), no answer at all: refused, reset, a name that does not
 * resolve (`UPSTREAM_UNREACHABLE`).
 */
function outageCode(error: unknown): CodeOf<'upstream'> {
  if (error instanceof DeadlineExceeded) return 'UPSTREAM_DEADLINE_EXCEEDED';
  const name = error instanceof Error ? error.name : null;
  // Only the guard's own controller aborts a call: its deadline passed.
  if (name === 'AbortError') return 'UPSTREAM_DEADLINE_EXCEEDED';
  if (name === 'TimeoutError') return 'UPSTREAM_TIMEOUT';
  if (statusOf(error) !== null) return 'UPSTREAM_BAD_STATUS';
  const { name: sdkName, $fault } = (error ?? {}) as SdkFailure;
  if ($fault === 'server' || (typeof sdkName === 'string' && OUTAGE_NAMES.has(sdkName)))
    return 'UPSTREAM_BAD_STATUS';
  return 'UPSTREAM_UNREACHABLE';
}

function statusOf(error: unknown): number | null {
  if (error === null || typeof error !== 'object') return null;
  const status = (error as SdkFailure).$metadata?.httpStatusCode;
  return typeof status === 'number' ? status : null;
}

/** An outage as the port answers it: the code, service `identity`, whether to try again. */
export function identityFailure(
  code: CodeOf<'upstream'>,
  operation: string,
  reason: string,
  status: number | null = null,
): Failure {
  return {
    code,
    service: IDENTITY_SERVICE,
    retryable: OPERATIONAL_ERROR_CODES[code].retryable,
    detail: { operation, ...(status === null ? {} : { status }), reason },
  };
}

/**
 * Every call to one user pool goes through here: a deadline (the call is aborted and given up
 * when it passes, however the connection hangs) and the pool's circuit breaker and bulkhead
 * (`OriginGuard`, as the upstream HTTP clients have per origin). Outages count against the
 * breaker and are answered as failures with the registry's code (service `identity`); while the
 * breaker is open no call is made and `UPSTREAM_CIRCUIT_OPEN` is answered at once. Refusals the
 * service meant count as answers and are passed on (`refusedWith`) for the adapter to read.
 * Nothing is thrown.
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
  async call<T>(
    operation: string,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<Outcome<Answered<T>>> {
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
      return outcome.refusal === 'circuit-open'
        ? failed(
            identityFailure(
              'UPSTREAM_CIRCUIT_OPEN',
              operation,
              `identity ${operation}: not called while the circuit is open`,
            ),
          )
        : failed(
            identityFailure(
              'UPSTREAM_BULKHEAD_FULL',
              operation,
              `identity ${operation}: too many calls waiting`,
            ),
          );
    }
    const settled = outcome.value;
    if (settled.ok) return succeeded({ answered: settled.value });
    if (!isIdentityOutage(settled.error)) return succeeded({ refusedWith: settled.error });
    return failed(
      identityFailure(
        outageCode(settled.error),
        operation,
        `identity ${operation}: ${describe(settled.error)}`,
        statusOf(settled.error),
      ),
    );
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
