import type { TagRef } from '../../../domain/content/content.types';

/** Tags that are never shown publicly, compared without case. */
const HIDDEN_TAG_NAMES: ReadonlySet<string> = new Set([
  'bannerblock',
  'aboblock',
  'newsletterblock',
  'content marketing',
]);

/** The tags a reader sees: internal tags and the hidden block tags are skipped. */
export function visibleTags(tags: readonly TagRef[]): readonly TagRef[] {
  return tags.filter(
    (tag) => !tag.internal && !HIDDEN_TAG_NAMES.has(tag.name.trim().toLowerCase()),
  );
}
