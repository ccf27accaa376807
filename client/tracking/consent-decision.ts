/**
 * Whether tracking may start, from the reader's cookie consent (`client/consent/consent-state.ts`):
 * the tag manager loads once statistics or marketing is granted, now from a stored choice or
 * later from a new one. Consent Mode (`gtag('consent', …)`) tells it what it may do after that.
 */
import { allowsTagManager } from '../../src/render/components/consent/consent-choice';
import { onConsent } from '../consent/consent-state';

/** Calls `onGiven` once, the first time the reader's choice allows the tag manager. */
export function whenConsentGiven(onGiven: () => void): void {
  let done = false;
  onConsent((choice) => {
    if (done || !allowsTagManager(choice)) return;
    done = true;
    onGiven();
  });
}
