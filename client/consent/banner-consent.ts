/**
 * Banners show only after the reader has interacted with the cookie consent. The server
 * renders each banner as an empty reserved slot (`[data-banner]`, fixed height, so nothing
 * shifts); this bootstrap reveals them once consent interaction is known:
 * - a consent platform with the IAB TCF API (`__tcfapi`) reports `useractioncomplete`, or
 *   `tcloaded` (the reader answered on an earlier visit);
 * - or the `consent_interaction` cookie is set (a site's own consent dialog sets it);
 * - or a `consent:interaction` event is dispatched on window.
 */
import { whenConsentGiven } from '../tracking/consent-decision';

/** Marks the document so CSS shows the reserved slots' content; banner scripts may fill them. */
export function revealBanners(doc: Document = document): void {
  if (doc.documentElement.dataset.consent === 'given') return;
  doc.documentElement.dataset.consent = 'given';
  for (const slot of doc.querySelectorAll<HTMLElement>('[data-banner]')) {
    slot.dataset.bannerState = 'ready';
  }
  window.dispatchEvent(new CustomEvent('banners:ready'));
}

export function watchConsent(doc: Document = document): void {
  if (doc.querySelector('[data-banner]') === null) return;
  whenConsentGiven(() => {
    revealBanners(doc);
  });
}
