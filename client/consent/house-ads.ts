/**
 * House ads in slots that have none: the server renders the site's house ad into every banner
 * slot (`src/render/components/BannerSlot.tsx`, ADR 23); this fills a slot whose creative an ad
 * stack emptied without filling it again, so a reader never meets a blank box. The slots keep
 * their reserved size (`src/render/styles/consent.css`): nothing shifts.
 */
import { houseAdSources } from '../../src/render/components/banner/house-ads';

function houseAd(doc: Document, base: string, position: string, alt: string): HTMLElement | null {
  const sources = houseAdSources(base, position);
  if (sources.length === 0) return null;
  const picture = doc.createElement('picture');
  for (const { minWidth, src, width, height } of sources) {
    if (minWidth === 0) {
      const image = doc.createElement('img');
      image.className = 'banner__house-ad';
      image.src = src;
      image.alt = alt;
      image.width = width;
      image.height = height;
      image.decoding = 'async';
      image.loading = 'lazy';
      picture.append(image);
    } else {
      const source = doc.createElement('source');
      source.media = `(min-width: ${String(minWidth)}px)`;
      source.srcset = src;
      picture.append(source);
    }
  }
  return picture;
}

/** Fills every empty creative of a house-ad position; the slots keep their reserved size. */
export function fillHouseAds(doc: Document = document): void {
  const dialog = doc.querySelector<HTMLElement>('[data-consent-dialog]');
  const base = dialog?.dataset.houseAds;
  if (base === undefined || !/^https?:\/\//.test(base)) return;
  const alt = dialog?.dataset.houseAdAlt ?? '';
  for (const slot of doc.querySelectorAll<HTMLElement>('[data-banner]')) {
    const creative = slot.querySelector('[data-banner-creative]');
    if (creative === null || creative.childElementCount > 0) continue;
    const ad = houseAd(doc, base, slot.dataset.banner ?? '', alt);
    if (ad === null) continue;
    creative.append(ad);
    slot.dataset.bannerFill = 'house';
  }
}
