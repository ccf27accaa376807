/**
 * The display hints of a page's teaser list (`display_hint` of a `teaser_list` block): one entry
 * each, and every layer reads its entry. The WordPress mapper keeps a hint only when it is a key
 * here, the pagination rules take a list's first page and step from it, the lead-image rule
 * whether its teasers show images, the page rules whether the most read fill it when empty, and
 * the renderer its layout and the columns load-more adds to. A new hint is one entry: every field
 * is required, so the compiler asks for each (ADR 27).
 */

/** Columns of a teaser grid from 1024 px; phones show one column, or rows with a thumbnail. */
export type GridColumns = 1 | 2 | 3 | 4;

/**
 * How a teaser list is laid out:
 * - `grid`: 1-4 equal columns;
 * - `split`: one large teaser beside (or over) a grid of the others in `columns`; `lead` says
 *   whether the large one comes first or last;
 * - `text-plus`: the list's own title and text as a panel beside a grid of the teasers;
 * - `toplist`: numbered, most read first; `staff`: people with round portraits;
 * - `slider`: the swiper island, in columns or with wide, peeking slides (`netflix`);
 * - `commercial`: a sponsored spot, boxed or full width.
 */
export type TeaserListLayout =
  | { readonly kind: 'grid'; readonly columns: GridColumns }
  | { readonly kind: 'split'; readonly lead: 'first' | 'last'; readonly columns: GridColumns }
  | { readonly kind: 'text-plus'; readonly columns: GridColumns }
  | { readonly kind: 'toplist' }
  | { readonly kind: 'staff' }
  | { readonly kind: 'slider'; readonly variant: 'columns' | 'netflix' }
  | { readonly kind: 'commercial'; readonly wide: boolean };

/** How a list of a hint loads more, when the content API says it can paginate. */
export interface TeaserListPaging {
  /** Teasers its first page shows; null: all it arrived with. */
  readonly firstPage: number | null;
  /** Teasers one load-more step adds. */
  readonly step: number;
  /** Columns of the grid the added teasers go into. */
  readonly columns: GridColumns;
}

/** Everything the product does differently for one display hint. */
export interface DisplayHintSpec {
  readonly layout: TeaserListLayout;
  /** Its load-more; null: it never loads more, whatever the content API says (one screen). */
  readonly paging: TeaserListPaging | null;
  /** Whether its teasers show their images: only then can it hold the page's lead image. */
  readonly teaserImages: boolean;
  /**
   * How many of the site's most read teasers fill it when the editors leave it empty (those the
   * page shows elsewhere left out); null: an empty list stays empty and is not shown.
   */
  readonly mostReadFill: number | null;
}

/** Teasers a load-more step adds to a page's teaser list (ADR 17): a row of a 4-column grid. */
export const TEASER_LIST_STEP = 4;
/** The first page of the five-teaser types (one large and four): all five. */
export const FIVE_TEASER_FIRST_PAGE = 5;
/** How many of the most read fill an empty top list. */
export const TOPLIST_SIZE = 5;

/** A list that adds `TEASER_LIST_STEP` a step into `columns`, from a first page of `firstPage`. */
function steps(columns: GridColumns, firstPage: number | null): TeaserListPaging {
  return { firstPage, step: TEASER_LIST_STEP, columns };
}

const TABLE = {
  featured: {
    layout: { kind: 'split', lead: 'first', columns: 3 },
    paging: steps(4, null),
    teaserImages: true,
    mostReadFill: null,
  },
  '1plus2': {
    layout: { kind: 'split', lead: 'first', columns: 1 },
    paging: steps(4, null),
    teaserImages: true,
    mostReadFill: null,
  },
  '2plus1': {
    layout: { kind: 'split', lead: 'last', columns: 1 },
    paging: steps(4, null),
    teaserImages: true,
    mostReadFill: null,
  },
  '1plus4': {
    layout: { kind: 'split', lead: 'first', columns: 2 },
    paging: steps(4, FIVE_TEASER_FIRST_PAGE),
    teaserImages: true,
    mostReadFill: null,
  },
  '4plus1': {
    layout: { kind: 'split', lead: 'last', columns: 2 },
    paging: steps(4, FIVE_TEASER_FIRST_PAGE),
    teaserImages: true,
    mostReadFill: null,
  },
  '1col': {
    layout: { kind: 'grid', columns: 1 },
    paging: steps(1, null),
    teaserImages: true,
    mostReadFill: null,
  },
  '2col': {
    layout: { kind: 'grid', columns: 2 },
    paging: steps(2, null),
    teaserImages: true,
    mostReadFill: null,
  },
  '3col': {
    layout: { kind: 'grid', columns: 3 },
    paging: steps(3, null),
    teaserImages: true,
    mostReadFill: null,
  },
  '4col': {
    layout: { kind: 'grid', columns: 4 },
    paging: steps(4, null),
    teaserImages: true,
    mostReadFill: null,
  },
  'text+4': {
    layout: { kind: 'text-plus', columns: 2 },
    paging: steps(4, null),
    teaserImages: true,
    mostReadFill: null,
  },
  related: {
    layout: { kind: 'grid', columns: 4 },
    paging: steps(4, null),
    teaserImages: true,
    mostReadFill: null,
  },
  staff: {
    layout: { kind: 'staff' },
    paging: steps(4, null),
    teaserImages: true,
    mostReadFill: null,
  },
  toplist: {
    layout: { kind: 'toplist' },
    paging: null,
    teaserImages: false,
    mostReadFill: TOPLIST_SIZE,
  },
  slider4col: {
    layout: { kind: 'slider', variant: 'columns' },
    paging: null,
    teaserImages: true,
    mostReadFill: null,
  },
  'slider-netflix': {
    layout: { kind: 'slider', variant: 'netflix' },
    paging: null,
    teaserImages: true,
    mostReadFill: null,
  },
  commercial_spot: {
    layout: { kind: 'commercial', wide: false },
    paging: steps(2, null),
    teaserImages: true,
    mostReadFill: null,
  },
  'commercial_spot-wide': {
    layout: { kind: 'commercial', wide: true },
    paging: steps(1, null),
    teaserImages: true,
    mostReadFill: null,
  },
} satisfies Readonly<Record<string, DisplayHintSpec>>;

/** A display hint of a teaser list: a key of the table. */
export type DisplayHint = keyof typeof TABLE;

/** Every display hint and what it means (see the top of this file). */
export const DISPLAY_HINTS: Readonly<Record<DisplayHint, DisplayHintSpec>> = TABLE;

/** The hint of a list the content API sent without one. */
export const HINT_WHEN_ABSENT: DisplayHint = '4col';
/** The hint of a list whose hint is none of the table's: an even three-column grid. */
export const HINT_WHEN_UNKNOWN: DisplayHint = '3col';

export function isDisplayHint(value: string): value is DisplayHint {
  return Object.hasOwn(DISPLAY_HINTS, value);
}

/** The display hint of what the content API sent (`display_hint`, null when absent). */
export function displayHintOf(sent: string | null): DisplayHint {
  if (sent === null) return HINT_WHEN_ABSENT;
  return isDisplayHint(sent) ? sent : HINT_WHEN_UNKNOWN;
}
