/**
 * Banner slots are handed to an ad stack only with the reader's consent to marketing. The server
 * renders each slot the same for everyone, at its reserved size and holding the site's house ad
 * (ADR 23), so consent changes what may fill the box, never its size. With consent (a stored
 * choice, or a new one through `consent-state.ts`) this marks the slots ready, tells an ad stack
 * (`banners:ready`) and puts house ads back in any creative it left empty.
 */
import { allowsAds } from '../../src/render/components/consent/consent-choice';
import { onConsent } from './consent-state';
import { fillHouseAds } from './house-ads';

/** Marks the slots ready for ads and fills them; once per page. */
export function revealBanners(doc: Document = document): void {
  const slots = doc.querySelectorAll<HTMLElement>('[data-banner]');
  if (slots.length === 0 || doc.documentElement.dataset.bannersReady === 'true') return;
  doc.documentElement.dataset.bannersReady = 'true';
  for (const slot of slots) slot.dataset.bannerState = 'ready';
  window.dispatchEvent(new CustomEvent('banners:ready'));
  fillHouseAds(doc);
}

export function watchConsent(doc: Document = document): void {
  if (doc.querySelector('[data-banner]') === null) return;
  onConsent((choice) => {
    if (allowsAds(choice)) revealBanners(doc);
  });
}
