import type { CodeOf } from './error-codes';

/**
 * Why a call to a service the product depends on failed: the registry's code (a timeout, the
 * breaker open, an answer that breaks the contract, a 5xx, …), the service (`content-api`,
 * `search`, `identity`), and whether the same call may succeed if made again (the code's
 * `retryable` in the registry). `detail` names the call for logs (the operation, the status the
 * service answered, the reason), never for readers.
 */
export interface Failure {
  readonly code: CodeOf<'upstream'>;
  readonly service: string;
  readonly retryable: boolean;
  readonly detail?: FailureDetail;
}

export interface FailureDetail {
  /** The call that failed, e.g. `resolve`. */
  readonly operation?: string;
  /** The status the service answered; absent when it answered none. */
  readonly status?: number;
  /** What went wrong, for logs (`status 503`, `circuit open for …`). */
  readonly reason?: string;
}

/**
 * What a port answers when the call can fail (after DCR's `lib/result.ts`): the value, or the
 * failure with its code. Absence stays a value (`null`, `not-found`) where the port's contract
 * says so: "there is none" is an answer, "the service did not answer" a failure.
 */
export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

export function succeeded<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function failed(failure: Failure): Outcome<never> {
  return { ok: false, failure };
}

/** The value, or `fallback` when the call failed (for a use case whose rule is "silent"). */
export function valueOr<T, F>(outcome: Outcome<T>, fallback: F): T | F {
  return outcome.ok ? outcome.value : fallback;
}

/** The outcome's value mapped, its failure passed on. */
export function mapOutcome<T, U>(outcome: Outcome<T>, map: (value: T) => U): Outcome<U> {
  return outcome.ok ? { ok: true, value: map(outcome.value) } : outcome;
}
