import type { MenuLocation, MenuSpec, PageSpec } from '../content-pack.types';

/** The front page, the 404 page and the about page of every WOM market. */
export const WOM_PAGES: readonly PageSpec[] = [
  {
    key: 'front',
    n: 1,
    role: 'front',
    items: [
      { type: 'banner_placement', position: 'panorama' },
      { type: 'featured_content', key: 'week', article: 'squat-guide', displayHint: 'default' },
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
      { type: 'quote_teaser', article: 'running-shoes-test' },
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
        type: 'taxonomy_teaser_list',
        key: 'topics',
        categories: ['training', 'strength', 'running', 'food', 'recipes', 'health', 'sleep'],
        displayHint: 'default',
      },
      {
        type: 'teaser_list',
        key: 'food',
        n: 6,
        displayHint: '3col',
        source: {
          kind: 'articles',
          keys: ['overnight-oats', 'meal-prep-draft', 'chicken-salad', 'protein-needs'],
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
      {
        type: 'teaser_list',
        key: 'recipes',
        n: 10,
        displayHint: '4plus1',
        source: { kind: 'template', template: 'recipe', count: 5 },
        linkCategory: 'recipes',
      },
      {
        type: 'teaser_list',
        key: 'workouts',
        n: 11,
        displayHint: '1plus4',
        theme: 'dark',
        source: {
          kind: 'articles',
          keys: [
            'hiit-workout',
            'yoga-flow',
            'squat-video',
            'kettlebell-swing-video',
            'plank-video',
          ],
        },
      },
      {
        type: 'teaser_list',
        key: 'gear',
        n: 12,
        displayHint: 'text+4',
        source: { kind: 'category', category: 'gear', count: 4 },
        linkCategory: 'gear',
      },
      {
        type: 'teaser_list',
        key: 'commercial',
        n: 13,
        displayHint: 'commercial_spot',
        source: { kind: 'articles', keys: ['workout-nutrition'] },
      },
      {
        type: 'teaser_list',
        key: 'health',
        n: 14,
        displayHint: '2col',
        source: { kind: 'category', category: 'health', count: 2 },
        linkCategory: 'health',
      },
      {
        type: 'teaser_list',
        key: 'plans',
        n: 15,
        displayHint: '1col',
        source: { kind: 'template', template: 'food-plan', count: 2 },
        linkCategory: 'food-plans',
      },
      { type: 'banner_placement', position: 'in-content-banner' },
      {
        type: 'teaser_list',
        key: 'staff',
        n: 16,
        displayHint: 'staff',
        source: {
          kind: 'articles',
          keys: ['running-shoes-test', 'creatine-faq', 'strength-ebook', 'health-calculators'],
        },
      },
      {
        type: 'teaser_list',
        key: 'netflix',
        n: 17,
        displayHint: 'slider-netflix',
        theme: 'dark',
        source: { kind: 'template', template: 'exercise-video', count: 8 },
      },
      {
        type: 'teaser_list',
        key: 'related',
        n: 18,
        displayHint: 'related',
        source: {
          kind: 'articles',
          keys: ['protein-needs', 'calorie-calculator', 'meal-prep-draft'],
        },
      },
      {
        type: 'teaser_list',
        key: 'partner',
        n: 19,
        displayHint: 'commercial_spot-wide',
        theme: 'brand',
        source: { kind: 'articles', keys: ['contest-watch'] },
      },
      {
        type: 'commercial_spot',
        key: 'subscribe',
        displayHint: 'wide',
        image: 'program',
        link: { url: 'https://shop.wom.example/abonnement?utm_source=wom&utm_campaign=forside' },
      },
      {
        type: 'commercial_spot',
        key: 'about',
        displayHint: 'default',
        image: 'gym-floor',
        link: { page: 'about' },
      },
      { type: 'newsletter' },
      { type: 'seo_text', key: 'intro', image: 'category-training', linkPage: 'about' },
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
      { type: 'author_overview' },
      {
        type: 'featured_content',
        key: 'video',
        article: 'plank-video',
        displayHint: 'default',
        video: true,
      },
      {
        type: 'teaser_list',
        key: 'picks',
        n: 9,
        displayHint: '3col',
        source: { kind: 'articles', keys: ['strength-start', 'protein-needs', 'first-5k'] },
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

/**
 * The four menu locations of the theme. Custom links (explore, subscribe, Instagram, contact)
 * arrive with absolute URLs; the others link categories, tags, pages and an article by id.
 */
export const WOM_MENUS: Readonly<Record<MenuLocation, readonly MenuSpec[]>> = {
  'header-primary': [
    {
      n: 1,
      ref: { category: 'training' },
      children: [
        { n: 2, ref: { category: 'strength' } },
        { n: 3, ref: { category: 'running' } },
        { n: 4, ref: { tag: 'home-workout' } },
      ],
    },
    {
      n: 5,
      ref: { category: 'food' },
      children: [
        { n: 6, ref: { category: 'recipes' } },
        { n: 7, ref: { article: 'food-plan-week-1' } },
      ],
    },
    {
      n: 8,
      ref: { category: 'health' },
      children: [
        { n: 9, ref: { category: 'sleep' } },
        { n: 10, ref: { category: 'pregnancy' } },
      ],
    },
    { n: 11, ref: { category: 'gear' } },
    {
      n: 12,
      ref: {
        label: 'subscribe',
        url: 'https://shop.wom.example/abonnement?utm_source=wom&utm_medium=menu',
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
      n: 14,
      ref: { label: 'explore', url: '/' },
      children: [
        { n: 15, ref: { category: 'training' } },
        { n: 16, ref: { category: 'food' } },
        { n: 17, ref: { tag: 'protein' } },
        { n: 18, ref: { tag: 'running' } },
      ],
    },
    { n: 20, ref: { page: 'about' } },
    { n: 21, ref: { page: 'cookies' } },
    { n: 22, ref: { label: 'contact', url: 'mailto:redaktion@wom.example' } },
  ],
  'user-menu': [],
};
