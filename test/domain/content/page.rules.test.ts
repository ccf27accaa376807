import { describe, expect, it } from 'vitest';
import type { PageBlock, Teaser } from '../../../src/domain/content/content.types';
import { publicListing, publicPage } from '../../../src/domain/content/page.rules';
import type { DisplayHint } from '../../../src/domain/teasers/display-hints';
import {
  listingFixture,
  pageFixture,
  teaserFixture,
  teaserListFixture,
} from '../../fakes/domain-builders';

const ids = (teasers: readonly Teaser[]) => teasers.map((teaser) => teaser.id);

function listBlock(key: string, displayHint: DisplayHint, teasers: readonly Teaser[]): PageBlock {
  return { type: 'teaser_list', key, list: teaserListFixture(teasers, { displayHint }) };
}

function listIds(block: PageBlock | undefined): number[] {
  return block?.type === 'teaser_list' ? ids(block.list.teasers) : [];
}

describe('publicPage', () => {
  const popular = [1, 2, 3, 4, 5, 6, 7].map((id) =>
    teaserFixture({ id, status: id === 2 ? 'draft' : 'publish' }),
  );

  it('removes draft teasers from every list', () => {
    const page = pageFixture({
      blocks: [
        listBlock(
          'a',
          '4col',
          [11, 12, 13].map((id) => teaserFixture({ id, status: id === 12 ? 'draft' : 'publish' })),
        ),
      ],
    });
    expect(listIds(publicPage(page).blocks[0])).toEqual([11, 13]);
  });

  it('fills an empty top list with the five most read published teasers', () => {
    const page = pageFixture({ blocks: [listBlock('top', 'toplist', [])] });
    expect(listIds(publicPage(page, popular).blocks[0])).toEqual([1, 3, 4, 5, 6]);
  });

  it('keeps a top list the editors filled, and leaves other empty lists empty', () => {
    const page = pageFixture({
      blocks: [
        listBlock('top', 'toplist', [teaserFixture({ id: 21 })]),
        listBlock('empty', '4col', []),
      ],
    });
    const blocks = publicPage(page, popular).blocks;
    expect(listIds(blocks[0])).toEqual([21]);
    expect(listIds(blocks[1])).toEqual([]);
  });

  it('leaves blocks that are not teaser lists as they are', () => {
    const banner: PageBlock = { type: 'banner_placement', key: 'b', position: 'top' };
    expect(publicPage(pageFixture({ blocks: [banner] }), popular).blocks).toEqual([banner]);
  });

  it('shows each teaser once: later lists drop what a featured block or an earlier list shows', () => {
    const featured: PageBlock = {
      type: 'featured_content',
      key: 'hero',
      label: 'Ugens træning',
      displayHint: 'default',
      teaser: teaserFixture({ id: 40 }),
      image: null,
    };
    const page = pageFixture({
      blocks: [
        listBlock(
          'first',
          '3col',
          [41, 40, 42].map((id) => teaserFixture({ id })),
        ),
        featured,
        listBlock(
          'second',
          '4col',
          [42, 43, 41, 43].map((id) => teaserFixture({ id })),
        ),
        listBlock(
          'third',
          '2col',
          [41, 42].map((id) => teaserFixture({ id })),
        ),
      ],
    });
    const blocks = publicPage(page).blocks;
    expect(listIds(blocks[0])).toEqual([41, 42]);
    expect(blocks[1]).toBe(featured);
    expect(listIds(blocks[2])).toEqual([43]);
    expect(listIds(blocks[3])).toEqual([]);
  });

  it('fills an empty top list only with most-read teasers the page does not show', () => {
    const page = pageFixture({
      blocks: [
        listBlock('top', 'toplist', []),
        listBlock(
          'later',
          '4col',
          [1, 4].map((id) => teaserFixture({ id })),
        ),
      ],
    });
    const blocks = publicPage(page, popular).blocks;
    expect(listIds(blocks[0])).toEqual([3, 5, 6, 7]);
    expect(listIds(blocks[1])).toEqual([1, 4]);
  });

  it('leaves a list without repeats as it was', () => {
    const block = listBlock(
      'only',
      '4col',
      [51, 52].map((id) => teaserFixture({ id })),
    );
    expect(publicPage(pageFixture({ blocks: [block] })).blocks[0]).toEqual(block);
  });

  it('has no most-read teasers to fill with unless given some', () => {
    const page = pageFixture({ blocks: [listBlock('top', 'toplist', [])] });
    expect(listIds(publicPage(page).blocks[0])).toEqual([]);
  });
});

describe('publicListing', () => {
  it('removes draft teasers', () => {
    const listing = listingFixture({
      teasers: [teaserFixture({ id: 31 }), teaserFixture({ id: 32, status: 'draft' })],
    });
    expect(ids(publicListing(listing).teasers)).toEqual([31]);
  });
});
