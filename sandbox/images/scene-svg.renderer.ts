import type { SceneSubject } from './scene-subject';

/**
 * Flat illustrated scenes for the sandbox's generated pictures, one per subject (scene-subject.ts):
 * a runner on a track, a squat with a barbell, a yoga pose on a mat, a bowl, a bed under the moon,
 * a calculator, a portrait… Each is drawn in a 100 × 100 box that placeholder-svg.renderer.ts
 * puts at the image's focal point over a full-bleed background. No words in the picture.
 */

export interface Palette {
  /** Background, top and bottom of its gradient. */
  readonly skyA: string;
  readonly skyB: string;
  /** Floor, table top or ground. */
  readonly ground: string;
  /** The main object's colour (clothes, bowl, sofa). */
  readonly main: string;
  readonly accent: string;
  readonly dark: string;
  readonly light: string;
}

export const PALETTES: readonly Palette[] = [
  {
    skyA: '#fde2d4',
    skyB: '#f7b9a1',
    ground: '#e98c6f',
    main: '#2f4858',
    accent: '#f26b5b',
    dark: '#1d2b36',
    light: '#fff7f0',
  },
  {
    skyA: '#dff3ea',
    skyB: '#a8dcc8',
    ground: '#6fb59b',
    main: '#264653',
    accent: '#e76f51',
    dark: '#1b2f38',
    light: '#ffffff',
  },
  {
    skyA: '#dbeafe',
    skyB: '#a7c7f2',
    ground: '#7aa3d8',
    main: '#1e3a5f',
    accent: '#f4a261',
    dark: '#14243a',
    light: '#ffffff',
  },
  {
    skyA: '#f6ecd9',
    skyB: '#e8d3ad',
    ground: '#cfae78',
    main: '#3d405b',
    accent: '#e07a5f',
    dark: '#2a2c40',
    light: '#fffaf0',
  },
  {
    skyA: '#ece4f7',
    skyB: '#cdb9ea',
    ground: '#a58fd1',
    main: '#3b2f5c',
    accent: '#ff8fab',
    dark: '#251d3d',
    light: '#ffffff',
  },
  {
    skyA: '#e9efe3',
    skyB: '#c6d5b5',
    ground: '#93ad7c',
    main: '#33402a',
    accent: '#d98c3f',
    dark: '#202a1a',
    light: '#fbfdf7',
  },
  {
    skyA: '#ffe5e0',
    skyB: '#ffb4a2',
    ground: '#e5989b',
    main: '#6d2e46',
    accent: '#ffcb77',
    dark: '#3f1a29',
    light: '#ffffff',
  },
  {
    skyA: '#d7f0f0',
    skyB: '#9fd8d8',
    ground: '#5fb3b3',
    main: '#134e4a',
    accent: '#f6bd60',
    dark: '#0b2f2c',
    light: '#ffffff',
  },
  {
    skyA: '#fbe8c8',
    skyB: '#f4c98b',
    ground: '#d89a5b',
    main: '#5a3825',
    accent: '#c8553d',
    dark: '#3b2416',
    light: '#fffdf8',
  },
];

/** Night for sleep; the others by the image's own number. */
export const NIGHT: Palette = {
  skyA: '#1d2a4d',
  skyB: '#3b4a7a',
  ground: '#2a365e',
  main: '#f5e6b8',
  accent: '#9fb4ff',
  dark: '#0e1630',
  light: '#fdf6e3',
};

const SKIN = ['#f2c7a5', '#e0ac85', '#c68b63', '#a06a48', '#7a4a32'] as const;
const HAIR = ['#2b1d14', '#5b3a1e', '#a5682a', '#d8b36a', '#1b1b1b'] as const;

/** The person and other choices a scene makes from the image's random numbers. */
export interface SceneChoice {
  readonly palette: Palette;
  readonly skin: string;
  readonly hair: string;
  /** 0 ≤ variant < 1: which pose or arrangement. */
  readonly variant: number;
  /** The image's own words (scene-subject.ts `keywordsOf`), for poses such as a lunge. */
  readonly words: string;
}

export function pick<T>(items: readonly T[], value: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(value * items.length))];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function skinOf(value: number): string {
  return pick(SKIN, value);
}

export function hairOf(value: number): string {
  return pick(HAIR, value);
}

type Point = readonly [number, number];

/** `#rrggbb` at an opacity, as `rgba()` (what every SVG renderer reads). */
export function alpha(colour: string, opacity: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  return `rgba(${String((value >> 16) & 255)},${String((value >> 8) & 255)},${String(value & 255)},${String(opacity)})`;
}

function line(points: readonly Point[], colour: string, width: number): string {
  const d = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function circle(x: number, y: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${extra}/>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, r = 0): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
}

function ellipse(x: number, y: number, rx: number, ry: number, fill: string): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
}

/** A person from joints: head, neck, hip, two knees and feet, two elbows and hands. */
interface Pose {
  readonly head: Point;
  readonly neck: Point;
  readonly hip: Point;
  readonly legs: readonly [readonly [Point, Point], readonly [Point, Point]];
  readonly arms: readonly [readonly [Point, Point], readonly [Point, Point]];
}

function person(pose: Pose, choice: SceneChoice, top: string, bottom: string): string {
  const { head, neck, hip, legs, arms } = pose;
  const [backLeg, frontLeg] = legs;
  const [backArm, frontArm] = arms;
  return [
    line([hip, backLeg[0], backLeg[1]], bottom, 7),
    line([neck, backArm[0], backArm[1]], choice.skin, 5),
    line([neck, hip], top, 11),
    line([hip, frontLeg[0], frontLeg[1]], bottom, 7),
    line([neck, frontArm[0], frontArm[1]], choice.skin, 5),
    circle(head[0], head[1], 6.5, choice.skin),
    `<path d="M${head[0] - 6.8} ${head[1] - 0.5} a6.8 6.8 0 0 1 13.6 0 q-6 -3 -13.6 0z" fill="${choice.hair}"/>`,
  ].join('');
}

const RUN: Pose = {
  head: [55, 17],
  neck: [52, 27],
  hip: [47, 52],
  legs: [
    [
      [37, 64],
      [24, 70],
    ],
    [
      [60, 64],
      [56, 84],
    ],
  ],
  arms: [
    [
      [41, 36],
      [35, 46],
    ],
    [
      [61, 37],
      [69, 29],
    ],
  ],
};

const SQUAT: Pose = {
  head: [50, 30],
  neck: [50, 39],
  hip: [50, 62],
  legs: [
    [
      [34, 66],
      [33, 86],
    ],
    [
      [66, 66],
      [67, 86],
    ],
  ],
  arms: [
    [
      [37, 44],
      [31, 36],
    ],
    [
      [63, 44],
      [69, 36],
    ],
  ],
};

const PRESS: Pose = {
  head: [50, 28],
  neck: [50, 37],
  hip: [50, 62],
  legs: [
    [
      [44, 74],
      [42, 88],
    ],
    [
      [56, 74],
      [58, 88],
    ],
  ],
  arms: [
    [
      [38, 26],
      [36, 13],
    ],
    [
      [62, 26],
      [64, 13],
    ],
  ],
};

const LUNGE: Pose = {
  head: [48, 24],
  neck: [48, 33],
  hip: [48, 58],
  legs: [
    [
      [36, 74],
      [22, 86],
    ],
    [
      [64, 64],
      [66, 86],
    ],
  ],
  arms: [
    [
      [44, 46],
      [40, 58],
    ],
    [
      [53, 46],
      [57, 58],
    ],
  ],
};

const TREE: Pose = {
  head: [50, 20],
  neck: [50, 29],
  hip: [50, 56],
  legs: [
    [
      [64, 66],
      [52, 70],
    ],
    [
      [50, 72],
      [50, 88],
    ],
  ],
  arms: [
    [
      [40, 19],
      [49, 8],
    ],
    [
      [60, 19],
      [51, 8],
    ],
  ],
};

const WARRIOR: Pose = {
  head: [50, 25],
  neck: [50, 34],
  hip: [50, 58],
  legs: [
    [
      [32, 70],
      [20, 86],
    ],
    [
      [68, 68],
      [72, 86],
    ],
  ],
  arms: [
    [
      [34, 34],
      [18, 33],
    ],
    [
      [66, 34],
      [82, 33],
    ],
  ],
};

const PLANK: Pose = {
  head: [20, 53],
  neck: [27, 58],
  hip: [56, 63],
  legs: [
    [
      [72, 67],
      [88, 72],
    ],
    [
      [72, 66],
      [87, 71],
    ],
  ],
  arms: [
    [
      [26, 72],
      [36, 73],
    ],
    [
      [29, 72],
      [39, 73],
    ],
  ],
};

function sun(x: number, y: number, r: number, colour: string): string {
  return circle(x, y, r, colour, ' fill-opacity="0.9"');
}

function mat(p: Palette): string {
  return rect(8, 86, 84, 5, p.accent, 2.5);
}

function barbell(y: number, p: Palette): string {
  return [
    line(
      [
        [10, y],
        [90, y],
      ],
      p.dark,
      2.5,
    ),
    rect(12, y - 9, 5, 18, p.dark, 1.5),
    rect(18, y - 7, 4, 14, p.accent, 1.5),
    rect(83, y - 9, 5, 18, p.dark, 1.5),
    rect(78, y - 7, 4, 14, p.accent, 1.5),
  ].join('');
}

function dumbbell(x: number, y: number, size: number, colour: string, bar: string): string {
  const s = size;
  return [
    rect(x - s * 0.9, y - s * 0.12, s * 1.8, s * 0.24, bar, s * 0.1),
    rect(x - s, y - s * 0.45, s * 0.4, s * 0.9, colour, s * 0.12),
    rect(x + s * 0.6, y - s * 0.45, s * 0.4, s * 0.9, colour, s * 0.12),
  ].join('');
}

function leaf(x: number, y: number, length: number, angle: number, colour: string): string {
  return `<path d="M0 0 q${length * 0.5} ${-length * 0.35} ${length} 0 q${-length * 0.5} ${length * 0.35} ${-length} 0z" fill="${colour}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

function plantPot(x: number, y: number, size: number, p: Palette, variant: number): string {
  const s = size;
  const leaves = Array.from({ length: 6 }, (_, index) =>
    leaf(
      x,
      y - s * 0.55,
      s * (0.55 + ((index * 37 + variant * 100) % 30) / 100),
      -160 + index * 28,
      index % 2 === 0 ? '#3f7d4e' : '#5f9e5a',
    ),
  ).join('');
  return [
    line(
      [
        [x, y - s * 0.5],
        [x, y - s * 1.0],
      ],
      '#3f7d4e',
      1.6,
    ),
    leaves,
    `<path d="M${x - s * 0.35} ${y - s * 0.55} h${s * 0.7} l${-s * 0.08} ${s * 0.55} h${-s * 0.54}z" fill="${p.accent}"/>`,
  ].join('');
}

function heartShape(x: number, y: number, size: number, colour: string): string {
  const s = size / 24;
  return `<path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.5.8-1.4 2.3-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" fill="${colour}" transform="translate(${x - 12 * s} ${y - 12 * s}) scale(${s})"/>`;
}

function running(c: SceneChoice): string {
  const p = c.palette;
  const lanes = [76, 82, 88].map((y) =>
    line(
      [
        [0, y],
        [100, y],
      ],
      p.light,
      0.8,
    ),
  );
  const speed = [30, 38, 46].map((y, index) =>
    line(
      [
        [6 + index * 3, y],
        [20 + index * 2, y],
      ],
      p.light,
      2,
    ),
  );
  return [
    sun(80, 18, 10, p.accent),
    ...lanes,
    ...speed,
    person(RUN, c, p.accent, p.main),
    rect(21, 68, 8, 3.5, p.light, 1.5),
    rect(53, 83, 8, 3.5, p.light, 1.5),
  ].join('');
}

function strength(c: SceneChoice): string {
  const p = c.palette;
  const words = c.words;
  if (/\b(press|push up|shoulder)\b/.test(words) || (!words.includes('squat') && c.variant < 0.3)) {
    return [person(PRESS, c, p.accent, p.main), barbell(13, p)].join('');
  }
  if (/\b(lunge|step up|split)\b/.test(words) || (!words.includes('squat') && c.variant < 0.6)) {
    return [
      person(LUNGE, c, p.accent, p.main),
      dumbbell(40, 60, 6, p.dark, p.dark),
      dumbbell(57, 60, 6, p.dark, p.dark),
    ].join('');
  }
  return [
    rect(6, 20, 3, 68, p.dark, 1),
    rect(91, 20, 3, 68, p.dark, 1),
    person(SQUAT, c, p.accent, p.main),
    barbell(36, p),
  ].join('');
}

function dumbbells(c: SceneChoice): string {
  const p = c.palette;
  return [
    ellipse(50, 80, 40, 6, alpha(p.dark, 0.2)),
    dumbbell(38, 62, 20, p.main, p.dark),
    `<g transform="rotate(-18 66 46)">${dumbbell(66, 46, 16, p.accent, p.dark)}</g>`,
    circle(82, 78, 7, p.light),
    circle(82, 78, 2.5, p.dark),
  ].join('');
}

function kettlebell(c: SceneChoice): string {
  const p = c.palette;
  return [
    ellipse(50, 86, 30, 5, alpha(p.dark, 0.2)),
    `<path d="M36 44 q0 -26 14 -26 q14 0 14 26" fill="none" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/>`,
    circle(50, 62, 25, p.main),
    ellipse(42, 54, 7, 10, alpha(p.light, 0.33)),
    rect(40, 60, 20, 9, p.accent, 2),
  ].join('');
}

function yoga(c: SceneChoice): string {
  const p = c.palette;
  const words = c.words;
  const pose = /\b(plank|push|bird|dead bug|superman|bridge|twist|climber)\b/.test(words)
    ? PLANK
    : c.variant < 0.5
      ? TREE
      : WARRIOR;
  return [
    sun(18, 18, 8, p.light),
    mat(p),
    person(pose, c, p.accent, p.main),
    plantPot(90, 86, 14, p, c.variant),
  ].join('');
}

function shoe(c: SceneChoice): string {
  const p = c.palette;
  return [
    ellipse(50, 80, 40, 5, alpha(p.dark, 0.2)),
    `<path d="M12 72 q0 -14 10 -18 l14 -10 q6 -4 10 2 q6 8 16 10 l16 4 q10 3 10 12 v4 h-76z" fill="${p.main}"/>`,
    `<path d="M12 74 h76 v4 q0 4 -4 4 h-68 q-4 0 -4 -4z" fill="${p.light}"/>`,
    line(
      [
        [36, 50],
        [44, 56],
      ],
      p.light,
      1.8,
    ),
    line(
      [
        [40, 46],
        [48, 52],
      ],
      p.light,
      1.8,
    ),
    `<path d="M56 62 q12 2 22 6" fill="none" stroke="${p.accent}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

function watch(c: SceneChoice): string {
  const p = c.palette;
  return [
    rect(38, 4, 24, 92, p.main, 8),
    circle(50, 50, 22, p.dark),
    circle(50, 50, 18, p.light),
    `<path d="M36 52 h6 l3 -8 l5 16 l4 -12 l2 4 h8" fill="none" stroke="${p.accent}" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round"/>`,
    rect(71, 46, 4, 8, p.dark, 1.5),
  ].join('');
}

function phone(c: SceneChoice): string {
  const p = c.palette;
  const tiles = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2].map((col) =>
        rect(
          34 + col * 11,
          26 + row * 11,
          8,
          8,
          (row + col) % 3 === 0 ? p.accent : (row + col) % 3 === 1 ? p.main : p.ground,
          2,
        ),
      ),
    )
    .join('');
  return [
    rect(28, 8, 44, 84, p.dark, 7),
    rect(31, 14, 38, 70, p.light, 3),
    tiles,
    `<path d="M34 72 l8 -6 l6 4 l10 -10 l8 6" fill="none" stroke="${p.accent}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

function book(c: SceneChoice): string {
  const p = c.palette;
  return [
    ellipse(52, 92, 30, 4, alpha(p.dark, 0.2)),
    rect(26, 8, 50, 82, p.main, 3),
    rect(26, 8, 6, 82, p.dark, 2),
    rect(38, 20, 30, 4, p.light, 2),
    rect(38, 28, 22, 3, alpha(p.light, 0.67), 1.5),
    circle(53, 60, 13, p.accent),
    heartShape(53, 60, 14, p.light),
  ].join('');
}

function calculator(c: SceneChoice): string {
  const p = c.palette;
  const keys = [0, 1, 2, 3]
    .flatMap((row) =>
      [0, 1, 2, 3].map((col) =>
        rect(
          31 + col * 10,
          40 + row * 11,
          8,
          8,
          col === 3 ? p.accent : row === 0 ? p.ground : p.light,
          2,
        ),
      ),
    )
    .join('');
  return [
    ellipse(52, 92, 30, 4, alpha(p.dark, 0.2)),
    rect(26, 10, 50, 80, p.main, 6),
    rect(31, 16, 40, 16, '#d8f0c8', 2),
    rect(52, 25, 16, 3, p.dark, 1),
    keys,
  ].join('');
}

function pregnancy(c: SceneChoice): string {
  const p = c.palette;
  const pose: Pose = {
    head: [47, 16],
    neck: [47, 26],
    hip: [47, 58],
    legs: [
      [
        [46, 74],
        [45, 90],
      ],
      [
        [50, 74],
        [51, 90],
      ],
    ],
    arms: [
      [
        [43, 40],
        [50, 50],
      ],
      [
        [45, 40],
        [54, 48],
      ],
    ],
  };
  return [
    circle(24, 30, 10, p.light),
    heartShape(24, 30, 10, p.accent),
    person(pose, c, p.main, p.dark),
    ellipse(55, 48, 11, 12, p.main),
    line(
      [
        [45, 40],
        [54, 48],
        [58, 47],
      ],
      c.skin,
      5,
    ),
  ].join('');
}

function sleepScene(c: SceneChoice): string {
  const p = c.palette;
  const stars = [
    [14, 14],
    [30, 8],
    [46, 18],
    [88, 30],
    [64, 10],
  ]
    .map(([x = 0, y = 0]) => circle(x, y, 1.2, p.light))
    .join('');
  return [
    stars,
    circle(78, 16, 10, p.main),
    circle(83, 12, 9, p.skyA),
    rect(6, 58, 88, 20, p.light, 4),
    rect(6, 48, 6, 38, p.dark, 2),
    rect(88, 56, 6, 30, p.dark, 2),
    ellipse(24, 57, 11, 6, '#ffffff'),
    circle(26, 53, 6, c.skin),
    `<path d="M20 51 a6 6 0 0 1 12 0 q-6 -2 -12 0z" fill="${c.hair}"/>`,
    `<path d="M32 54 q30 -10 60 0 v16 h-60z" fill="${p.accent}"/>`,
  ].join('');
}

function heart(c: SceneChoice): string {
  const p = c.palette;
  return [
    circle(50, 48, 34, alpha(p.light, 0.67)),
    heartShape(50, 48, 52, p.accent),
    `<path d="M6 70 h24 l6 -12 l8 24 l8 -34 l7 22 h35" fill="none" stroke="${p.main}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
  ].join('');
}

function bowlScene(c: SceneChoice): string {
  const p = c.palette;
  const toppings = [
    [36, 46, 7, '#f4a261'],
    [48, 42, 8, '#e76f51'],
    [60, 45, 7, '#8ab17d'],
    [70, 49, 5, '#f6d365'],
    [42, 50, 5, '#2a9d8f'],
    [56, 50, 6, '#ffffff'],
  ] as const;
  return [
    ellipse(50, 84, 40, 6, alpha(p.dark, 0.2)),
    ellipse(50, 52, 36, 9, p.light),
    ...toppings.map(([x, y, r, colour]) => circle(x, y, r, colour)),
    `<path d="M14 52 a36 32 0 0 0 72 0z" fill="${p.main}"/>`,
    rect(36, 80, 28, 4, p.main, 2),
    line(
      [
        [82, 20],
        [70, 46],
      ],
      p.dark,
      3,
    ),
  ].join('');
}

function plate(c: SceneChoice): string {
  const p = c.palette;
  return [
    circle(50, 52, 40, '#ffffff'),
    circle(50, 52, 32, p.light),
    `<path d="M50 52 L50 22 A30 30 0 0 1 78 60z" fill="#e76f51"/>`,
    `<path d="M50 52 L78 60 A30 30 0 0 1 28 72z" fill="#8ab17d"/>`,
    `<path d="M50 52 L28 72 A30 30 0 0 1 50 22z" fill="#f6d365"/>`,
    circle(62, 44, 4, '#2a9d8f'),
    circle(40, 60, 3.5, '#ffffff'),
    line(
      [
        [4, 20],
        [4, 86],
      ],
      p.dark,
      3,
    ),
    line(
      [
        [96, 20],
        [96, 86],
      ],
      p.dark,
      3,
    ),
  ].join('');
}

function drink(c: SceneChoice): string {
  const p = c.palette;
  const fill = /\b(green|veggie)\b/.test(c.words) ? '#8ab17d' : p.accent;
  return [
    ellipse(50, 92, 26, 4, alpha(p.dark, 0.2)),
    line(
      [
        [58, 6],
        [52, 40],
      ],
      p.main,
      3,
    ),
    `<path d="M30 22 h40 l-6 68 h-28z" fill="${p.light}" fill-opacity="0.85"/>`,
    `<path d="M32 38 h36 l-4.6 52 h-26.8z" fill="${fill}"/>`,
    circle(68, 24, 8, '#f6d365'),
    circle(68, 24, 5, '#ffe8a3'),
    leaf(40, 34, 12, -30, '#3f7d4e'),
  ].join('');
}

function bread(c: SceneChoice): string {
  const p = c.palette;
  return [
    rect(6, 70, 88, 8, p.main, 3),
    `<path d="M14 70 q0 -34 36 -34 q36 0 36 34z" fill="#c98a4b"/>`,
    ...[30, 44, 58, 72].map((x) =>
      line(
        [
          [x - 4, 46],
          [x + 2, 60],
        ],
        '#8a5a2b',
        2.5,
      ),
    ),
    circle(22, 26, 8, '#e0a96d'),
    circle(22, 26, 4, '#8a5a2b'),
  ].join('');
}

function vegetables(c: SceneChoice): string {
  const p = c.palette;
  return [
    `<path d="M10 60 h80 l-8 30 h-64z" fill="${p.main}"/>`,
    circle(30, 54, 12, '#e63946'),
    leaf(30, 42, 8, -60, '#3f7d4e'),
    circle(54, 52, 13, '#f4a261'),
    `<path d="M66 62 l14 -40 l8 4z" fill="#f77f00"/>`,
    leaf(82, 22, 10, -80, '#3f7d4e'),
    leaf(82, 22, 9, -110, '#5f9e5a'),
    ellipse(44, 60, 10, 5, '#8ab17d'),
    line(
      [
        [10, 70],
        [90, 70],
      ],
      p.dark,
      1,
    ),
  ].join('');
}

function plants(c: SceneChoice): string {
  const p = c.palette;
  if (/\bwreath\b/.test(c.words)) {
    const ring = Array.from({ length: 18 }, (_, index) => {
      const angle = (index / 18) * Math.PI * 2;
      const x = 50 + Math.cos(angle) * 30;
      const y = 50 + Math.sin(angle) * 30;
      return leaf(x, y, 14, (angle * 180) / Math.PI + 110, index % 2 === 0 ? '#b5651d' : '#d98c3f');
    }).join('');
    return [
      ring,
      circle(50, 22, 4, p.accent),
      circle(76, 60, 4, p.accent),
      circle(28, 70, 4, p.accent),
    ].join('');
  }
  const railing = /\b(balcony|terrace|garden)\b/.test(c.words)
    ? [
        rect(0, 46, 100, 3, p.dark),
        ...[6, 20, 34, 48, 62, 76, 90].map((x) => rect(x, 46, 2, 38, alpha(p.dark, 0.6))),
      ].join('')
    : '';
  return [
    railing,
    rect(0, 84, 100, 4, alpha(p.dark, 0.33)),
    plantPot(30, 84, 34, p, c.variant),
    plantPot(68, 84, 24, p, 1 - c.variant),
    railing === '' ? circle(84, 20, 8, p.light) : '',
  ].join('');
}

function chair(c: SceneChoice): string {
  const p = c.palette;
  return [
    ellipse(50, 90, 34, 4, alpha(p.dark, 0.2)),
    rect(26, 18, 8, 48, p.main, 4),
    rect(26, 56, 50, 10, p.main, 4),
    line(
      [
        [30, 64],
        [26, 90],
      ],
      p.dark,
      3,
    ),
    line(
      [
        [72, 64],
        [76, 90],
      ],
      p.dark,
      3,
    ),
    rect(30, 46, 40, 12, p.accent, 5),
  ].join('');
}

function kitchen(c: SceneChoice): string {
  const p = c.palette;
  return [
    rect(4, 10, 92, 22, p.main, 2),
    line(
      [
        [50, 10],
        [50, 32],
      ],
      p.dark,
      1,
    ),
    rect(4, 58, 92, 32, p.main, 2),
    rect(4, 54, 92, 5, p.light, 1),
    ...[27, 73].map((x) => rect(x - 6, 66, 12, 2, p.light, 1)),
    rect(58, 38, 12, 16, p.accent, 2),
    plantPot(22, 54, 14, p, c.variant),
  ].join('');
}

function interior(c: SceneChoice): string {
  const p = c.palette;
  return [
    rect(16, 8, 26, 20, p.light, 1),
    rect(19, 11, 20, 14, p.accent, 1),
    ellipse(50, 88, 46, 6, alpha(p.accent, 0.53)),
    rect(10, 56, 80, 24, p.main, 6),
    rect(14, 44, 72, 18, p.main, 6),
    rect(18, 56, 30, 12, alpha(p.light, 0.2), 4),
    rect(52, 56, 30, 12, alpha(p.light, 0.2), 4),
    line(
      [
        [14, 80],
        [14, 88],
      ],
      p.dark,
      2.5,
    ),
    line(
      [
        [86, 80],
        [86, 88],
      ],
      p.dark,
      2.5,
    ),
    line(
      [
        [92, 30],
        [92, 86],
      ],
      p.dark,
      1.5,
    ),
    `<path d="M84 18 h16 l-4 12 h-8z" fill="${p.accent}"/>`,
  ].join('');
}

function portrait(c: SceneChoice): string {
  const p = c.palette;
  return [
    circle(50, 50, 46, alpha(p.light, 0.6)),
    `<path d="M14 100 q0 -30 36 -30 q36 0 36 30z" fill="${p.main}"/>`,
    rect(44, 56, 12, 16, c.skin, 5),
    ellipse(50, 42, 16, 19, c.skin),
    `<path d="M33 42 q-2 -26 17 -26 q19 0 17 26 q-3 -12 -17 -14 q-12 2 -17 14z" fill="${c.hair}"/>`,
    circle(44, 44, 1.6, p.dark),
    circle(56, 44, 1.6, p.dark),
    `<path d="M45 52 q5 4 10 0" fill="none" stroke="${p.dark}" stroke-width="1.6" stroke-linecap="round"/>`,
  ].join('');
}

function partner(c: SceneChoice): string {
  const p = c.palette;
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? 34 : 16;
    return `${(50 + Math.cos(angle) * radius).toFixed(1)} ${(50 + Math.sin(angle) * radius).toFixed(1)}`;
  });
  return [
    circle(50, 50, 44, p.main),
    circle(50, 50, 38, 'none', ` stroke="${p.light}" stroke-width="2"`),
    `<path d="M${points.join(' L')}z" fill="${p.accent}"/>`,
  ].join('');
}

function contest(c: SceneChoice): string {
  const p = c.palette;
  return [
    ellipse(50, 92, 34, 4, alpha(p.dark, 0.2)),
    rect(20, 44, 60, 46, p.main, 3),
    rect(16, 34, 68, 14, p.accent, 3),
    rect(45, 34, 10, 56, p.light),
    `<path d="M50 34 q-20 -22 -24 -6 q-2 8 24 6z M50 34 q20 -22 24 -6 q2 8 -24 6z" fill="${p.light}"/>`,
    ...[
      [12, 14],
      [86, 20],
      [78, 8],
    ].map(([x = 0, y = 0]) => circle(x, y, 2.5, p.accent)),
  ].join('');
}

function landscape(c: SceneChoice): string {
  const p = c.palette;
  return [
    sun(70, 28, 14, p.accent),
    `<path d="M0 80 q25 -30 50 -10 q25 -26 50 0 v20 h-100z" fill="${p.main}"/>`,
    `<path d="M0 90 q30 -16 60 -4 q20 -10 40 0 v14 h-100z" fill="${p.dark}"/>`,
  ].join('');
}

const SCENES: Readonly<Record<SceneSubject, (choice: SceneChoice) => string>> = {
  portrait,
  partner,
  contest,
  calculator,
  pregnancy,
  sleep: sleepScene,
  heart,
  watch,
  phone,
  book,
  shoe,
  running,
  yoga,
  kettlebell,
  dumbbells,
  strength,
  drink,
  bread,
  plate,
  bowl: bowlScene,
  vegetables,
  plants,
  chair,
  kitchen,
  interior,
  landscape,
};

/** The subject drawn in a 100 × 100 box (no background). */
export function sceneSvg(subject: SceneSubject, choice: SceneChoice): string {
  return SCENES[subject](choice);
}

/** Subjects standing on a floor or a table: the picture gets a ground band under them. */
export const GROUNDED: ReadonlySet<SceneSubject> = new Set<SceneSubject>([
  'running',
  'strength',
  'yoga',
  'kettlebell',
  'dumbbells',
  'shoe',
  'bowl',
  'plate',
  'drink',
  'bread',
  'vegetables',
  'plants',
  'chair',
  'kitchen',
  'interior',
  'contest',
  'calculator',
  'book',
  'sleep',
  'pregnancy',
]);
