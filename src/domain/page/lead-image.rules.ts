import type { PageBlock } from '../content/content.types';
import { isVisibleTeaser } from '../content/teasers.rules';
import { DISPLAY_HINTS } from '../teasers/display-hints';

function showsImage(block: PageBlock): boolean {
  switch (block.type) {
    case 'featured_content':
      return block.image !== null || block.teaser.image !== null;
    case 'teaser_list':
      // Some lists show no teaser images (the top list: numbered titles only).
      if (!DISPLAY_HINTS[block.list.displayHint].teaserImages) return false;
      return block.list.teasers.find(isVisibleTeaser)?.image != null;
    case 'commercial_spot':
      return block.spot.image !== null;
    case 'seo_text':
    case 'taxonomy_teaser_list':
      return block.image !== null;
    case 'banner_placement':
    case 'newsletter':
    case 'quote_teaser':
    case 'author_overview':
      return false;
  }
}

/**
 * The block holding the page's lead image: the first that shows one, by its key (null when none
 * does). Its first image loads eagerly with high priority; every other image loads lazily, when
 * it nears the viewport.
 */
export function leadImageBlockKey(blocks: readonly PageBlock[]): string | null {
  return blocks.find(showsImage)?.key ?? null;
}
