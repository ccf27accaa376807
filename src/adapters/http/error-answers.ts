import { isOperationalError } from '../../domain/errors/app-errors';
import { OPERATIONAL_ERROR_CODES, type OperationalCode } from '../../domain/errors/error-codes';

/**
 * What the JSON answer of an error says next to its code (`{ error: CODE, message }`):
 * - `translated`: the site's own text for the status (`errors.bad_request`, `notfound.title`,
 *   `errors.server`), never the error's message;
 * - `none`: no message, the code alone (`{ error: CODE }`): what the islands and the heart button
 *   read;
 * - `{ text }`: this fixed text, the same in every language (an API for other programs).
 */
export type JsonMessage = 'translated' | 'none' | { readonly text: string };

export interface ErrorAnswer {
  readonly status: number;
  /**
   * `detail`: the error's `detail` (else the code's catalogue message), for codes answered to
   * programs (the content webhook says which field of a hook payload is wrong).
   */
  readonly message: JsonMessage | 'detail';
}

/**
 * The one place operational error codes become HTTP statuses (`src/domain/errors/` knows no
 * HTTP), with what their JSON body says. Clients (the islands in `client/`, vertex search on
 * `/api/search`) branch on these statuses and codes. A 503 also carries `Retry-After`
 * (`error-handler.ts`).
 */
export const ERROR_ANSWERS: Readonly<Record<OperationalCode, ErrorAnswer>> = {
  UPSTREAM_UNAVAILABLE: { status: 503, message: 'translated' },
  OVERLOADED: { status: 503, message: 'translated' },
  FAVOURITES_UNAVAILABLE: { status: 502, message: 'none' },
  SEARCH_UNAVAILABLE: { status: 502, message: 'none' },
  NEWSLETTER_UNAVAILABLE: { status: 503, message: 'none' },
  SIGN_IN_REQUIRED: { status: 401, message: 'none' },
  // The purge webhook's callers are programs and operators: say what to fix.
  BAD_SECRET: { status: 401, message: { text: 'x-webhook-secret is missing or wrong' } },
  PURGE_DISABLED: {
    status: 403,
    message: { text: 'purges are off: set CONTENT_WEBHOOK_SECRET on the server' },
  },
  BAD_REQUEST: { status: 400, message: 'translated' },
  MISSING_TERM: { status: 400, message: { text: 's is required' } },
  BAD_WEBHOOK_PAYLOAD: { status: 400, message: 'detail' },
  BAD_ARTICLE_ID: { status: 400, message: 'none' },
  URL_TOO_LONG: { status: 414, message: 'translated' },
  NOT_FOUND: { status: 404, message: 'translated' },
  UNKNOWN_SITE: { status: 404, message: 'translated' },
};

/** An error as a client sees it: the status, the code in `error`, and what `message` says. */
export interface HttpAnswer {
  readonly status: number;
  readonly message: JsonMessage;
  readonly code: string;
}

/** The status a framework's or plugin's error carries, when it is an error status. */
function frameworkStatus(error: Error): number | null {
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : null;
}

/**
 * How any error is answered. An operational error answers its code as `ERROR_ANSWERS` says. A
 * framework's or plugin's error (a URL Fastify cannot decode, a body over the limit, a CSRF
 * refusal) keeps its status, and a 4xx its code (never its message). Anything else is a
 * programmer error: a 500 `ERROR` (a library's or Node's code says nothing a reader needs).
 */
export function httpAnswerOf(error: Error): HttpAnswer {
  if (isOperationalError(error)) {
    const { status, message } = ERROR_ANSWERS[error.code];
    return {
      status,
      message:
        message === 'detail'
          ? { text: error.detail ?? OPERATIONAL_ERROR_CODES[error.code].message }
          : message,
      code: error.code,
    };
  }
  const status = frameworkStatus(error);
  if (status !== null && status < 500) {
    const code = 'code' in error ? error.code : undefined;
    const shown = typeof code === 'string' && code !== '' ? code : 'ERROR';
    return { status, code: shown, message: 'translated' };
  }
  return { status: status ?? 500, code: 'ERROR', message: 'translated' };
}
