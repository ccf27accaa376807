import type {
  CalculatorCode,
  CalculatorOutcome,
  CalculatorValues,
} from '../calculators/calculator-forms';
import type { NewsletterSignUpResult } from './services.types';

export type NewsletterOutcome = NewsletterSignUpResult | 'invalid-email';

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
    };

/** A site path to go back to (never another origin). */
export function returnPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let path = raw;
  if (/^https?:\/\//.test(raw)) {
    try {
      const url = new URL(raw);
      path = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  return path.startsWith('/') && !path.startsWith('//') && path.length <= 500 ? path : null;
}
