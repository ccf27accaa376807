import type { MenuLocation, MenuSpec, PageSpec } from '../content-pack.types';

/**
 * The front page, the 404 page and the about page of both COS markets. The front page uses every
 * display hint, links a recipe and the gallery article, and mixes the draft into two
 * lists (the product must drop it).
 */
export const COS_PAGES: readonly PageSpec[] = [
  {
    key: 'front',
    n: 1,
    role: 'front',
    items: [
      { type: 'banner_placement', position: 'panorama' },
      { type: 'featured_content', key: 'week', article: 'before-after', displayHint: 'default' },
      {
        type: 'teaser_list',
        key: 'featured',
        n: 1,
        displayHint: 'featured',
        theme: 'brand',
        source: { kind: 'articles', keys: ['before-after'] },
      },
      {
        type: 'teaser_list',
        key: 'home',
        n: 2,
        displayHint: '1plus2',
        source: { kind: 'articles', keys: ['small-living-room', 'paint-kitchen', 'colour-trends'] },
        linkCategory: 'home',
      },
      {
        type: 'teaser_list',
        key: 'latest',
        n: 3,
        displayHint: '4col',
        source: { kind: 'latest' },
        paginate: { perPage: 4 },
      },
      { type: 'banner_placement', position: 'middle-banner' },
      {
        type: 'teaser_list',
        key: 'garden',
        n: 4,
        displayHint: '3col',
        source: {
          kind: 'articles',
          keys: ['easy-houseplants', 'autumn-wreath-draft', 'balcony-garden', 'tomatoes-in-pots'],
        },
        linkCategory: 'garden',
      },
      {
        type: 'teaser_list',
        key: 'popular',
        n: 5,
        displayHint: 'toplist',
        source: { kind: 'popular', count: 5 },
      },
      {
        type: 'teaser_list',
        key: 'food',
        n: 6,
        displayHint: '2plus1',
        theme: 'dark',
        source: { kind: 'category', category: 'food', count: 3 },
        linkCategory: 'food',
      },
      {
        type: 'teaser_list',
        key: 'recipes',
        n: 11,
        displayHint: '4plus1',
        source: {
          kind: 'articles',
          keys: [
            'cinnamon-buns',
            'summer-table',
            'tomatoes-in-pots',
            'balcony-garden',
            'elderflower-cordial',
          ],
        },
        linkCategory: 'recipes',
      },
      {
        type: 'teaser_list',
        key: 'partner',
        n: 7,
        displayHint: 'commercial_spot',
        source: { kind: 'articles', keys: ['sofa-partner'] },
      },
      {
        type: 'teaser_list',
        key: 'diy',
        n: 12,
        displayHint: '1plus4',
        theme: 'dark',
        source: {
          kind: 'articles',
          keys: [
            'paint-kitchen',
            'terrace-oil',
            'colour-trends',
            'small-living-room',
            'before-after',
          ],
        },
        linkCategory: 'renovation',
      },
      {
        type: 'teaser_list',
        key: 'plants',
        n: 13,
        displayHint: 'text+4',
        source: {
          kind: 'articles',
          keys: ['easy-houseplants', 'monstera-faq', 'balcony-garden', 'tomatoes-in-pots'],
        },
        linkCategory: 'plants',
      },
      {
        type: 'teaser_list',
        key: 'design',
        n: 8,
        displayHint: 'slider4col',
        source: { kind: 'category', category: 'home', count: 8 },
        linkCategory: 'design',
      },
      {
        type: 'teaser_list',
        key: 'hosting',
        n: 14,
        displayHint: '2col',
        source: { kind: 'articles', keys: ['summer-table', 'elderflower-cordial'] },
        linkCategory: 'hosting',
      },
      {
        type: 'teaser_list',
        key: 'small-spaces',
        n: 15,
        displayHint: '1col',
        source: { kind: 'articles', keys: ['before-after', 'small-living-room'] },
        linkCategory: 'interior',
      },
      { type: 'banner_placement', position: 'in-content-banner' },
      {
        type: 'teaser_list',
        key: 'staff',
        n: 16,
        displayHint: 'staff',
        source: {
          kind: 'articles',
          keys: ['lounge-chair-test', 'easy-houseplants', 'cinnamon-buns', 'terrace-oil'],
        },
      },
      {
        type: 'teaser_list',
        key: 'netflix',
        n: 17,
        displayHint: 'slider-netflix',
        theme: 'dark',
        source: {
          kind: 'articles',
          keys: [
            'before-after',
            'balcony-garden',
            'summer-table',
            'small-living-room',
            'elderflower-cordial',
            'lounge-chair-test',
            'monstera-faq',
            'terrace-oil',
          ],
        },
      },
      {
        type: 'teaser_list',
        key: 'related',
        n: 18,
        displayHint: 'related',
        source: {
          kind: 'articles',
          keys: [
            'monstera-faq',
            'autumn-wreath-draft',
            'colour-trends',
            'paint-kitchen',
            'cinnamon-buns',
          ],
        },
      },
      {
        type: 'teaser_list',
        key: 'contest',
        n: 19,
        displayHint: 'commercial_spot-wide',
        theme: 'brand',
        source: { kind: 'articles', keys: ['contest-rug'] },
      },
      {
        type: 'commercial_spot',
        key: 'subscribe',
        displayHint: 'wide',
        image: 'apartment',
        link: { url: 'https://shop.cos.example/abonnement?utm_source=cos&utm_campaign=forside' },
      },
      {
        type: 'commercial_spot',
        key: 'about',
        displayHint: 'default',
        image: 'living-room',
        link: { page: 'about' },
      },
      { type: 'newsletter' },
      { type: 'seo_text', key: 'intro', image: 'category-home', linkPage: 'about' },
    ],
  },
  {
    key: 'not-found',
    n: 2,
    role: 'not-found',
    items: [
      {
        type: 'teaser_list',
        key: 'popular',
        n: 9,
        displayHint: 'toplist',
        source: { kind: 'popular', count: 5 },
      },
    ],
  },
  {
    key: 'about',
    n: 3,
    role: 'plain',
    items: [
      { type: 'seo_text', key: 'about' },
      {
        type: 'teaser_list',
        key: 'picks',
        n: 10,
        displayHint: '3col',
        source: {
          kind: 'articles',
          keys: ['small-living-room', 'easy-houseplants', 'cinnamon-buns'],
        },
      },
    ],
  },
  {
    key: 'cookies',
    n: 4,
    role: 'plain',
    items: [{ type: 'seo_text', key: 'cookies' }],
  },
];

/** The four menu locations of the theme (see `wom.pages.ts`). */
export const COS_MENUS: Readonly<Record<MenuLocation, readonly MenuSpec[]>> = {
  'header-primary': [
    {
      n: 1,
      ref: { category: 'home' },
      children: [
        { n: 2, ref: { category: 'interior' } },
        { n: 3, ref: { category: 'design' } },
        { n: 4, ref: { category: 'renovation' } },
      ],
    },
    {
      n: 5,
      ref: { category: 'garden' },
      children: [
        { n: 6, ref: { category: 'plants' } },
        { n: 7, ref: { category: 'outdoor' } },
      ],
    },
    {
      n: 8,
      ref: { category: 'food' },
      children: [
        { n: 9, ref: { category: 'recipes' } },
        { n: 10, ref: { category: 'hosting' } },
      ],
    },
    { n: 11, ref: { tag: 'houseplants' } },
    {
      n: 12,
      ref: {
        label: 'subscribe',
        url: 'https://shop.cos.example/abonnement?utm_source=cos&utm_medium=menu',
        external: true,
        className: 'menu-highlight',
      },
    },
  ],
  'header-secondary': [
    { n: 13, ref: { label: 'instagram', url: 'https://www.instagram.com/', external: true } },
  ],
  'footer-primary': [
    {
      n: 20,
      ref: { label: 'explore', url: '/' },
      children: [
        { n: 21, ref: { category: 'home' } },
        { n: 22, ref: { category: 'garden' } },
        { n: 23, ref: { category: 'food' } },
        { n: 24, ref: { tag: 'small-spaces' } },
      ],
    },
    { n: 30, ref: { page: 'about' } },
    { n: 31, ref: { page: 'cookies' } },
    { n: 33, ref: { label: 'contact', url: 'mailto:redaktion@cos.example' } },
  ],
  'user-menu': [],
};
