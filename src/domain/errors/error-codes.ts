/**
 * The product's operational error codes: failures that are expected and understood (a service
 * does not answer, the input is not valid, the reader is not signed in, there is no such thing).
 * A code is the string clients see; its family says which kind of failure it is. The message is
 * for logs and for the error page outside production, never shown to readers in production. How
 * a code is answered (its HTTP status) is the HTTP error handler's business, not the domain's.
 */

/**
 * - `upstream`: a service the product depends on did not answer, or the server is over its load
 *   (an outage: as many as there are readers, and not the reader's fault).
 * - `access`: the caller may not do this (not signed in, a wrong shared secret, switched off).
 * - `validation`: the request itself is not valid.
 * - `not-found`: there is no such resource or site.
 */
export type ErrorFamily = 'upstream' | 'access' | 'validation' | 'not-found';

export const OPERATIONAL_ERROR_CODES = {
  UPSTREAM_UNAVAILABLE: { family: 'upstream', message: 'An upstream service did not answer' },
  OVERLOADED: { family: 'upstream', message: 'The server is too busy right now' },
  FAVOURITES_UNAVAILABLE: {
    family: 'upstream',
    message: 'The favourites service did not answer',
  },
  SEARCH_UNAVAILABLE: { family: 'upstream', message: 'The search service did not answer' },
  NEWSLETTER_UNAVAILABLE: {
    family: 'upstream',
    message: 'The newsletter service did not answer',
  },
  SIGN_IN_REQUIRED: { family: 'access', message: 'Only a signed-in reader may do this' },
  BAD_SECRET: { family: 'access', message: 'The shared secret is missing or wrong' },
  PURGE_DISABLED: { family: 'access', message: 'Cache purge is not configured on this server' },
  BAD_REQUEST: { family: 'validation', message: 'The request is not valid' },
  MISSING_TERM: { family: 'validation', message: 'A search needs a term' },
  BAD_WEBHOOK_PAYLOAD: {
    family: 'validation',
    message: 'The content webhook payload is not one the product reads',
  },
  BAD_ARTICLE_ID: { family: 'validation', message: 'The article id is not valid' },
  URL_TOO_LONG: { family: 'validation', message: 'The address is longer than any page has' },
  NOT_FOUND: { family: 'not-found', message: 'There is no such resource' },
  UNKNOWN_SITE: { family: 'not-found', message: 'No site is configured for this host' },
} as const satisfies Readonly<
  Record<string, { readonly family: ErrorFamily; readonly message: string }>
>;

export type OperationalCode = keyof typeof OPERATIONAL_ERROR_CODES;

/** The codes of one family (`CodeOf<'validation'>` is `'BAD_REQUEST' | 'MISSING_TERM' | …`). */
export type CodeOf<F extends ErrorFamily> = {
  [C in OperationalCode]: (typeof OPERATIONAL_ERROR_CODES)[C]['family'] extends F ? C : never;
}[OperationalCode];
