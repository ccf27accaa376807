import type { Article, Widget } from '../content/content.types';
import type { UserState } from '../identity/user-state.types';

/** The banner positions a page can reserve a slot for. */
export type BannerPosition =
  'panorama' | 'middle-banner' | 'in-content-banner' | 'articlemodule' | 'rich_media_premium';

export const BANNER_POSITIONS: readonly BannerPosition[] = [
  'panorama',
  'middle-banner',
  'in-content-banner',
  'articlemodule',
  'rich_media_premium',
];

/** Tags that make an article commercial even without a commercial type. */
export const COMMERCIAL_TAGS: ReadonlySet<string> = new Set(['content marketing', 'advertorial']);

/** A sponsored article: a commercial type, or a commercial tag. */
export function isCommercialArticle(article: Pick<Article, 'commercial' | 'tags'>): boolean {
  const type = article.commercial?.type ?? null;
  if (type !== null && type.trim() !== '') return true;
  return article.tags.some((tag) => COMMERCIAL_TAGS.has(tag.name.trim().toLowerCase()));
}

/**
 * Whether a page has banners: never for subscribers, never on commercial articles.
 * (They are also shown only after cookie-consent interaction: that is the browser's part,
 * `client/consent`; the server only reserves the space.)
 */
export function showsBanners(
  state: Pick<UserState, 'kind'>,
  article: Pick<Article, 'commercial' | 'tags'> | null,
): boolean {
  if (state.kind === 'subscriber') return false;
  return article === null || !isCommercialArticle(article);
}

/**
 * Widgets that read as running text; an in-content banner goes between them, never in a recipe,
 * nor between a chapter heading and its chapter.
 */
function isText(widget: Widget): boolean {
  return (
    widget.type === 'text_item' ||
    (widget.type === 'lead_paragraph' && widget.displayHint !== 'chapter')
  );
}

/** How many unlocked widgets must come before the in-content banner. */
export const IN_CONTENT_AFTER = 3;

/**
 * Where the in-content banner goes in an article body: after the first text widget that has at
 * least {@link IN_CONTENT_AFTER} visible widgets before it (counting itself) and more content
 * after it; null when the body is too short.
 */
export function inContentBannerIndex(widgets: readonly Widget[]): number | null {
  let seen = 0;
  for (const [index, widget] of widgets.entries()) {
    if (widget.locked) return null;
    seen += 1;
    if (seen >= IN_CONTENT_AFTER && isText(widget) && index < widgets.length - 1) return index;
  }
  return null;
}

const PLACEMENTS: Readonly<Record<string, BannerPosition>> = {
  top: 'panorama',
  middle: 'middle-banner',
  bottom: 'articlemodule',
};

/** A page's `banner_placement` (`top`, `middle`, `bottom`, or a position name) as a position. */
export function bannerPositionFor(placement: string): BannerPosition | null {
  const key = placement.trim().toLowerCase();
  if ((BANNER_POSITIONS as readonly string[]).includes(key)) return key as BannerPosition;
  return PLACEMENTS[key] ?? null;
}
