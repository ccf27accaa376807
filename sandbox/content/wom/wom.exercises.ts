/**
 * "Exercise of the week": a series of short articles, one per exercise. The catalogue part
 * (category, dose, date, image) is language-neutral; each market supplies the name, slug and
 * two short texts per exercise plus the phrases of `ExercisePhrases`, and `exerciseArticleTexts`
 * composes the article bodies.
 */
import type { ArticleSpec, ArticleText, ImageSpec, ImageText } from '../content-pack.types';

export type Dose =
  | { readonly sets: number; readonly reps: string }
  | { readonly sets: number; readonly seconds: number };

interface ExerciseSpec {
  readonly key: string;
  readonly category: 'training' | 'strength';
  readonly dose: Dose;
  readonly label: string;
}

const EXERCISES: readonly ExerciseSpec[] = [
  {
    key: 'bulgarian-split-squat',
    category: 'strength',
    dose: { sets: 3, reps: '8-10' },
    label: 'Split squat',
  },
  { key: 'push-up', category: 'strength', dose: { sets: 3, reps: '8-12' }, label: 'Push-up' },
  {
    key: 'glute-bridge',
    category: 'strength',
    dose: { sets: 3, reps: '12-15' },
    label: 'Glute bridge',
  },
  {
    key: 'romanian-deadlift',
    category: 'strength',
    dose: { sets: 3, reps: '8-10' },
    label: 'Deadlift',
  },
  { key: 'walking-lunge', category: 'strength', dose: { sets: 3, reps: '10-12' }, label: 'Lunge' },
  { key: 'side-plank', category: 'strength', dose: { sets: 3, seconds: 30 }, label: 'Side plank' },
  { key: 'dead-bug', category: 'training', dose: { sets: 3, reps: '8-10' }, label: 'Dead bug' },
  { key: 'bird-dog', category: 'training', dose: { sets: 3, reps: '8-10' }, label: 'Bird dog' },
  {
    key: 'mountain-climber',
    category: 'training',
    dose: { sets: 4, seconds: 30 },
    label: 'Climber',
  },
  { key: 'burpee', category: 'training', dose: { sets: 4, reps: '8-10' }, label: 'Burpee' },
  {
    key: 'jumping-jack',
    category: 'training',
    dose: { sets: 3, seconds: 45 },
    label: 'Jumping jack',
  },
  { key: 'step-up', category: 'strength', dose: { sets: 3, reps: '10-12' }, label: 'Step-up' },
  { key: 'superman', category: 'training', dose: { sets: 3, reps: '10-12' }, label: 'Superman' },
  {
    key: 'calf-raise',
    category: 'strength',
    dose: { sets: 3, reps: '15-20' },
    label: 'Calf raise',
  },
  { key: 'bent-over-row', category: 'strength', dose: { sets: 3, reps: '10-12' }, label: 'Row' },
  { key: 'shoulder-press', category: 'strength', dose: { sets: 3, reps: '8-12' }, label: 'Press' },
  {
    key: 'hip-thrust',
    category: 'strength',
    dose: { sets: 3, reps: '10-12' },
    label: 'Hip thrust',
  },
  { key: 'wall-sit', category: 'strength', dose: { sets: 3, seconds: 40 }, label: 'Wall sit' },
  { key: 'russian-twist', category: 'training', dose: { sets: 3, reps: '16-20' }, label: 'Twist' },
  { key: 'high-knees', category: 'training', dose: { sets: 4, seconds: 30 }, label: 'High knees' },
];

export const WOM_EXERCISE_KEYS: readonly string[] = EXERCISES.map((exercise) => exercise.key);

function articleKey(exerciseKey: string): string {
  return `exercise-${exerciseKey}`;
}

function imageKey(exerciseKey: string): string {
  return `exercise-${exerciseKey}`;
}

/** Weekly, on Mondays from 6 January 2025. */
function publishedOn(index: number): string {
  const date = new Date(Date.UTC(2025, 0, 6 + index * 7));
  return `${date.toISOString().slice(0, 10)} 06:00`;
}

export const WOM_EXERCISE_IMAGES: Readonly<Record<string, ImageSpec>> = Object.fromEntries(
  EXERCISES.map((exercise, index) => {
    const isSquare = index % 4 === 3;
    const spec: ImageSpec = {
      path: `2025/exercises/${exercise.key}.jpg`,
      width: isSquare ? 1200 : 1600,
      height: isSquare ? 1200 : 1067,
      focal: { x: 0.35 + (index % 3) * 0.15, y: 0.4 },
      label: exercise.label,
      copyright: 'WOM / Sandbox',
    };
    return [imageKey(exercise.key), spec];
  }),
);

export const WOM_EXERCISE_ARTICLES: readonly ArticleSpec[] = EXERCISES.map((exercise, index) => ({
  key: articleKey(exercise.key),
  n: 101 + index,
  category: exercise.category,
  tags: ['home-workout'],
  author: 'trainer',
  template: 'default',
  editorialType: 'guide',
  image: imageKey(exercise.key),
  published: publishedOn(index),
  views: 600 + ((index * 373) % 1900),
}));

/** What a market writes about one exercise. */
export interface ExerciseText {
  readonly name: string;
  readonly slug: string;
  /** Why the exercise is worth doing (the lead). */
  readonly why: string;
  /** How to do it, as markdown (a sentence or a short numbered list). */
  readonly how: string;
}

/** The phrases a market needs to compose the exercise articles. */
export interface ExercisePhrases {
  readonly title: (name: string) => string;
  /** The teaser title an editor writes for lists: a headline, not the bare exercise name. */
  readonly teaserTitle: (name: string) => string;
  readonly description: (name: string, why: string) => string;
  readonly label: string;
  readonly imageAlt: (name: string) => string;
  readonly howHeading: string;
  readonly doseHeading: string;
  readonly dose: (dose: Dose) => string;
  readonly closing: string;
}

export function exerciseArticleTexts(
  phrases: ExercisePhrases,
  texts: Readonly<Record<string, ExerciseText>>,
): { articles: Record<string, ArticleText>; images: Record<string, ImageText> } {
  const articles: Record<string, ArticleText> = {};
  const images: Record<string, ImageText> = {};
  for (const exercise of EXERCISES) {
    const text = texts[exercise.key];
    if (text === undefined) continue;
    images[imageKey(exercise.key)] = { alt: phrases.imageAlt(text.name), title: text.name };
    articles[articleKey(exercise.key)] = {
      slug: text.slug,
      title: phrases.title(text.name),
      postTitle: phrases.teaserTitle(text.name),
      description: phrases.description(text.name, text.why),
      label: phrases.label,
      body: [
        { lead: text.why },
        { image: imageKey(exercise.key) },
        { text: `## ${phrases.howHeading}\n\n${text.how}` },
        {
          text: `## ${phrases.doseHeading}\n\n${phrases.dose(exercise.dose)}\n\n_${phrases.closing}_`,
        },
      ],
    };
  }
  return { articles, images };
}
