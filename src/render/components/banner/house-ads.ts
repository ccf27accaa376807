/**
 * House ads: the site's own labelled ads (subscription, newsletter, the printed magazine …) on the
 * site's image host under `house-ads/<brand>/<language>/<position>-<format>.svg` (the embedded
 * default's sandbox serves them, `sandbox/ads/`). They set no cookie and track nobody, so a
 * banner slot shows one from first paint whatever the reader's consent (ADR 23). Each position
 * has one format per viewport, the same sizes the slot reserves in `styles/consent.css`.
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

/** Where house ads live on the site's image host. */
export const HOUSE_ADS_PATH = '/wp-content/uploads/house-ads';

/** The folder of a site's house ads, or null when the site has no image host. */
export function houseAdsBase(site: {
  readonly imageHost: string | null;
  readonly brandCode: string;
  readonly language: string;
}): string | null {
  if (site.imageHost === null || !/^https?:\/\//.test(site.imageHost)) return null;
  const brand = site.brandCode.toLowerCase().replace(/[^a-z0-9-]/g, '');
  return `${site.imageHost.replace(/\/+$/, '')}${HOUSE_ADS_PATH}/${brand}/${site.language}`;
}

export interface HouseAdSource {
  /** The narrowest viewport the source is for (0: the `<img>` itself). */
  readonly minWidth: number;
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** A position's house-ad files, widest viewport first (the order of a `<picture>`'s sources). */
export function houseAdSources(base: string, position: string): readonly HouseAdSource[] {
  const formats = HOUSE_AD_FORMATS[position] ?? [];
  return [...formats].reverse().map(({ minWidth, format }) => ({
    minWidth,
    src: `${base}/${encodeURIComponent(position)}-${format}.svg`,
    ...FORMAT_SIZES[format],
  }));
}
