/**
 * House ads: the site's own labelled ads in the banner slots an ad stack has left empty, so a
 * reader who consented to marketing never meets a blank box. They live on the site's image host
 * under `house-ads/<brand>/<language>/<position>-<format>.svg` (the dialog's `data-house-ads`; the
 * embedded default's sandbox serves them, `sandbox/ads/`). Each position has one format per
 * viewport, the same as the slot sizes in `src/render/styles/consent.css`, so the ad fits the
 * space reserved before first paint and nothing shifts.
 */
export type HouseAdFormat = 'square' | 'rect' | 'wide';

/** The format per position: from the smallest viewport up, with the width it starts at. */
export const HOUSE_AD_FORMATS: Readonly<
  Record<string, readonly { readonly minWidth: number; readonly format: HouseAdFormat }[]>
> = {
  panorama: [
    { minWidth: 0, format: 'square' },
    { minWidth: 768, format: 'rect' },
    { minWidth: 1024, format: 'wide' },
  ],
  'middle-banner': [
    { minWidth: 0, format: 'rect' },
    { minWidth: 1024, format: 'wide' },
  ],
  'in-content-banner': [
    { minWidth: 0, format: 'square' },
    { minWidth: 768, format: 'rect' },
  ],
  articlemodule: [
    { minWidth: 0, format: 'square' },
    { minWidth: 768, format: 'rect' },
  ],
};

export const FORMAT_SIZES: Readonly<Record<HouseAdFormat, { width: number; height: number }>> = {
  square: { width: 320, height: 320 },
  rect: { width: 300, height: 250 },
  wide: { width: 970, height: 250 },
};

function houseAd(doc: Document, base: string, position: string, alt: string): HTMLElement | null {
  const formats = HOUSE_AD_FORMATS[position];
  if (formats === undefined || formats.length === 0) return null;
  const picture = doc.createElement('picture');
  for (const { minWidth, format } of [...formats].reverse()) {
    const src = `${base}/${encodeURIComponent(position)}-${format}.svg`;
    if (minWidth === 0) {
      const image = doc.createElement('img');
      image.className = 'banner__house-ad';
      image.src = src;
      image.alt = alt;
      image.width = FORMAT_SIZES[format].width;
      image.height = FORMAT_SIZES[format].height;
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
