import {
  DISPLAY_HINTS,
  type DisplayHint,
  type GridColumns,
  type TeaserListLayout,
} from '../../../domain/teasers/display-hints';

/** How a teaser list of this display hint is laid out: its entry in `DISPLAY_HINTS`. */
export function teaserListLayout(displayHint: DisplayHint): TeaserListLayout {
  return DISPLAY_HINTS[displayHint].layout;
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
