import type { ArticleSpec } from '../content-pack.types';

/**
 * News articles dated relative to the sandbox's start (`hoursBeforeStart`), so they are always
 * within the last two days: the Google News sitemap of every WOM site has entries. Texts per
 * market in `<lang>/wom-<lang>.news.ts`.
 */
export const WOM_NEWS_ARTICLES: readonly ArticleSpec[] = [
  {
    key: 'news-walking-study',
    n: 121,
    category: 'health',
    tags: [],
    author: 'doctor',
    template: 'default',
    editorialType: 'news',
    image: 'running',
    published: { hoursBeforeStart: 3 },
    views: 900,
    isNews: true,
  },
  {
    key: 'news-protein-advice',
    n: 122,
    category: 'food',
    tags: [],
    author: 'nutritionist',
    template: 'default',
    editorialType: 'news',
    image: 'protein',
    published: { hoursBeforeStart: 26 },
    views: 700,
    isNews: true,
  },
];
