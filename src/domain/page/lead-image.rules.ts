import type { PageBlock } from '../content/content.types';
import { isVisibleTeaser } from '../content/teasers.rules';

/** Lists that show no teaser images: numbered titles only. */
const IMAGELESS_HINTS: ReadonlySet<string> = new Set(['toplist']);

function showsImage(block: PageBlock): boolean {
  switch (block.type) {
    case 'featured_content':
      return block.image !== null || block.teaser.image !== null;
    case 'teaser_list':
      if (IMAGELESS_HINTS.has(block.list.displayHint)) return false;
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
