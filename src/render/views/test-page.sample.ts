import type { Teaser, TeaserList } from '../../domain/content/content.types';

/** Fixed sample data of the product's test page (/cypress-testing). */
function sampleTeaser(id: number, title: string, overrides: Partial<Teaser> = {}): Teaser {
  return {
    id,
    title,
    description: 'A short description that tells the reader what the article is about.',
    link: `/test/sample-${id}`,
    canonicalUrl: null,
    status: 'publish',
    kind: 'Article',
    template: 'default',
    image: null,
    videoUrl: null,
    videoMeta: null,
    recipeMeta: null,
    label: null,
    categoryName: 'Test',
    commercialType: null,
    publishedAt: '2024-03-18T07:30:00',
    readingTime: 4,
    ...overrides,
  };
}

export const SAMPLE_TEASER: Teaser = sampleTeaser(1, 'Sample teaser card', { label: 'Guide' });

export const SAMPLE_TEASER_LIST: TeaserList = {
  title: 'Sample teaser list',
  description: 'Four teasers in a four-column grid.',
  label: null,
  link: { url: '/test', title: 'See all' },
  displayHint: '4col',
  theme: 'default',
  canPaginate: false,
  teasers: [
    sampleTeaser(2, 'Five exercises for strong legs', {
      videoMeta: { duration: '00:12:30', workoutTime: '30 min', workoutLevel: 'Easy' },
      template: 'exercise-video',
    }),
    sampleTeaser(3, 'Oven-baked salmon with greens', {
      recipeMeta: { time: 45, timeUnit: 'm', energy: 520, energyUnit: 'kcal' },
      template: 'recipe',
    }),
    sampleTeaser(4, 'How to sleep better tonight'),
    sampleTeaser(5, 'The week’s food plan', { template: 'food-plan' }),
  ],
  pagination: null,
  nextCursor: null,
};
