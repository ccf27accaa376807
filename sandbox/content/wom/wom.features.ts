/**
 * WOM articles that show every template and body widget: recipes, exercise and workout videos,
 * food plans, product reviews, a gallery, a FAQ, an e-book with a material guide, calculators,
 * a contest and an app test. Language-neutral: the widgets themselves are written per market.
 */
import type { ArticleSpec, ArticleText, BodyBlock, ImageSpec } from '../content-pack.types';
import type { VideoBlock, WidgetBlock } from '../widget-blocks.types';

const COPYRIGHT = 'WOM / Sandbox';

function image(path: string, label: string, shape: 'wide' | 'tall' | 'square', x = 0.5, y = 0.45) {
  const size = { wide: [1600, 1067], tall: [1067, 1600], square: [1200, 1200] }[shape];
  const spec: ImageSpec = {
    path,
    width: size[0] ?? 1600,
    height: size[1] ?? 1067,
    focal: { x, y },
    label,
    copyright: COPYRIGHT,
  };
  return spec;
}

export const WOM_FEATURE_IMAGES: Readonly<Record<string, ImageSpec>> = {
  'lentil-soup': image('2025/04/lentil-soup.jpg', 'Lentil soup', 'wide', 0.5, 0.55),
  salmon: image('2025/04/salmon-traybake.jpg', 'Salmon', 'wide', 0.45, 0.5),
  'rye-bread': image('2025/04/rye-bread.jpg', 'Rye bread', 'tall', 0.5, 0.6),
  'green-smoothie': image('2025/04/green-smoothie.jpg', 'Green smoothie', 'tall'),
  kettlebell: image('2025/04/kettlebell-swing.jpg', 'Kettlebell', 'wide', 0.4, 0.4),
  hiit: image('2025/04/hiit.jpg', 'HIIT', 'wide', 0.6, 0.35),
  yoga: image('2025/04/yoga-flow.jpg', 'Yoga', 'wide', 0.5, 0.5),
  'food-plan': image('2025/04/food-plan.jpg', 'Food plan', 'wide'),
  'veggie-plan': image('2025/04/veggie-plan.jpg', 'Veggie plan', 'wide', 0.55, 0.5),
  'shoe-a': image('2025/05/shoe-cushion.jpg', 'Shoe A', 'square'),
  'shoe-b': image('2025/05/shoe-light.jpg', 'Shoe B', 'square'),
  'shoe-c': image('2025/05/shoe-trail.jpg', 'Shoe C', 'square'),
  watch: image('2025/05/sports-watch.jpg', 'Watch', 'wide', 0.5, 0.4),
  'watch-a': image('2025/05/watch-gps.jpg', 'GPS watch', 'square'),
  'watch-b': image('2025/05/watch-band.jpg', 'Band', 'square'),
  'home-gym': image('2025/05/home-gym.jpg', 'Home gym', 'wide', 0.5, 0.5),
  'home-gym-rack': image('2025/05/home-gym-rack.jpg', 'Rack', 'tall'),
  'home-gym-bands': image('2025/05/home-gym-bands.jpg', 'Bands', 'square'),
  'home-gym-corner': image('2025/05/home-gym-corner.jpg', 'Corner', 'wide', 0.3, 0.5),
  creatine: image('2025/05/creatine.jpg', 'Creatine', 'wide'),
  ebook: image('2025/05/ebook-cover.jpg', 'E-book', 'tall', 0.5, 0.3),
  calculator: image('2025/05/calculator.jpg', 'Calculator', 'wide'),
  pulse: image('2025/05/pulse.jpg', 'Pulse', 'wide', 0.6, 0.4),
  pregnancy: image('2025/05/pregnancy.jpg', 'Pregnancy', 'tall', 0.5, 0.4),
  contest: image('2025/05/contest.jpg', 'Contest', 'wide'),
  apps: image('2025/05/training-apps.jpg', 'Apps', 'wide', 0.55, 0.45),
  'category-health': image('2025/01/category-health.jpg', 'Health', 'wide'),
  'avatar-doctor': image('authors/avatar-doctor.jpg', 'Doctor', 'square'),
  'avatar-tester': image('authors/avatar-tester.jpg', 'Tester', 'square'),
};

type Base = Omit<ArticleSpec, 'key' | 'n' | 'category' | 'image' | 'published' | 'views'>;

const GUIDE: Base = {
  tags: [],
  author: 'trainer',
  template: 'default',
  editorialType: 'guide',
};

function article(
  key: string,
  n: number,
  category: string,
  image: string,
  published: string,
  views: number,
  rest: Partial<Base>,
): ArticleSpec {
  return { ...GUIDE, ...rest, key, n, category, image, published, views };
}

export const WOM_FEATURE_ARTICLES: readonly ArticleSpec[] = [
  article('lentil-soup', 12, 'recipes', 'lentil-soup', '2025-04-02 06:30', 6100, {
    template: 'recipe',
    editorialType: 'article',
    author: 'nutritionist',
    tags: ['vegetarian', 'protein'],
    recipe: { time: '1', timeUnit: 'h', energy: '385', energyUnit: 'kcal' },
  }),
  article('salmon-traybake', 13, 'recipes', 'salmon', '2025-04-09 06:30', 7400, {
    template: 'recipe',
    editorialType: 'article',
    author: 'nutritionist',
    tags: ['protein'],
    recipe: { time: '35', timeUnit: 'm', energy: '610', energyUnit: 'kcal' },
  }),
  article('rye-bread', 14, 'recipes', 'rye-bread', '2025-04-16 06:30', 3900, {
    template: 'recipe',
    editorialType: 'article',
    author: 'nutritionist',
    tags: ['vegetarian'],
    recipe: { time: '2', timeUnit: 'd', energy: '190', energyUnit: 'kcal' },
  }),
  article('green-smoothie', 15, 'recipes', 'green-smoothie', '2025-04-23 06:30', 5200, {
    template: 'recipe',
    editorialType: 'article',
    author: 'nutritionist',
    tags: ['vegetarian', 'free'],
    recipe: { time: '6', timeUnit: 'm', energy: '245,5', energyUnit: 'kcal' },
  }),
  article('squat-video', 16, 'strength', 'squat-detail', '2025-04-04 12:00', 4700, {
    template: 'exercise-video',
    editorialType: 'video',
    kind: 'Story',
    tags: ['home-workout'],
    videoDuration: '00:03:40',
  }),
  article('kettlebell-swing-video', 17, 'strength', 'kettlebell', '2025-04-11 12:00', 3600, {
    template: 'exercise-video',
    editorialType: 'video',
    tags: ['home-workout'],
    videoDuration: '00:02:55',
  }),
  article('hiit-workout', 18, 'training', 'hiit', '2025-04-18 12:00', 8800, {
    template: 'workout-video',
    editorialType: 'video',
    tags: ['home-workout', 'weight-loss', 'premium'],
    videoDuration: '00:20:00',
  }),
  article('yoga-flow', 19, 'training', 'yoga', '2025-04-25 12:00', 6900, {
    template: 'workout-video',
    editorialType: 'video',
    tags: ['yoga', 'newsletterblock'],
    videoDuration: '00:30:00',
  }),
  article('food-plan-week-1', 20, 'food-plans', 'food-plan', '2025-04-07 05:00', 9300, {
    template: 'food-plan',
    editorialType: 'article',
    author: 'nutritionist',
    tags: ['weight-loss'],
    weekNumber: 1,
  }),
  article('food-plan-vegetarian', 21, 'food-plans', 'veggie-plan', '2025-04-14 05:00', 5800, {
    template: 'food-plan',
    editorialType: 'article',
    author: 'nutritionist',
    tags: ['vegetarian', 'aboblock'],
    weekNumber: 2,
  }),
  article('running-shoes-test', 22, 'gear', 'running-shoes', '2025-05-05 07:00', 12800, {
    editorialType: 'review',
    author: 'tester',
    tags: ['running', 'editors-pick'],
  }),
  article('fitness-watch-test', 23, 'gear', 'watch', '2025-05-12 07:00', 10100, {
    editorialType: 'review',
    author: 'tester',
    otherAuthors: ['trainer'],
    tags: ['running'],
  }),
  article('home-gym-gallery', 24, 'gear', 'home-gym', '2025-05-19 07:00', 4400, {
    editorialType: 'article',
    author: 'tester',
    tags: ['home-workout'],
  }),
  article('creatine-faq', 25, 'food', 'creatine', '2025-05-08 08:00', 7700, {
    author: 'doctor',
    otherAuthors: ['nutritionist'],
    tags: ['protein'],
  }),
  article('strength-ebook', 26, 'training', 'ebook', '2025-05-15 08:00', 3300, {
    editorialType: 'e-book',
    tags: ['premium', 'newsletter-push'],
  }),
  article('health-calculators', 27, 'health', 'calculator', '2025-05-20 08:00', 8200, {
    editorialType: 'article',
    author: 'doctor',
    tags: ['weight-loss', 'free-article'],
  }),
  article('calorie-calculator', 28, 'food', 'protein-plate', '2025-05-21 08:00', 9000, {
    author: 'nutritionist',
    tags: ['protein', 'weight-loss'],
  }),
  article('pulse-zones', 29, 'running', 'pulse', '2025-05-22 08:00', 5000, {
    tags: ['running'],
  }),
  article('due-date', 30, 'pregnancy', 'pregnancy', '2025-05-23 08:00', 4100, {
    editorialType: 'article',
    author: 'doctor',
    tags: [],
  }),
  article('contest-watch', 31, 'gear', 'contest', '2025-05-26 09:00', 6600, {
    editorialType: 'contest',
    author: 'tester',
    tags: ['konkurrence'],
  }),
  article('training-apps', 32, 'gear', 'apps', '2025-05-27 09:00', 3700, {
    editorialType: 'software',
    author: 'tester',
    tags: ['running', 'home-workout'],
  }),
];

interface VideoSource {
  readonly videoId: string;
  readonly thumbnail: string;
  readonly uploaded: string;
  readonly duration: string;
  readonly seekToAction: boolean;
  /** Chapter start and end, in seconds. */
  readonly clips: readonly (readonly [number, number])[];
  /** Which of the two video shapes the API sends for it (see `VideoBlock.form`). */
  readonly form: VideoBlock['form'];
}

/** The videos behind the video widgets: the same recording in every market. */
const VIDEOS = {
  squat: {
    videoId: '3f6c2a1e-8b4d-4c7a-9e2f-51d0b7a4c913',
    thumbnail: 'squat-detail',
    uploaded: '2025-04-03 15:20',
    duration: '00:03:40',
    seekToAction: true,
    form: 'chapters',
    clips: [
      [0, 35],
      [35, 140],
      [140, 220],
    ],
  },
  hiit: {
    videoId: '9a0e4b7c-2d6f-4e81-b3c5-7f1a2e9d6b40',
    thumbnail: 'hiit',
    uploaded: '2025-04-17 10:00',
    duration: '00:20:00',
    seekToAction: true,
    form: 'chapters',
    clips: [
      [0, 180],
      [180, 600],
      [600, 1020],
      [1020, 1200],
    ],
  },
  yoga: {
    videoId: 'd4b1f8a2-6c3e-47d9-8a5b-0e2c9f7a1d68',
    thumbnail: 'yoga',
    uploaded: '2025-04-24 09:30',
    duration: '00:30:00',
    seekToAction: false,
    form: 'clips',
    clips: [
      [0, 300],
      [300, 900],
      [900, 1500],
      [1500, 1800],
    ],
  },
} as const satisfies Record<string, VideoSource>;

/** A `video` widget of one of the WOM videos, with the market's name, description and clip titles. */
export function womVideo(
  key: keyof typeof VIDEOS,
  name: string,
  description: string,
  clipTitles: readonly string[],
): VideoBlock {
  const source: VideoSource = VIDEOS[key];
  if (clipTitles.length !== source.clips.length) {
    throw new Error(`sandbox content: video "${key}" has ${source.clips.length} clips`);
  }
  return {
    type: 'video',
    videoId: source.videoId,
    name,
    description,
    thumbnail: source.thumbnail,
    uploaded: source.uploaded,
    duration: source.duration,
    seekToAction: source.seekToAction,
    form: source.form,
    clips: source.clips.map(([start, end], index) => [clipTitles[index] ?? name, start, end]),
  };
}

/** The Qbrick-hosted kettlebell video. */
export function womQbrickVideo(name: string, description: string): WidgetBlock {
  return {
    type: 'qbrick_video',
    videoId: '0_kb7swing25',
    name,
    description,
    thumbnail: 'kettlebell',
    uploaded: '2025-04-10 14:00',
    duration: '00:02:55',
  };
}

/** The e-book's download and its materials (ids in the materials service). */
export const WOM_EBOOK_FILE = 'files/strength-program.pdf';
/** The home gym guide's audio clip (a generated WAV on the image host). */
export const WOM_HOME_GYM_AUDIO = 'files/home-gym-tips.wav';
/** The home gym guide's 3D model: an editor-typed Vectary link (an example host here). */
export const WOM_HOME_GYM_MODEL = {
  id: '7c1e9a3b-5d2f-4e8a-9b6c-0d4f2a8e6c1b',
  url: 'https://vectary.example.com/p/home-gym-rack',
};
export const WOM_EBOOK_MATERIALS: readonly number[] = [4101, 4102, 4117];

/** Appends blocks (e.g. a recipe widget) to the body of the articles named in `extra`. */
export function withExtraBlocks(
  articles: Readonly<Record<string, ArticleText>>,
  extra: Readonly<Record<string, readonly BodyBlock[]>>,
): Record<string, ArticleText> {
  return Object.fromEntries(
    Object.entries(articles).map(([key, text]) => [
      key,
      { ...text, body: [...text.body, ...(extra[key] ?? [])] },
    ]),
  );
}
