import type { Outcome } from '../../src/domain/errors/outcome';

/** The value of an outcome, or `null` when the call failed (the assertions then say what). */
export function orNull<T>(outcome: Outcome<T>): T | null {
  return outcome.ok ? outcome.value : null;
}
