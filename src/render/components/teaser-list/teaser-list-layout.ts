import type { DisplayHint } from '../../../domain/content/content.types';
import type { GridColumns } from '../teaser/TeaserGrid';

/**
 * How a teaser list is laid out for each display hint (`DisplayHint` in content.types.ts):
 * - `grid`: 1-4 equal columns (`1col` … `4col`, `related`);
 * - `split`: one large teaser beside (or over) a grid of the others; `lead` says whether the large
 *   one comes first (`featured`, `1plus2`, `1plus4`) or last (`2plus1`, `4plus1`);
 * - `text-plus`: the list's own title and text as a panel beside four teasers (`text+4`);
 * - `toplist`: numbered, most read first; `staff`: people with round portraits;
 * - `slider`: the swiper island (`slider4col`; `slider-netflix` with wide, peeking slides);
 * - `commercial`: a sponsored spot, boxed or full width (`commercial_spot`, `commercial_spot-wide`).
 */
export type TeaserListLayout =
  | { readonly kind: 'grid'; readonly columns: GridColumns }
  | {
      readonly kind: 'split';
      readonly lead: 'first' | 'last';
      readonly columns: GridColumns;
    }
  | { readonly kind: 'text-plus'; readonly columns: GridColumns }
  | { readonly kind: 'toplist' }
  | { readonly kind: 'staff' }
  | { readonly kind: 'slider'; readonly variant: 'columns' | 'netflix' }
  | { readonly kind: 'commercial'; readonly wide: boolean };

const LAYOUTS: Readonly<Record<DisplayHint, TeaserListLayout>> = {
  featured: { kind: 'split', lead: 'first', columns: 3 },
  '1plus2': { kind: 'split', lead: 'first', columns: 1 },
  '2plus1': { kind: 'split', lead: 'last', columns: 1 },
  '1plus4': { kind: 'split', lead: 'first', columns: 2 },
  '4plus1': { kind: 'split', lead: 'last', columns: 2 },
  '1col': { kind: 'grid', columns: 1 },
  '2col': { kind: 'grid', columns: 2 },
  '3col': { kind: 'grid', columns: 3 },
  '4col': { kind: 'grid', columns: 4 },
  'text+4': { kind: 'text-plus', columns: 2 },
  related: { kind: 'grid', columns: 4 },
  staff: { kind: 'staff' },
  toplist: { kind: 'toplist' },
  slider4col: { kind: 'slider', variant: 'columns' },
  'slider-netflix': { kind: 'slider', variant: 'netflix' },
  commercial_spot: { kind: 'commercial', wide: false },
  'commercial_spot-wide': { kind: 'commercial', wide: true },
};

const DEFAULT_LAYOUT: TeaserListLayout = { kind: 'grid', columns: 3 };

export function isDisplayHint(hint: string): hint is DisplayHint {
  return Object.hasOwn(LAYOUTS, hint);
}

export function teaserListLayout(displayHint: string): TeaserListLayout {
  return isDisplayHint(displayHint) ? LAYOUTS[displayHint] : DEFAULT_LAYOUT;
}

/** The grid appended teasers (load-more) go into: the list's own columns, 4 for the rest. */
export function appendColumns(layout: TeaserListLayout): GridColumns {
  switch (layout.kind) {
    case 'grid':
      return layout.columns;
    case 'split':
    case 'text-plus':
    case 'staff':
    case 'toplist':
    case 'slider':
      return 4;
    case 'commercial':
      return layout.wide ? 1 : 2;
  }
}

/** A CSS-safe modifier for the hint: `1plus4`, `text-4`, `commercial_spot-wide`. */
export function hintModifier(displayHint: string): string {
  return displayHint.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
}

/**
 * The layout a list of `count` teasers takes. A split whose others stand beside the large teaser
 * (one or two columns: `1plus2`, `2plus1`, `1plus4`, `4plus1`) needs two rows of them to stand
 * as tall as it; with fewer, the column beside it would end in a hole, so the teasers lay out as
 * one even grid instead (at most four to a row). `featured` runs the others below the large one
 * and keeps its split whatever the number.
 */
export function fittedLayout(layout: TeaserListLayout, count: number): TeaserListLayout {
  if (layout.kind !== 'split' || layout.columns > 2) return layout;
  const others = count - 1;
  if (others >= 2 * layout.columns) return layout;
  const columns: GridColumns = count >= 4 ? 4 : count === 3 ? 3 : count === 2 ? 2 : 1;
  return { kind: 'grid', columns };
}
