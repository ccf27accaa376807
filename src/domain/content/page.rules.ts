import type { Listing, Page, PageBlock, Teaser } from './content.types';
import { visibleTeasers } from './teasers.rules';

function withoutDrafts(block: PageBlock): PageBlock {
  if (block.type !== 'teaser_list') return block;
  return { ...block, list: { ...block.list, teasers: visibleTeasers(block.list.teasers) } };
}

/** How many of the most-read teasers fill a top list the editors left empty. */
export const TOPLIST_SIZE = 5;

/**
 * A `toplist` teaser list arrives without teasers when the editors want the most read: it is
 * filled from the site's popular list. Other empty lists stay empty (the renderer skips them).
 */
function withToplist(block: PageBlock, popular: readonly Teaser[]): PageBlock {
  if (block.type !== 'teaser_list' || block.list.displayHint !== 'toplist') return block;
  if (block.list.teasers.length > 0) return block;
  return { ...block, list: { ...block.list, teasers: popular.slice(0, TOPLIST_SIZE) } };
}

/**
 * A page as readers may see it: draft teasers removed from every list, empty top lists filled
 * with the most read.
 */
export function publicPage(page: Page, popular: readonly Teaser[] = []): Page {
  const visible = visibleTeasers(popular);
  return {
    ...page,
    blocks: page.blocks.map((block) => withToplist(withoutDrafts(block), visible)),
  };
}

export function publicListing(listing: Listing): Listing {
  return { ...listing, teasers: visibleTeasers(listing.teasers) };
}
