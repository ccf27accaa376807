/**
 * The one registry of operational error codes (after Fastify's lib/errors.js and the FT
 * reliability kit). Only the HTTP error handler maps them to responses.
 */
export const ERROR_CODES = {
  UPSTREAM_UNAVAILABLE: { statusCode: 503, message: 'An upstream service did not answer' },
  BAD_REQUEST: { statusCode: 400, message: 'The request is not valid' },
  NOT_FOUND: { statusCode: 404, message: 'There is no such resource' },
  UNKNOWN_SITE: { statusCode: 404, message: 'No site is configured for this host' },
  PURGE_DISABLED: { statusCode: 403, message: 'Cache purge is not configured on this server' },
  BAD_SECRET: { statusCode: 401, message: 'The shared secret is missing or wrong' },
  OVERLOADED: { statusCode: 503, message: 'The server is too busy right now' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class OperationalError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly relatesToSystems: readonly string[];

  constructor(
    code: ErrorCode,
    options: { message?: string; relatesToSystems?: readonly string[]; cause?: unknown } = {},
  ) {
    super(options.message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = 'OperationalError';
    this.code = code;
    this.statusCode = ERROR_CODES[code].statusCode;
    this.relatesToSystems = options.relatesToSystems ?? [];
  }
}
