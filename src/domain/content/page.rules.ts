import type { Listing, Page, PageBlock } from './content.types';
import { visibleTeasers } from './teasers.rules';

function withoutDrafts(block: PageBlock): PageBlock {
  if (block.type !== 'teaser_list') return block;
  return { ...block, list: { ...block.list, teasers: visibleTeasers(block.list.teasers) } };
}

/** A page as readers may see it: draft teasers removed from every list. */
export function publicPage(page: Page): Page {
  return { ...page, blocks: page.blocks.map(withoutDrafts) };
}

export function publicListing(listing: Listing): Listing {
  return { ...listing, teasers: visibleTeasers(listing.teasers) };
}
