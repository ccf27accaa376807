/**
 * Coded operational errors of outgoing HTTP calls (the FT reliability kit's `UpstreamServiceError`
 * shape: a stable `code` and the system it relates to). Adapters turn them into `null` answers and
 * log them; nothing above the adapters needs to catch them.
 */

/** The registry of upstream error codes. */
export const UPSTREAM_ERROR_CODES = {
  /** undici's connect, headers or body timeout fired. */
  timeout: 'UPSTREAM_TIMEOUT',
  /** The overall per-call deadline passed. */
  deadline: 'UPSTREAM_DEADLINE_EXCEEDED',
  /** The connection failed (refused, reset, DNS, no mock matched...). */
  unreachable: 'UPSTREAM_UNREACHABLE',
  /** The upstream answered a status the caller does not accept (5xx, unexpected 4xx/3xx). */
  badStatus: 'UPSTREAM_BAD_STATUS',
  /** The body is longer than the client's `maxBodyBytes`: the rest was not read. */
  bodyTooLarge: 'UPSTREAM_BODY_TOO_LARGE',
  /** A success status with a body that is not JSON. */
  invalidJson: 'UPSTREAM_INVALID_JSON',
  /** JSON that does not match the contract's schema. */
  invalidResponse: 'UPSTREAM_INVALID_RESPONSE',
  /** The origin's circuit breaker is open: the call was not made. */
  circuitOpen: 'UPSTREAM_CIRCUIT_OPEN',
  /** The origin's bulkhead (concurrent calls and queue) is full: the call was not made. */
  bulkheadFull: 'UPSTREAM_BULKHEAD_FULL',
} as const;

export type UpstreamErrorCode = (typeof UPSTREAM_ERROR_CODES)[keyof typeof UPSTREAM_ERROR_CODES];

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
    return { outcome: 'timeout', code: UPSTREAM_ERROR_CODES.deadline, detail: error.message };
  }
  if (error instanceof BodyTooLarge) {
    return { outcome: 'invalid', code: UPSTREAM_ERROR_CODES.bodyTooLarge, detail: error.message };
  }
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  const detail = code === null ? message : `${code}: ${message}`;
  if (code !== null && UNDICI_TIMEOUT_CODES.has(code)) {
    return { outcome: 'timeout', code: UPSTREAM_ERROR_CODES.timeout, detail };
  }
  return { outcome: 'error', code: UPSTREAM_ERROR_CODES.unreachable, detail };
}
