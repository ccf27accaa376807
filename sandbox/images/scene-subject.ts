/**
 * What a generated picture shows: one subject per image, read from its path and its label
 * (language-neutral keys such as `2025/03/squat.jpg` / `Squat`), the first rule that matches
 * winning. The same image always gets the same subject.
 */
export type SceneSubject =
  | 'portrait'
  | 'partner'
  | 'contest'
  | 'calculator'
  | 'pregnancy'
  | 'sleep'
  | 'heart'
  | 'watch'
  | 'phone'
  | 'book'
  | 'shoe'
  | 'running'
  | 'yoga'
  | 'kettlebell'
  | 'dumbbells'
  | 'strength'
  | 'drink'
  | 'bread'
  | 'plate'
  | 'bowl'
  | 'vegetables'
  | 'plants'
  | 'chair'
  | 'kitchen'
  | 'interior'
  | 'landscape';

const RULES: readonly (readonly [SceneSubject, RegExp])[] = [
  ['portrait', /\b(authors?|avatar|portrait)\b/],
  ['partner', /\b(partner|sponsor|brand|logo|advertorial|house ads?)\b/],
  ['contest', /\b(contest|competition|giveaway|prize)\b/],
  ['calculator', /\b(calculator|bmi|calorie calc)\b/],
  ['pregnancy', /\b(pregnan\w*|baby|due date)\b/],
  ['sleep', /\b(sleep|bed|bedroom|recovery|night)\b/],
  ['heart', /\b(pulse|heart|health|cardio|doctor|blood)\b/],
  ['watch', /\b(watch|gps|band|tracker)\b/],
  ['phone', /\b(apps?|phone|digital)\b/],
  ['book', /\b(e ?book|book|guide cover|magazine)\b/],
  ['shoe', /\b(shoes?|sneakers?|shoe [abc])\b/],
  ['running', /\b(run|running|5k|jog\w*|sprint|high knees|jumping jack|climber|burpee|hiit)\b/],
  [
    'yoga',
    /\b(yoga|plank|side plank|mat|stretch\w*|bridge|glute bridge|bird dog|dead bug|superman|twist|wall sit|pilates)\b/,
  ],
  ['kettlebell', /\b(kettlebells?|swing)\b/],
  ['dumbbells', /\b(dumbbells?|weights?|bands?|creatine|supplement)\b/],
  [
    'strength',
    /\b(squat|deadlift|lunge|step up|hip thrust|row|press|push up|calf raise|split squat|gym|rack|corner|program|week|strength|training|exercise)\b/,
  ],
  ['drink', /\b(smoothie|juice|cordial|elderflower|drink|shake|coffee|tea)\b/],
  ['bread', /\b(bread|rye|buns?|cinnamon|bak\w*|cake)\b/],
  ['plate', /\b(plate|salmon|traybake|table|dinner|hosting|protein)\b/],
  ['bowl', /\b(oats|bowl|soup|lentil|salad|meal|prep|food|recipes?|breakfast)\b/],
  ['vegetables', /\b(veggie|vegetables?|tomato\w*|carrot|harvest|vegetarian)\b/],
  ['plants', /\b(plants?|houseplants?|monstera|garden|balcony|flower\w*|terrace|wreath)\b/],
  ['chair', /\b(chairs?|oak|wool|rattan|stool)\b/],
  ['kitchen', /\b(kitchen|cabinet|paint\w*)\b/],
  ['interior', /\b(living|room|sofa|rug|apartment|hall|colour|wall|home|interior|design)\b/],
];

/** The words of a path and a label: lower case, separators as spaces, no extension or digits. */
export function keywordsOf(path: string, label: string): string {
  return `${path.replace(/\.[a-z]+$/i, '')} ${label}`
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** The subject of an image from its path and label; a landscape when nothing matches. */
export function subjectOf(path: string, label: string): SceneSubject {
  const words = ` ${keywordsOf(path, label)} `;
  for (const [subject, pattern] of RULES) if (pattern.test(words)) return subject;
  return 'landscape';
}
