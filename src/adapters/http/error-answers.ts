import { isOperationalError } from '../../domain/errors/app-errors';
import {
  errorCodeEntry,
  FRAMEWORK_STATUS_TEXT,
  type LogLevel,
  type ReaderTextKey,
} from '../../domain/errors/error-codes';

/**
 * What the JSON answer of an error says next to its code (`{ error: CODE, message }`):
 * - `{ translated: key }`: the site's own text (`errors.bad_request`, `notfound.title`,
 *   `errors.server`), never the error's message;
 * - `none`: no message, the code alone (`{ error: CODE }`): what the islands and the heart button
 *   read;
 * - `{ text }`: this fixed text, the same in every language (an API for other programs).
 */
export type JsonMessage =
  { readonly translated: ReaderTextKey } | 'none' | { readonly text: string };

/** An error as a client sees it: the status, the code in `error`, and what `message` says. */
export interface HttpAnswer {
  readonly status: number;
  readonly message: JsonMessage;
  readonly code: string;
  /** The level of the error's own log line (an outage's is the summary's). */
  readonly logLevel: LogLevel;
}

const SERVER_TEXT: JsonMessage = { translated: 'errors.server' };

/** The status a framework's or plugin's error carries, when it is an error status. */
function frameworkStatus(error: Error): number | null {
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : null;
}

/**
 * How any error is answered. An operational error answers its code as the one registry of codes
 * (`OPERATIONAL_ERROR_CODES`) says: its status and what its JSON body says; clients (the islands
 * in `client/`, vertex search on `/api/search`) branch on these. A framework's or plugin's error
 * (a URL Fastify cannot decode, a body over the limit, a CSRF refusal) keeps its status, and a
 * 4xx its code (never its message). Anything else is a programmer error: a 500 `ERROR` (a
 * library's or Node's code says nothing a reader needs).
 */
export function httpAnswerOf(error: Error): HttpAnswer {
  if (isOperationalError(error)) {
    const entry = errorCodeEntry(error.code);
    const { answer } = entry;
    return {
      status: entry.status,
      message: answer === 'detail' ? { text: error.detail ?? entry.message } : answer,
      code: error.code,
      logLevel: entry.logLevel,
    };
  }
  const status = frameworkStatus(error);
  if (status !== null && status < 500) {
    const code = 'code' in error ? error.code : undefined;
    const shown = typeof code === 'string' && code !== '' ? code : 'ERROR';
    const translated = FRAMEWORK_STATUS_TEXT[status] ?? 'errors.server';
    return { status, code: shown, message: { translated }, logLevel: 'info' };
  }
  return { status: status ?? 500, code: 'ERROR', message: SERVER_TEXT, logLevel: 'warn' };
}
