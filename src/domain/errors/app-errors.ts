import {
  OPERATIONAL_ERROR_CODES,
  type CodeOf,
  type ErrorFamily,
  type OperationalCode,
} from './error-codes';
import type { Failure } from './outcome';

/**
 * The product's errors, thrown by the application and the adapters; after the FT reliability
 * kit's error classes. An operational error is expected and understood (an upstream is down, bad
 * input, not found, not signed in): it is answered as such and logged at most as a warning. Anything
 * else (a `ProgrammerError`, or any error that is not an `OperationalError`: a `TypeError`, a
 * library's error) is a bug. No HTTP here: the HTTP error handler maps codes to statuses.
 */

export interface AppErrorOptions {
  /** For logs; defaults to the code's message. Never shown to readers in production. */
  readonly message?: string;
  /** The systems the failure concerns (`['content-api']`), for logs and the outage summary. */
  readonly relatesToSystems?: readonly string[];
  readonly cause?: unknown;
  /**
   * What the caller is told, for codes answered to programs with their detail (the content
   * webhook: which field of a hook payload is wrong). Written for the caller, never a library's
   * message; other codes never show it.
   */
  readonly detail?: string;
}

/** The base of the product's errors: a code, whether it is expected, the systems it concerns. */
export abstract class AppError extends Error {
  /** True for an expected failure, false for a bug (the reliability kit's `isOperational`). */
  abstract readonly operational: boolean;
  readonly code: string;
  readonly relatesToSystems: readonly string[];

  protected constructor(code: string, message: string, options: AppErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.relatesToSystems = options.relatesToSystems ?? [];
  }
}

/**
 * An expected failure with one of the codes of `OPERATIONAL_ERROR_CODES`. Throw the subclass of
 * its family (`new UpstreamError('SEARCH_UNAVAILABLE')`); the family is also known from the code.
 */
export class OperationalError<C extends OperationalCode = OperationalCode> extends AppError {
  readonly operational = true;
  declare readonly code: C;
  readonly family: ErrorFamily;
  /** See `AppErrorOptions.detail`. */
  readonly detail: string | null;

  constructor(code: C, options: AppErrorOptions = {}) {
    super(code, options.message ?? OPERATIONAL_ERROR_CODES[code].message, options);
    this.name = 'OperationalError';
    this.family = OPERATIONAL_ERROR_CODES[code].family;
    this.detail = options.detail ?? null;
  }
}

/** A service the product depends on did not answer, or the server is over its load. */
export class UpstreamError extends OperationalError<CodeOf<'upstream'>> {
  /** Whether trying again may help (the registry's, or the failure's own). */
  readonly retryable: boolean;
  /** The port's failure this error passes on, when it comes from one. */
  readonly failure: Failure | null;

  constructor(code: CodeOf<'upstream'>, options: AppErrorOptions = {}, failure?: Failure) {
    super(code, options);
    this.name = 'UpstreamError';
    this.failure = failure ?? null;
    this.retryable = failure?.retryable ?? OPERATIONAL_ERROR_CODES[code].retryable;
  }
}

/**
 * A port's failure passed on to the error handler, its code and service kept as they are (never
 * rebuilt as a generic `UPSTREAM_UNAVAILABLE`): what a use case throws when a failure means the
 * reader gets no page.
 */
export function failureError(failure: Failure): UpstreamError {
  const reason = failure.detail?.reason;
  return new UpstreamError(
    failure.code,
    { relatesToSystems: [failure.service], ...(reason === undefined ? {} : { message: reason }) },
    failure,
  );
}

/** The caller may not do this: not signed in, a wrong shared secret, a feature switched off. */
export class AccessError extends OperationalError<CodeOf<'access'>> {
  constructor(code: CodeOf<'access'>, options: AppErrorOptions = {}) {
    super(code, options);
    this.name = 'AccessError';
  }
}

/** The request is not valid (the reliability kit's `UserInputError`). */
export class ValidationError extends OperationalError<CodeOf<'validation'>> {
  constructor(code: CodeOf<'validation'>, options: AppErrorOptions = {}) {
    super(code, options);
    this.name = 'ValidationError';
  }
}

/** There is no such resource, or no site for the host. */
export class NotFoundError extends OperationalError<CodeOf<'not-found'>> {
  constructor(code: CodeOf<'not-found'>, options: AppErrorOptions = {}) {
    super(code, options);
    this.name = 'NotFoundError';
  }
}

/**
 * A bug the code itself detected (a broken invariant). It is treated like any other unexpected
 * error: answered as a server error without its message, and logged as an error.
 */
export class ProgrammerError extends AppError {
  readonly operational = false;

  constructor(message: string, options: Omit<AppErrorOptions, 'message'> = {}) {
    super('PROGRAMMER_ERROR', message, options);
    this.name = 'ProgrammerError';
  }
}

/** Whether an error is an expected failure (the reliability kit's `isErrorMarkedAsOperational`). */
export function isOperationalError(error: unknown): error is OperationalError {
  return error instanceof OperationalError;
}
