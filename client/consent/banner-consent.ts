/**
 * Banner slots follow the reader's consent to marketing. The server renders each slot the same
 * for everyone; CSS shows it (at its reserved size) only under `html[data-consent-marketing=
 * "granted"]`, which the head bootstrap sets before first paint from a stored choice and
 * `consent-state.ts` after a new one. This marks the slots ready, tells an ad stack
 * (`banners:ready`) and fills what no ad stack fills with the site's house ads.
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
