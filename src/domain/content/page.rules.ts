import { DISPLAY_HINTS } from '../teasers/display-hints';
import type { Listing, Page, PageBlock, Teaser } from './content.types';
import { visibleTeasers } from './teasers.rules';

function withoutDrafts(block: PageBlock): PageBlock {
  if (block.type !== 'teaser_list') return block;
  return { ...block, list: { ...block.list, teasers: visibleTeasers(block.list.teasers) } };
}

/**
 * A `toplist` teaser list arrives without teasers when the editors want the most read: a list
 * whose hint says so (`mostReadFill`) is filled from the site's popular list, leaving out what the
 * page already shows (`shown`). Other empty lists stay empty (the renderer skips them).
 */
function withToplist(
  block: PageBlock,
  popular: readonly Teaser[],
  shown: ReadonlySet<number>,
): PageBlock {
  if (block.type !== 'teaser_list' || block.list.teasers.length > 0) return block;
  const size = DISPLAY_HINTS[block.list.displayHint].mostReadFill;
  if (size === null) return block;
  const fresh = popular.filter((teaser) => !shown.has(teaser.id));
  return { ...block, list: { ...block.list, teasers: fresh.slice(0, size) } };
}

/**
 * Each teaser once per page. An editor's featured teaser always stays where the editor put it;
 * every list keeps only the teasers no featured block and no earlier list shows (a teaser shown
 * twice in one list is kept once too). A list left empty is skipped by the renderer.
 */
function withoutRepeats(blocks: readonly PageBlock[]): readonly PageBlock[] {
  const shown = new Set<number>();
  for (const block of blocks) if (block.type === 'featured_content') shown.add(block.teaser.id);
  return blocks.map((block) => {
    if (block.type !== 'teaser_list') return block;
    const teasers = block.list.teasers.filter((teaser) => {
      if (shown.has(teaser.id)) return false;
      shown.add(teaser.id);
      return true;
    });
    return teasers.length === block.list.teasers.length
      ? block
      : { ...block, list: { ...block.list, teasers } };
  });
}

/** The ids of the teasers the blocks show, featured ones and those of every list. */
function shownIds(blocks: readonly PageBlock[]): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const block of blocks) {
    if (block.type === 'featured_content') ids.add(block.teaser.id);
    if (block.type === 'teaser_list') for (const teaser of block.list.teasers) ids.add(teaser.id);
  }
  return ids;
}

/**
 * A page as readers may see it: draft teasers removed from every list, each teaser shown once,
 * empty top lists filled with the most read the page does not show yet.
 */
export function publicPage(page: Page, popular: readonly Teaser[] = []): Page {
  const visible = visibleTeasers(popular);
  const blocks = withoutRepeats(page.blocks.map(withoutDrafts));
  const shown = shownIds(blocks);
  return { ...page, blocks: blocks.map((block) => withToplist(block, visible, shown)) };
}

export function publicListing(listing: Listing): Listing {
  return { ...listing, teasers: visibleTeasers(listing.teasers) };
}
