import type { DisplayHint } from '../../../domain/content/content.types';
import type { GridColumns } from '../teaser/TeaserGrid';

/**
 * How a teaser list is laid out for a display hint. For now every hint maps onto four shapes: a
 * grid of 1-4 columns, a large first teaser over a grid, a numbered toplist, or a horizontal
 * scroll-snap row (the slider without JavaScript).
 */
export type TeaserListLayout =
  | { readonly kind: 'grid'; readonly columns: GridColumns }
  | { readonly kind: 'featured'; readonly columns: GridColumns }
  | { readonly kind: 'toplist' }
  | { readonly kind: 'slider' };

const LAYOUTS: Readonly<Record<DisplayHint, TeaserListLayout>> = {
  featured: { kind: 'featured', columns: 3 },
  '1plus2': { kind: 'featured', columns: 2 },
  '2plus1': { kind: 'featured', columns: 2 },
  '1plus4': { kind: 'featured', columns: 4 },
  '4plus1': { kind: 'featured', columns: 4 },
  '1col': { kind: 'grid', columns: 1 },
  '2col': { kind: 'grid', columns: 2 },
  '3col': { kind: 'grid', columns: 3 },
  '4col': { kind: 'grid', columns: 4 },
  'text+4': { kind: 'grid', columns: 4 },
  related: { kind: 'grid', columns: 4 },
  staff: { kind: 'grid', columns: 4 },
  toplist: { kind: 'toplist' },
  slider4col: { kind: 'slider' },
  'slider-netflix': { kind: 'slider' },
  commercial_spot: { kind: 'grid', columns: 1 },
  'commercial_spot-wide': { kind: 'grid', columns: 1 },
};

const DEFAULT_LAYOUT: TeaserListLayout = { kind: 'grid', columns: 3 };

function isDisplayHint(hint: string): hint is DisplayHint {
  return Object.hasOwn(LAYOUTS, hint);
}

export function teaserListLayout(displayHint: string): TeaserListLayout {
  return isDisplayHint(displayHint) ? LAYOUTS[displayHint] : DEFAULT_LAYOUT;
}
