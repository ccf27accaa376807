import type { Outcome } from '../../src/domain/errors/outcome';

/** The value of an outcome, or `null` when the call failed (the assertions then say what). */
export function orNull<T>(outcome: Outcome<T>): T | null {
  return outcome.ok ? outcome.value : null;
}

/** The value of an outcome that must have succeeded (fails the test with the failure). */
export function answered<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`the call failed: ${JSON.stringify(outcome.failure)}`);
  return outcome.value;
}

/** What a call answers over an unreachable content API: that code, worth another try. */
export const CONTENT_API_UNREACHABLE = {
  ok: false,
  failure: { code: 'UPSTREAM_UNREACHABLE', service: 'content-api', retryable: true },
} as const;
