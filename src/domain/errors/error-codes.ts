/**
 * The one registry of the product's operational error codes (after Fastify's `lib/errors.js`):
 * failures that are expected and understood (a service does not answer, the input is not valid,
 * the reader is not signed in, there is no such thing). Each code is here once, with everything
 * the rest of the product asks of it: its family, the message for logs (never shown to readers in
 * production), the HTTP status and the text its answer carries, whether trying again may help,
 * and the level its log line is written at. The HTTP error handler is still the only place that
 * turns an error into a status; it reads the status from here.
 */

/**
 * - `upstream`: a service the product depends on did not answer, or the server is over its load
 *   (an outage: as many as there are readers, and not the reader's fault).
 * - `access`: the caller may not do this (not signed in, a wrong shared secret, switched off).
 * - `validation`: the request itself is not valid.
 * - `not-found`: there is no such resource or site.
 */
export type ErrorFamily = 'upstream' | 'access' | 'validation' | 'not-found';

/** The site's own text a translated answer carries (a key of the translations). */
export type ReaderTextKey = 'errors.server' | 'errors.bad_request' | 'notfound.title';

/** Each reader text's English fallback, for a site whose translations do not say. */
export const READER_TEXT_FALLBACKS: Readonly<Record<ReaderTextKey, string>> = {
  'errors.server': 'Something went wrong. Please try again.',
  'errors.bad_request': 'The request is not valid.',
  'notfound.title': 'This page could not be found',
};

/**
 * What the JSON answer of an error says next to its code (`{ error: CODE, message }`):
 * - `{ translated: key }`: the site's own text, never the error's message;
 * - `none`: no message, the code alone: what the islands and the heart button read;
 * - `{ text }`: this fixed text, the same in every language (an API for other programs);
 * - `detail`: the error's own detail (else the code's message), for callers told what to fix.
 */
export type AnswerText =
  { readonly translated: ReaderTextKey } | 'none' | { readonly text: string } | 'detail';

export type LogLevel = 'info' | 'warn';

export interface ErrorCodeEntry {
  readonly family: ErrorFamily;
  /** For logs and the error page outside production; never shown to readers in production. */
  readonly message: string;
  /** The HTTP status it is answered with. A 503 also carries `Retry-After`. */
  readonly status: number;
  readonly answer: AnswerText;
  /** Whether the same call may succeed if made again (a timeout may; a broken shape will not). */
  readonly retryable: boolean;
  /** The level of its log line: an outage's summary line, or a refusal's own line. */
  readonly logLevel: LogLevel;
}

const SERVER: AnswerText = { translated: 'errors.server' };
const BAD_REQUEST: AnswerText = { translated: 'errors.bad_request' };
const NOT_FOUND: AnswerText = { translated: 'notfound.title' };

/** An upstream call that failed: readers get the server's text with a 503. */
function outage(
  message: string,
  retryable: boolean,
): ErrorCodeEntry & { readonly family: 'upstream' } {
  return { family: 'upstream', message, status: 503, answer: SERVER, retryable, logLevel: 'warn' };
}

export const OPERATIONAL_ERROR_CODES = {
  UPSTREAM_UNAVAILABLE: outage('An upstream service did not answer', true),
  // The failures of an upstream HTTP call, each as the shared client tells them apart.
  UPSTREAM_TIMEOUT: outage('The upstream did not answer in time (connect, headers or body)', true),
  UPSTREAM_DEADLINE_EXCEEDED: outage('The upstream call ran past its deadline', true),
  UPSTREAM_UNREACHABLE: outage('The upstream could not be reached (refused, reset, DNS)', true),
  UPSTREAM_BAD_STATUS: outage('The upstream answered a status the call does not accept', true),
  UPSTREAM_BODY_TOO_LARGE: outage('The upstream answered a body over the size cap', false),
  UPSTREAM_INVALID_JSON: outage('The upstream answered a body that is not JSON', false),
  UPSTREAM_INVALID_RESPONSE: outage("The upstream's answer breaks its contract", false),
  UPSTREAM_CIRCUIT_OPEN: outage("The upstream's circuit breaker is open: not called", true),
  UPSTREAM_BULKHEAD_FULL: outage('Too many calls to the upstream at once: not called', true),
  OVERLOADED: outage('The server is too busy right now', true),
  FAVOURITES_UNAVAILABLE: {
    family: 'upstream',
    message: 'The favourites service did not answer',
    status: 502,
    answer: 'none',
    retryable: true,
    logLevel: 'warn',
  },
  SEARCH_UNAVAILABLE: {
    family: 'upstream',
    message: 'The search service did not answer',
    status: 502,
    answer: 'none',
    retryable: true,
    logLevel: 'warn',
  },
  NEWSLETTER_UNAVAILABLE: {
    family: 'upstream',
    message: 'The newsletter service did not answer',
    status: 503,
    answer: 'none',
    retryable: true,
    logLevel: 'warn',
  },
  SIGN_IN_REQUIRED: {
    family: 'access',
    message: 'Only a signed-in reader may do this',
    status: 401,
    answer: 'none',
    retryable: false,
    logLevel: 'info',
  },
  // The purge webhook's callers are programs and operators: say what to fix.
  BAD_SECRET: {
    family: 'access',
    message: 'The shared secret is missing or wrong',
    status: 401,
    answer: { text: 'x-webhook-secret is missing or wrong' },
    retryable: false,
    logLevel: 'info',
  },
  PURGE_DISABLED: {
    family: 'access',
    message: 'Cache purge is not configured on this server',
    status: 403,
    answer: { text: 'purges are off: set CONTENT_WEBHOOK_SECRET on the server' },
    retryable: false,
    logLevel: 'info',
  },
  BAD_REQUEST: {
    family: 'validation',
    message: 'The request is not valid',
    status: 400,
    answer: BAD_REQUEST,
    retryable: false,
    logLevel: 'info',
  },
  MISSING_TERM: {
    family: 'validation',
    message: 'A search needs a term',
    status: 400,
    answer: { text: 's is required' },
    retryable: false,
    logLevel: 'info',
  },
  BAD_WEBHOOK_PAYLOAD: {
    family: 'validation',
    message: 'The content webhook payload is not one the product reads',
    status: 400,
    answer: 'detail',
    retryable: false,
    logLevel: 'info',
  },
  BAD_ARTICLE_ID: {
    family: 'validation',
    message: 'The article id is not valid',
    status: 400,
    answer: 'none',
    retryable: false,
    logLevel: 'info',
  },
  URL_TOO_LONG: {
    family: 'validation',
    message: 'The address is longer than any page has',
    status: 414,
    answer: BAD_REQUEST,
    retryable: false,
    logLevel: 'info',
  },
  NOT_FOUND: {
    family: 'not-found',
    message: 'There is no such resource',
    status: 404,
    answer: NOT_FOUND,
    retryable: false,
    logLevel: 'info',
  },
  UNKNOWN_SITE: {
    family: 'not-found',
    message: 'No site is configured for this host',
    status: 404,
    answer: NOT_FOUND,
    retryable: false,
    logLevel: 'info',
  },
} as const satisfies Readonly<Record<string, ErrorCodeEntry>>;

export type OperationalCode = keyof typeof OPERATIONAL_ERROR_CODES;

/** The codes of one family (`CodeOf<'validation'>` is `'BAD_REQUEST' | 'MISSING_TERM' | …`). */
export type CodeOf<F extends ErrorFamily> = {
  [C in OperationalCode]: (typeof OPERATIONAL_ERROR_CODES)[C]['family'] extends F ? C : never;
}[OperationalCode];

/** A code's entry, typed as the registry's entries are (for readers of any code). */
export function errorCodeEntry(code: OperationalCode): ErrorCodeEntry {
  return OPERATIONAL_ERROR_CODES[code];
}

/** The translated text a framework's or plugin's own 4xx of this status carries. */
export const FRAMEWORK_STATUS_TEXT: Readonly<Record<number, ReaderTextKey>> = {
  400: 'errors.bad_request',
  414: 'errors.bad_request',
  404: 'notfound.title',
};
