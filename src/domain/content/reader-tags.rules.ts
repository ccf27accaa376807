import { COMMERCIAL_TAGS } from '../banners/banner.rules';
import { FREE_TAGS, PREMIUM_TAGS } from '../paywall/paywall.rules';
import type { TagRef } from './content.types';

/** Tags that place blocks on a page (banners, subscription and newsletter boxes), not topics. */
const BLOCK_TAGS: ReadonlySet<string> = new Set(['bannerblock', 'aboblock', 'newsletterblock']);

/**
 * Tag names that mark how an article is sold, never what it is about: the access markers of the
 * paywall (`FREE_TAGS`: "Free Article", "Konkurrence" …; `PREMIUM_TAGS`: "Premium" …), the
 * commercial markers of the banners (`COMMERCIAL_TAGS`: "Advertorial", "Content marketing") and
 * the block tags. Compared trimmed and without case, as those rules compare them.
 */
export const MARKER_TAG_NAMES: ReadonlySet<string> = new Set([
  ...BLOCK_TAGS,
  ...FREE_TAGS,
  ...PREMIUM_TAGS,
  ...COMMERCIAL_TAGS,
]);

/** Whether a tag name is one a reader may see: not empty, not a marker tag. */
export function isReaderTagName(name: string): boolean {
  const normalised = name.trim().toLowerCase();
  return normalised !== '' && !MARKER_TAG_NAMES.has(normalised);
}

/**
 * Whether a path is a marker tag's listing (`/tags/{slug}`, the slug the marker's name written
 * lower-case with hyphens): a page the product answers noindex, known without asking the API.
 */
export function isMarkerTagPath(path: string): boolean {
  const slug = /^\/tags\/([^/]+)\/?$/.exec(path)?.[1];
  if (slug === undefined) return false;
  const name = slug.toLowerCase();
  for (const marker of MARKER_TAG_NAMES) if (marker.replace(/\s+/g, '-') === name) return true;
  return false;
}

/**
 * The tags a reader sees (the article's topic chips, the page's keywords): never a tag the content
 * API flags `internal`, never a marker tag.
 */
export function readerTags<T extends Pick<TagRef, 'name' | 'internal'>>(
  tags: readonly T[],
): readonly T[] {
  return tags.filter((tag) => !tag.internal && isReaderTagName(tag.name));
}
