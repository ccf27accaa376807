import type { UpstreamServiceError } from './upstream.errors';

export interface UpstreamTimeouts {
  /** TCP/TLS connect timeout of the default agent. */
  readonly connectMs: number;
  /** Time until the response headers arrive. */
  readonly headersMs: number;
  /** Longest pause between two body chunks. */
  readonly bodyMs: number;
  /** Overall budget of one call, body included. */
  readonly deadlineMs: number;
}

export const DEFAULT_TIMEOUTS: UpstreamTimeouts = {
  connectMs: 2000,
  headersMs: 3000,
  bodyMs: 5000,
  deadlineMs: 6000,
};

/** The largest body any call reads (JSON or bytes); past it the call fails, unread. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

/** What the caller's `read` function sees of a response that arrived (any status below 500). */
export interface UpstreamResponse {
  readonly status: number;
  /** Lower-case header names; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body; `undefined` when the body was empty, or not JSON on a non-2xx status. */
  readonly body: unknown;
}

/**
 * The caller's interpretation of a response. `ok` and `not_found` are answers (`value` is
 * returned); `invalid` (the body breaks the contract) and `error` (a status the call does not
 * accept) are failures.
 */
export type Reading<T> =
  | { readonly outcome: 'ok' | 'not_found'; readonly value: T }
  | { readonly outcome: 'invalid' | 'error'; readonly reason: string };

export type UpstreamMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What every call says, whatever its body is read as. */
export interface UpstreamCall {
  /** Names the call in metrics and errors, e.g. `resolve`. */
  readonly operation: string;
  readonly url: URL;
  readonly method?: UpstreamMethod;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as a JSON body with `content-type: application/json`. */
  readonly json?: unknown;
  /** Overrides the client's `deadlineMs` for this call. */
  readonly deadlineMs?: number;
  /** The `accept` header: `application/json` for `send`, any type for `sendForBytes`. */
  readonly accept?: string;
}

/** A call whose body is JSON (`UpstreamHttpClient.send`). */
export interface UpstreamRequest<T> extends UpstreamCall {
  readonly read: (response: UpstreamResponse) => Reading<T>;
}

/** What the caller's `read` sees of a response read as bytes (any status below 500). */
export interface UpstreamBytesResponse {
  readonly status: number;
  /** Lower-case header names; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  /** The whole body, at most the client's `maxBodyBytes`. */
  readonly bytes: Uint8Array;
}

/** A call whose body is read as bytes, whatever its type (`UpstreamHttpClient.sendForBytes`). */
export interface UpstreamBytesRequest<T> extends UpstreamCall {
  readonly read: (response: UpstreamBytesResponse) => Reading<T>;
}

export type UpstreamResult<T> =
  | {
      readonly ok: true;
      readonly outcome: 'ok' | 'not_found';
      readonly status: number;
      readonly value: T;
    }
  | { readonly ok: false; readonly error: UpstreamServiceError };

export function ok<T>(value: T): Reading<T> {
  return { outcome: 'ok', value };
}

export function notFound<T>(value: T): Reading<T> {
  return { outcome: 'not_found', value };
}

export function invalid(reason: string): Reading<never> {
  return { outcome: 'invalid', reason };
}

export function unexpectedStatus(status: number): Reading<never> {
  return { outcome: 'error', reason: `unexpected status ${status}` };
}

/**
 * The reading of a resource that may be missing: 2xx → `parse(body)`, 404 → `not_found` with
 * `null`, any other status → error.
 */
export function readResource<T>(
  response: UpstreamResponse,
  parse: (body: unknown) => Reading<T>,
): Reading<T | null> {
  if (response.status >= 200 && response.status < 300) return parse(response.body);
  if (response.status === 404) return notFound(null);
  return unexpectedStatus(response.status);
}

/** The reading of a resource that must exist: 2xx → `parse(body)`, any other status → error. */
export function readRequired<T>(
  response: UpstreamResponse,
  parse: (body: unknown) => Reading<T>,
): Reading<T> {
  return response.status >= 200 && response.status < 300
    ? parse(response.body)
    : unexpectedStatus(response.status);
}
