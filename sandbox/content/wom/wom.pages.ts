import type { MenuSpec, PageSpec } from '../content-pack.types';

/** The front page, the 404 page and the about page of every WOM market. */
export const WOM_PAGES: readonly PageSpec[] = [
  {
    key: 'front',
    n: 1,
    role: 'front',
    items: [
      { type: 'banner_placement', position: 'panorama' },
      {
        type: 'teaser_list',
        key: 'featured',
        n: 1,
        displayHint: 'featured',
        theme: 'brand',
        source: { kind: 'articles', keys: ['twelve-week-program'] },
      },
      {
        type: 'teaser_list',
        key: 'training',
        n: 2,
        displayHint: '1plus2',
        source: { kind: 'articles', keys: ['squat-guide', 'first-5k', 'strength-start'] },
        linkCategory: 'training',
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
        key: 'exercises',
        n: 4,
        displayHint: 'slider4col',
        theme: 'dark',
        source: { kind: 'category', category: 'strength', count: 8 },
        linkCategory: 'strength',
      },
      {
        type: 'teaser_list',
        key: 'popular',
        n: 5,
        displayHint: 'toplist',
        source: { kind: 'popular', count: 6 },
      },
      {
        type: 'teaser_list',
        key: 'food',
        n: 6,
        displayHint: '4col',
        source: {
          kind: 'articles',
          keys: [
            'overnight-oats',
            'meal-prep-draft',
            'chicken-salad',
            'protein-needs',
            'workout-nutrition',
          ],
        },
        linkCategory: 'food',
      },
      {
        type: 'teaser_list',
        key: 'videos',
        n: 7,
        displayHint: '2plus1',
        source: { kind: 'articles', keys: ['plank-video', 'sleep-recovery', 'exercise-burpee'] },
      },
      { type: 'seo_text', key: 'intro' },
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
        n: 8,
        displayHint: 'toplist',
        source: { kind: 'popular', count: 6 },
      },
      { type: 'banner_placement', position: 'middle-banner' },
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
        n: 9,
        displayHint: '3col',
        source: { kind: 'articles', keys: ['strength-start', 'protein-needs', 'first-5k'] },
      },
    ],
  },
];

export const WOM_MENUS: Readonly<Record<string, readonly MenuSpec[]>> = {
  main: [
    { n: 1, ref: { category: 'training' } },
    { n: 2, ref: { category: 'strength' } },
    { n: 3, ref: { category: 'food' } },
    { n: 4, ref: { category: 'recipes' } },
    { n: 5, ref: { tag: 'running' } },
  ],
  footer: [
    {
      n: 10,
      ref: { label: 'explore', url: '/' },
      children: [
        { n: 11, ref: { category: 'training' } },
        { n: 12, ref: { category: 'food' } },
        { n: 13, ref: { tag: 'protein' } },
        { n: 14, ref: { tag: 'running' } },
      ],
    },
    {
      n: 20,
      ref: { page: 'about' },
      children: [
        { n: 21, ref: { page: 'about' } },
        { n: 22, ref: { label: 'instagram', url: 'https://www.instagram.com/', external: true } },
        { n: 23, ref: { label: 'contact', url: 'mailto:redaktion@wom.example' } },
      ],
    },
  ],
};
