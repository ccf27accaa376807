import { OPERATIONAL_ERROR_CODES, type CodeOf } from '../../domain/errors/error-codes';
import type { Failure } from '../../domain/errors/outcome';

/**
 * Coded operational errors of outgoing HTTP calls (the FT reliability kit's `UpstreamServiceError`
 * shape: a stable `code` and the system it relates to). Adapters answer them as failures
 * (`failureOf`, the domain's `Outcome`); nothing above the adapters needs to catch them.
 */

/**
 * The codes of a failed upstream call, from the one registry of codes (`OPERATIONAL_ERROR_CODES`):
 * `UPSTREAM_TIMEOUT` (undici's connect, headers or body timeout), `UPSTREAM_DEADLINE_EXCEEDED`
 * (the per-call deadline), `UPSTREAM_UNREACHABLE` (refused, reset, DNS, no mock matched),
 * `UPSTREAM_BAD_STATUS` (5xx, or a 4xx/3xx the call does not accept), `UPSTREAM_BODY_TOO_LARGE`,
 * `UPSTREAM_INVALID_JSON`, `UPSTREAM_INVALID_RESPONSE` (JSON that breaks the contract's schema),
 * `UPSTREAM_CIRCUIT_OPEN` and `UPSTREAM_BULKHEAD_FULL` (refused without a call).
 */
export type UpstreamErrorCode = CodeOf<'upstream'>;

/** How a failed call is counted (the failing half of `UpstreamOutcome`). */
export type UpstreamFailureOutcome = 'error' | 'timeout' | 'invalid';

export interface UpstreamServiceErrorDetails {
  readonly code: UpstreamErrorCode;
  readonly outcome: UpstreamFailureOutcome;
  readonly service: string;
  readonly operation: string;
  readonly status: number | null;
  readonly cause?: unknown;
}

export class UpstreamServiceError extends Error {
  override readonly name = 'UpstreamServiceError';
  readonly code: UpstreamErrorCode;
  readonly outcome: UpstreamFailureOutcome;
  readonly operation: string;
  readonly status: number | null;
  readonly relatesToSystems: readonly string[];

  constructor(message: string, details: UpstreamServiceErrorDetails) {
    super(message, { cause: details.cause });
    this.code = details.code;
    this.outcome = details.outcome;
    this.operation = details.operation;
    this.status = details.status;
    this.relatesToSystems = [details.service];
  }
}

/** The reason the per-call deadline aborts a request with. */
export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';

  constructor(readonly deadlineMs: number) {
    super(`deadline of ${deadlineMs} ms exceeded`);
  }
}

/** The reason a body longer than the client's cap stops the call with. */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';

  constructor(readonly maxBytes: number) {
    super(`body longer than ${maxBytes} bytes`);
  }
}

const UNDICI_TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** Classifies an error thrown by the transport (undici or our deadline). */
export function classifyTransportError(error: unknown): {
  readonly outcome: UpstreamFailureOutcome;
  readonly code: UpstreamErrorCode;
  readonly detail: string;
} {
  if (error instanceof DeadlineExceeded) {
    return { outcome: 'timeout', code: 'UPSTREAM_DEADLINE_EXCEEDED', detail: error.message };
  }
  if (error instanceof BodyTooLarge) {
    return { outcome: 'invalid', code: 'UPSTREAM_BODY_TOO_LARGE', detail: error.message };
  }
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  const detail = code === null ? message : `${code}: ${message}`;
  if (code !== null && UNDICI_TIMEOUT_CODES.has(code)) {
    return { outcome: 'timeout', code: 'UPSTREAM_TIMEOUT', detail };
  }
  return { outcome: 'error', code: 'UPSTREAM_UNREACHABLE', detail };
}

/** A failed call as the port answers it: the code, the service, whether to try again. */
export function failureOf(error: UpstreamServiceError): Failure {
  return {
    code: error.code,
    service: error.relatesToSystems[0] ?? 'unknown',
    retryable: OPERATIONAL_ERROR_CODES[error.code].retryable,
    detail: {
      operation: error.operation,
      ...(error.status === null ? {} : { status: error.status }),
      reason: error.message,
    },
  };
}
