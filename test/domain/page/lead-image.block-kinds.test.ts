import { describe, expect, it } from 'vitest';
import type { Image, PageBlock, Teaser } from '../../../src/domain/content/content.types';
import { leadImageBlockKey } from '../../../src/domain/page/lead-image.rules';
import { teaserFixture, teaserListFixture } from '../../fakes/domain-builders';

const image: Image = {
  url: 'https://images.example/lead.jpg',
  alt: '',
  title: null,
  caption: null,
  copyright: null,
  focalPoint: null,
  aspectRatio: 1.5,
};

function featured(key: string, own: Image | null, teaser: Teaser): PageBlock {
  return { type: 'featured_content', key, label: null, displayHint: 'default', teaser, image: own };
}

function spot(key: string, spotImage: Image | null): PageBlock {
  return {
    type: 'commercial_spot',
    key,
    spot: {
      title: 'Annonce',
      description: null,
      image: spotImage,
      link: null,
      label: null,
      displayHint: 'default',
    },
  };
}

function seoText(key: string, seoImage: Image | null): PageBlock {
  return {
    type: 'seo_text',
    key,
    title: null,
    body: 'Tekst',
    image: seoImage,
    imagePosition: 'after',
    link: null,
  };
}

function terms(key: string, termsImage: Image | null): PageBlock {
  return {
    type: 'taxonomy_teaser_list',
    key,
    title: 'Emner',
    description: null,
    image: termsImage,
    label: null,
    displayHint: 'default',
    terms: [],
  };
}

const textOnly: PageBlock[] = [
  { type: 'banner_placement', key: 'banner', position: 'top' },
  { type: 'newsletter', key: 'newsletter', sourceCode: null, permissionText: null },
  { type: 'quote_teaser', key: 'quote', quote: 'Citat', author: null, teaser: null, link: null },
  { type: 'author_overview', key: 'authors', description: null, authors: [] },
];

describe('which block holds the page lead image, by block kind', () => {
  it('a featured block without its own image nor a teaser image does not; with the teaser image it does', () => {
    const bare = featured('bare', null, teaserFixture({ image: null }));
    const byTeaser = featured('by-teaser', null, teaserFixture({ image }));
    expect(leadImageBlockKey([bare, byTeaser])).toBe('by-teaser');
    expect(leadImageBlockKey([bare])).toBeNull();
  });

  it('a commercial spot holds it only with an image', () => {
    expect(leadImageBlockKey([spot('plain', null), spot('pictured', image)])).toBe('pictured');
    expect(leadImageBlockKey([spot('plain', null)])).toBeNull();
  });

  it('an SEO text holds it only with an image', () => {
    expect(leadImageBlockKey([seoText('plain', null), seoText('pictured', image)])).toBe(
      'pictured',
    );
  });

  it('a list of categories or tags holds it only with an image', () => {
    expect(leadImageBlockKey([terms('plain', null), terms('pictured', image)])).toBe('pictured');
    expect(leadImageBlockKey([terms('plain', null)])).toBeNull();
  });

  it('banners, newsletters, quotes and author overviews never do: the next pictured block does', () => {
    expect(leadImageBlockKey([...textOnly, seoText('pictured', image)])).toBe('pictured');
    expect(leadImageBlockKey(textOnly)).toBeNull();
  });

  it('a list of drafts only shows nothing, so the next block holds it', () => {
    const drafts: PageBlock = {
      type: 'teaser_list',
      key: 'drafts',
      list: teaserListFixture([teaserFixture({ status: 'draft', image })], {
        displayHint: '4col',
      }),
    };
    expect(leadImageBlockKey([drafts, spot('pictured', image)])).toBe('pictured');
  });
});
