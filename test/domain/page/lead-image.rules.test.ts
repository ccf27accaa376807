import { describe, expect, it } from 'vitest';
import type { Image, PageBlock, Teaser } from '../../../src/domain/content/content.types';
import { leadImageBlockKey } from '../../../src/domain/page/lead-image.rules';
import type { DisplayHint } from '../../../src/domain/teasers/display-hints';
import { teaserFixture, teaserListFixture } from '../../fakes/domain-builders';

const image: Image = {
  url: 'https://images.example/a.jpg',
  alt: '',
  title: null,
  caption: null,
  copyright: null,
  focalPoint: null,
  aspectRatio: 1.5,
};

function list(key: string, displayHint: DisplayHint, teasers: readonly Teaser[]): PageBlock {
  return { type: 'teaser_list', key, list: teaserListFixture(teasers, { displayHint }) };
}

describe('leadImageBlockKey', () => {
  it('is the first block that shows an image', () => {
    const blocks: PageBlock[] = [
      { type: 'banner_placement', key: 'banner', position: 'top' },
      list('top', 'toplist', [teaserFixture({ image })]),
      list('plain', '4col', [teaserFixture({ image: null })]),
      list('grid', '4col', [teaserFixture({ image }), teaserFixture({ image })]),
      {
        type: 'seo_text',
        key: 'seo',
        title: null,
        body: '',
        image,
        imagePosition: 'after',
        link: null,
      },
    ];
    expect(leadImageBlockKey(blocks)).toBe('grid');
  });

  it('counts a featured block by its own image or its teaser’s, skipping drafts', () => {
    const featured: PageBlock = {
      type: 'featured_content',
      key: 'hero',
      label: null,
      displayHint: 'default',
      teaser: teaserFixture({ image: null }),
      image,
    };
    expect(leadImageBlockKey([featured])).toBe('hero');
    const draftFirst = list('drafts', '3col', [
      teaserFixture({ status: 'draft', image: null }),
      teaserFixture({ image }),
    ]);
    expect(leadImageBlockKey([draftFirst])).toBe('drafts');
  });

  it('is null when no block shows an image', () => {
    expect(leadImageBlockKey([list('plain', '4col', [teaserFixture()])])).toBeNull();
  });
});
