import type {
  CalculatorCode,
  CalculatorOutcome,
  CalculatorValues,
} from '../calculators/calculator-forms';
import type { NewsletterSignUpResult } from './services.types';
import { firstValue } from '../routing/query.rules';
import { isSameSitePath } from '../routing/redirect.rules';

export type NewsletterSignUpOutcome = NewsletterSignUpResult | 'invalid-email';
/** `confirm`: the form arrived without a valid CSRF token and is shown again to be sent once more. */
export type NewsletterOutcome = NewsletterSignUpOutcome | 'confirm';

/** The newsletter form shown again on the outcome page: what the reader sent, with a fresh token. */
export interface NewsletterFormAgain {
  readonly csrfToken: string;
  readonly email: string;
  readonly source: string;
}

/**
 * What a reader sees after submitting a calculator or the newsletter form without JavaScript:
 * the page the form posted to. `returnTo` is the site path the form was on (or null).
 */
export type ReaderServiceView =
  | {
      readonly kind: 'calculator';
      readonly code: CalculatorCode;
      readonly values: CalculatorValues;
      readonly outcome: CalculatorOutcome;
      readonly returnTo: string | null;
    }
  | {
      readonly kind: 'newsletter';
      readonly outcome: NewsletterOutcome;
      readonly returnTo: string | null;
      readonly form?: NewsletterFormAgain;
    };

/** Longest back link kept (a longer one is dropped). */
export const MAX_RETURN_PATH_LENGTH = 500;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A site path to go back to, never another origin: a same-site path (`isSameSitePath`: one `/`
 * not followed by `/` or `\`, after percent-decoding, no control characters; no `\` anywhere), or
 * an absolute http(s) URL (a Referer) reduced to its path. Given `ownOrigin` (the site's origin),
 * an absolute URL of any other origin is null; without it, such a URL only ever gives a path on
 * this site. A repeated form field counts with its first value; anything else is null.
 */
export function returnPath(raw: unknown, ownOrigin: string | null = null): string | null {
  const value = firstValue(raw);
  if (value === undefined) return null;
  let path = value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (ownOrigin !== null && url.origin !== originOf(ownOrigin)) return null;
    path = `${url.pathname}${url.search}`;
  }
  return path.length <= MAX_RETURN_PATH_LENGTH && isSameSitePath(path) && !path.includes('\\')
    ? path
    : null;
}
