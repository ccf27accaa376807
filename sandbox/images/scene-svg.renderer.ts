import type { SceneSubject } from './scene-subject';

/**
 * Flat illustrated scenes for the sandbox's generated pictures, one per subject (scene-subject.ts):
 * a runner on a track, a squat with a barbell, a yoga pose on a mat, a bowl, a bed under the moon,
 * a calculator, a portrait… Each is drawn in a 100 × 100 box that placeholder-svg.renderer.ts
 * puts at the image's focal point over a full-bleed background. No words in the picture.
 *
 * A scene is data: one drawing command a line (`SCENES`), read by `draw`. Commands: `c x y r
 * paint` circle, `r x y w h paint [rx]` rectangle, `e x y rx ry paint` ellipse, `l paint width x y
 * x y…` polyline, `f paint d…` filled path, `s paint width d…` stroked path, `sun x y r paint`,
 * `ring x y r paint width`, `leaf x y length angle paint`, `heart x y size paint`, `pot x y size
 * v|~v` (a plant, leaves by the variant), `dumbbell x y size paint bar [angle]`, `barbell y`,
 * `person pose top bottom` (`POSES`), `grid phone|calc x y dx dy n`, `star x y outer inner paint`
 * and `wreath`. A paint is a palette colour (`main`, `accent`…), `skin`, `hair`, `#rrggbb` or
 * `none`, with `/opacity` after it for a translucent one.
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

/** `skyA skyB ground main accent dark light`. */
function palette(colours: string): Palette {
  const [skyA = '', skyB = '', ground = '', main = '', accent = '', dark = '', light = ''] =
    colours.split(' ');
  return { skyA, skyB, ground, main, accent, dark, light };
}

export const PALETTES: readonly Palette[] = [
  '#fde2d4 #f7b9a1 #e98c6f #2f4858 #f26b5b #1d2b36 #fff7f0',
  '#dff3ea #a8dcc8 #6fb59b #264653 #e76f51 #1b2f38 #ffffff',
  '#dbeafe #a7c7f2 #7aa3d8 #1e3a5f #f4a261 #14243a #ffffff',
  '#f6ecd9 #e8d3ad #cfae78 #3d405b #e07a5f #2a2c40 #fffaf0',
  '#ece4f7 #cdb9ea #a58fd1 #3b2f5c #ff8fab #251d3d #ffffff',
  '#e9efe3 #c6d5b5 #93ad7c #33402a #d98c3f #202a1a #fbfdf7',
  '#ffe5e0 #ffb4a2 #e5989b #6d2e46 #ffcb77 #3f1a29 #ffffff',
  '#d7f0f0 #9fd8d8 #5fb3b3 #134e4a #f6bd60 #0b2f2c #ffffff',
  '#fbe8c8 #f4c98b #d89a5b #5a3825 #c8553d #3b2416 #fffdf8',
].map(palette);

/** Night for sleep; the others by the image's own number. */
export const NIGHT: Palette = palette('#1d2a4d #3b4a7a #2a365e #f5e6b8 #9fb4ff #0e1630 #fdf6e3');

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

/** `#rrggbb` at an opacity, as `rgba()` (what every SVG renderer reads). */
export function alpha(colour: string, opacity: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  return `rgba(${String((value >> 16) & 255)},${String((value >> 8) & 255)},${String(value & 255)},${String(opacity)})`;
}

/**
 * People from joints, `x y` pairs: head, neck, hip; back knee and foot, front knee and foot; back
 * elbow and hand, front elbow and hand.
 */
const POSES: Readonly<Record<string, string>> = {
  run: '55 17 52 27 47 52 37 64 24 70 60 64 56 84 41 36 35 46 61 37 69 29',
  squat: '50 30 50 39 50 62 34 66 33 86 66 66 67 86 37 44 31 36 63 44 69 36',
  press: '50 28 50 37 50 62 44 74 42 88 56 74 58 88 38 26 36 13 62 26 64 13',
  lunge: '48 24 48 33 48 58 36 74 22 86 64 64 66 86 44 46 40 58 53 46 57 58',
  tree: '50 20 50 29 50 56 64 66 52 70 50 72 50 88 40 19 49 8 60 19 51 8',
  warrior: '50 25 50 34 50 58 32 70 20 86 68 68 72 86 34 34 18 33 66 34 82 33',
  plank: '20 53 27 58 56 63 72 67 88 72 72 66 87 71 26 72 36 73 29 72 39 73',
  pregnant: '47 16 47 26 47 58 46 74 45 90 50 74 51 90 43 40 50 50 45 40 54 48',
};

const BARBELL = (y: number) => `l dark 2.5 10 ${y} 90 ${y}
r 12 ${y - 9} 5 18 dark 1.5
r 18 ${y - 7} 4 14 accent 1.5
r 83 ${y - 9} 5 18 dark 1.5
r 78 ${y - 7} 4 14 accent 1.5`;

const drinkScene = (fill: string) => `e 50 92 26 4 dark/0.2
l main 3 58 6 52 40
f light/0.85 M30 22 h40 l-6 68 h-28z
f ${fill} M32 38 h36 l-4.6 52 h-26.8z
c 68 24 8 #f6d365
c 68 24 5 #ffe8a3
leaf 40 34 12 -30 #3f7d4e`;

function strengthScene({ words, variant }: SceneChoice): string {
  const squat = words.includes('squat');
  if (/\b(press|push up|shoulder)\b/.test(words) || (!squat && variant < 0.3))
    return 'person press accent main\nbarbell 13';
  if (/\b(lunge|step up|split)\b/.test(words) || (!squat && variant < 0.6))
    return 'person lunge accent main\ndumbbell 40 60 6 dark dark\ndumbbell 57 60 6 dark dark';
  return 'r 6 20 3 68 dark 1\nr 91 20 3 68 dark 1\nperson squat accent main\nbarbell 36';
}

function yogaScene({ words, variant }: SceneChoice): string {
  const pose = /\b(plank|push|bird|dead bug|superman|bridge|twist|climber)\b/.test(words)
    ? 'plank'
    : variant < 0.5
      ? 'tree'
      : 'warrior';
  return `sun 18 18 8 light\nr 8 86 84 5 accent 2.5\nperson ${pose} accent main\npot 90 86 14 v`;
}

function plantsScene({ words }: SceneChoice): string {
  if (/\bwreath\b/.test(words))
    return 'wreath\nc 50 22 4 accent\nc 76 60 4 accent\nc 28 70 4 accent';
  const railing = /\b(balcony|terrace|garden)\b/.test(words)
    ? ['r 0 46 100 3 dark', ...[6, 20, 34, 48, 62, 76, 90].map((x) => `r ${x} 46 2 38 dark/0.6`)]
    : [];
  return [
    ...railing,
    'r 0 84 100 4 dark/0.33',
    'pot 30 84 34 v',
    'pot 68 84 24 ~v',
    railing.length === 0 ? 'c 84 20 8 light' : '',
  ].join('\n');
}

const SCENES: Readonly<Record<SceneSubject, string | ((choice: SceneChoice) => string)>> = {
  running: `sun 80 18 10 accent
l light 0.8 0 76 100 76
l light 0.8 0 82 100 82
l light 0.8 0 88 100 88
l light 2 6 30 20 30
l light 2 9 38 22 38
l light 2 12 46 24 46
person run accent main
r 21 68 8 3.5 light 1.5
r 53 83 8 3.5 light 1.5`,
  strength: strengthScene,
  dumbbells: `e 50 80 40 6 dark/0.2
dumbbell 38 62 20 main dark
dumbbell 66 46 16 accent dark -18
c 82 78 7 light
c 82 78 2.5 dark`,
  kettlebell: `e 50 86 30 5 dark/0.2
s dark 7 M36 44 q0 -26 14 -26 q14 0 14 26
c 50 62 25 main
e 42 54 7 10 light/0.33
r 40 60 20 9 accent 2`,
  yoga: yogaScene,
  shoe: `e 50 80 40 5 dark/0.2
f main M12 72 q0 -14 10 -18 l14 -10 q6 -4 10 2 q6 8 16 10 l16 4 q10 3 10 12 v4 h-76z
f light M12 74 h76 v4 q0 4 -4 4 h-68 q-4 0 -4 -4z
l light 1.8 36 50 44 56
l light 1.8 40 46 48 52
s accent 3 M56 62 q12 2 22 6`,
  watch: `r 38 4 24 92 main 8
c 50 50 22 dark
c 50 50 18 light
s accent 2.2 M36 52 h6 l3 -8 l5 16 l4 -12 l2 4 h8
r 71 46 4 8 dark 1.5`,
  phone: `r 28 8 44 84 dark 7
r 31 14 38 70 light 3
grid phone 34 26 11 11 3
s accent 2.2 M34 72 l8 -6 l6 4 l10 -10 l8 6`,
  book: `e 52 92 30 4 dark/0.2
r 26 8 50 82 main 3
r 26 8 6 82 dark 2
r 38 20 30 4 light 2
r 38 28 22 3 light/0.67 1.5
c 53 60 13 accent
heart 53 60 14 light`,
  calculator: `e 52 92 30 4 dark/0.2
r 26 10 50 80 main 6
r 31 16 40 16 #d8f0c8 2
r 52 25 16 3 dark 1
grid calc 31 40 10 11 4`,
  pregnancy: `c 24 30 10 light
heart 24 30 10 accent
person pregnant main dark
e 55 48 11 12 main
l skin 5 45 40 54 48 58 47`,
  sleep: `c 14 14 1.2 light
c 30 8 1.2 light
c 46 18 1.2 light
c 88 30 1.2 light
c 64 10 1.2 light
c 78 16 10 main
c 83 12 9 skyA
r 6 58 88 20 light 4
r 6 48 6 38 dark 2
r 88 56 6 30 dark 2
e 24 57 11 6 #ffffff
c 26 53 6 skin
f hair M20 51 a6 6 0 0 1 12 0 q-6 -2 -12 0z
f accent M32 54 q30 -10 60 0 v16 h-60z`,
  heart: `c 50 48 34 light/0.67
heart 50 48 52 accent
s main 3 M6 70 h24 l6 -12 l8 24 l8 -34 l7 22 h35`,
  bowl: `e 50 84 40 6 dark/0.2
e 50 52 36 9 light
c 36 46 7 #f4a261
c 48 42 8 #e76f51
c 60 45 7 #8ab17d
c 70 49 5 #f6d365
c 42 50 5 #2a9d8f
c 56 50 6 #ffffff
f main M14 52 a36 32 0 0 0 72 0z
r 36 80 28 4 main 2
l dark 3 82 20 70 46`,
  plate: `c 50 52 40 #ffffff
c 50 52 32 light
f #e76f51 M50 52 L50 22 A30 30 0 0 1 78 60z
f #8ab17d M50 52 L78 60 A30 30 0 0 1 28 72z
f #f6d365 M50 52 L28 72 A30 30 0 0 1 50 22z
c 62 44 4 #2a9d8f
c 40 60 3.5 #ffffff
l dark 3 4 20 4 86
l dark 3 96 20 96 86`,
  drink: ({ words }) => drinkScene(/\b(green|veggie)\b/.test(words) ? '#8ab17d' : 'accent'),
  bread: `r 6 70 88 8 main 3
f #c98a4b M14 70 q0 -34 36 -34 q36 0 36 34z
l #8a5a2b 2.5 26 46 32 60
l #8a5a2b 2.5 40 46 46 60
l #8a5a2b 2.5 54 46 60 60
l #8a5a2b 2.5 68 46 74 60
c 22 26 8 #e0a96d
c 22 26 4 #8a5a2b`,
  vegetables: `f main M10 60 h80 l-8 30 h-64z
c 30 54 12 #e63946
leaf 30 42 8 -60 #3f7d4e
c 54 52 13 #f4a261
f #f77f00 M66 62 l14 -40 l8 4z
leaf 82 22 10 -80 #3f7d4e
leaf 82 22 9 -110 #5f9e5a
e 44 60 10 5 #8ab17d
l dark 1 10 70 90 70`,
  plants: plantsScene,
  chair: `e 50 90 34 4 dark/0.2
r 26 18 8 48 main 4
r 26 56 50 10 main 4
l dark 3 30 64 26 90
l dark 3 72 64 76 90
r 30 46 40 12 accent 5`,
  kitchen: `r 4 10 92 22 main 2
l dark 1 50 10 50 32
r 4 58 92 32 main 2
r 4 54 92 5 light 1
r 21 66 12 2 light 1
r 67 66 12 2 light 1
r 58 38 12 16 accent 2
pot 22 54 14 v`,
  interior: `r 16 8 26 20 light 1
r 19 11 20 14 accent 1
e 50 88 46 6 accent/0.53
r 10 56 80 24 main 6
r 14 44 72 18 main 6
r 18 56 30 12 light/0.2 4
r 52 56 30 12 light/0.2 4
l dark 2.5 14 80 14 88
l dark 2.5 86 80 86 88
l dark 1.5 92 30 92 86
f accent M84 18 h16 l-4 12 h-8z`,
  portrait: `c 50 50 46 light/0.6
f main M14 100 q0 -30 36 -30 q36 0 36 30z
r 44 56 12 16 skin 5
e 50 42 16 19 skin
f hair M33 42 q-2 -26 17 -26 q19 0 17 26 q-3 -12 -17 -14 q-12 2 -17 14z
c 44 44 1.6 dark
c 56 44 1.6 dark
s dark 1.6 M45 52 q5 4 10 0`,
  partner: `c 50 50 44 main
ring 50 50 38 light 2
star 50 50 34 16 accent`,
  contest: `e 50 92 34 4 dark/0.2
r 20 44 60 46 main 3
r 16 34 68 14 accent 3
r 45 34 10 56 light
f light M50 34 q-20 -22 -24 -6 q-2 8 24 6z M50 34 q20 -22 24 -6 q2 8 -24 6z
c 12 14 2.5 accent
c 86 20 2.5 accent
c 78 8 2.5 accent`,
  landscape: `sun 70 28 14 accent
f main M0 80 q25 -30 50 -10 q25 -26 50 0 v20 h-100z
f dark M0 90 q30 -16 60 -4 q20 -10 40 0 v14 h-100z`,
};

// ---- the drawing primitives ------------------------------------------------------------------

type Point = readonly [number, number];

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const filled = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const stroked = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const line = (points: readonly Point[], colour: string, width: number) =>
  stroked(points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' '), colour, width);
const leaf = (x: number, y: number, length: number, angle: number, colour: string) =>
  `<path d="M0 0 q${length * 0.5} ${-length * 0.35} ${length} 0 q${-length * 0.5} ${length * 0.35} ${-length} 0z" fill="${colour}" transform="translate(${x} ${y}) rotate(${angle})"/>`;

function heartShape(x: number, y: number, size: number, colour: string): string {
  const s = size / 24;
  return `<path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.5.8-1.4 2.3-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" fill="${colour}" transform="translate(${x - 12 * s} ${y - 12 * s}) scale(${s})"/>`;
}

function plantPot(x: number, y: number, s: number, p: Palette, variant: number): string {
  const leaves = Array.from({ length: 6 }, (_, i) =>
    leaf(
      x,
      y - s * 0.55,
      s * (0.55 + ((i * 37 + variant * 100) % 30) / 100),
      -160 + i * 28,
      i % 2 === 0 ? '#3f7d4e' : '#5f9e5a',
    ),
  ).join('');
  return [
    line(
      [
        [x, y - s * 0.5],
        [x, y - s],
      ],
      '#3f7d4e',
      1.6,
    ),
    leaves,
    filled(
      `M${x - s * 0.35} ${y - s * 0.55} h${s * 0.7} l${-s * 0.08} ${s * 0.55} h${-s * 0.54}z`,
      p.accent,
    ),
  ].join('');
}

function dumbbell(x: number, y: number, s: number, colour: string, bar: string): string {
  return [
    rect(x - s * 0.9, y - s * 0.12, s * 1.8, s * 0.24, bar, s * 0.1),
    rect(x - s, y - s * 0.45, s * 0.4, s * 0.9, colour, s * 0.12),
    rect(x + s * 0.6, y - s * 0.45, s * 0.4, s * 0.9, colour, s * 0.12),
  ].join('');
}

function person(joints: string, c: SceneChoice, top: string, bottom: string): string {
  const n = joints.split(' ').map(Number);
  const at = (i: number): Point => [n[i * 2] ?? 0, n[i * 2 + 1] ?? 0];
  const [head, neck, hip] = [at(0), at(1), at(2)];
  return [
    line([hip, at(3), at(4)], bottom, 7),
    line([neck, at(7), at(8)], c.skin, 5),
    line([neck, hip], top, 11),
    line([hip, at(5), at(6)], bottom, 7),
    line([neck, at(9), at(10)], c.skin, 5),
    circle(head[0], head[1], 6.5, c.skin),
    filled(`M${head[0] - 6.8} ${head[1] - 0.5} a6.8 6.8 0 0 1 13.6 0 q-6 -3 -13.6 0z`, c.hair),
  ].join('');
}

/** The keys of a phone's app grid and of a calculator, by row and column. */
const GRID_PAINTS: Readonly<Record<string, (row: number, col: number) => keyof Palette>> = {
  phone: (row, col) => (['accent', 'main', 'ground'] as const)[(row + col) % 3] ?? 'main',
  calc: (row, col) => (col === 3 ? 'accent' : row === 0 ? 'ground' : 'light'),
};

function wreath(): string {
  return Array.from({ length: 18 }, (_, i) => {
    const angle = (i / 18) * Math.PI * 2;
    const [x, y] = [50 + Math.cos(angle) * 30, 50 + Math.sin(angle) * 30];
    return leaf(x, y, 14, (angle * 180) / Math.PI + 110, i % 2 === 0 ? '#b5651d' : '#d98c3f');
  }).join('');
}

function star(x: number, y: number, outer: number, inner: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const r = i % 2 === 0 ? outer : inner;
    return `${(x + Math.cos(angle) * r).toFixed(1)} ${(y + Math.sin(angle) * r).toFixed(1)}`;
  });
  return filled(`M${points.join(' L')}z`, fill);
}

/** One command of a scene as SVG. */
function command(text: string, c: SceneChoice): string {
  const [op = '', ...args] = text.trim().split(/\s+/);
  const p = c.palette;
  const paint = (token = ''): string => {
    const [name = '', opacity] = token.split('/');
    const colour =
      name === 'skin' || name === 'hair' ? c[name] : name in p ? p[name as keyof Palette] : name;
    return opacity === undefined ? colour : alpha(colour, Number(opacity));
  };
  const num = (i: number) => Number(args[i]);
  const points = (from: number): Point[] =>
    Array.from({ length: (args.length - from) / 2 }, (_, i) => [
      num(from + i * 2),
      num(from + i * 2 + 1),
    ]);
  switch (op) {
    case '':
      return '';
    case 'c':
      return circle(num(0), num(1), num(2), paint(args[3]));
    case 'r':
      return rect(num(0), num(1), num(2), num(3), paint(args[4]), args[5] ? num(5) : 0);
    case 'e':
      return ellipse(num(0), num(1), num(2), num(3), paint(args[4]));
    case 'l':
      return line(points(2), paint(args[0]), num(1));
    case 'f':
      return filled(args.slice(1).join(' '), paint(args[0]));
    case 's':
      return stroked(args.slice(2).join(' '), paint(args[0]), num(1));
    case 'sun':
      return circle(num(0), num(1), num(2), paint(args[3]), ' fill-opacity="0.9"');
    case 'ring':
      return circle(
        num(0),
        num(1),
        num(2),
        'none',
        ` stroke="${paint(args[3])}" stroke-width="${num(4)}"`,
      );
    case 'leaf':
      return leaf(num(0), num(1), num(2), num(3), paint(args[4]));
    case 'heart':
      return heartShape(num(0), num(1), num(2), paint(args[3]));
    case 'pot':
      return plantPot(num(0), num(1), num(2), p, args[3] === '~v' ? 1 - c.variant : c.variant);
    case 'dumbbell': {
      const drawn = dumbbell(num(0), num(1), num(2), paint(args[3]), paint(args[4]));
      return args[5] === undefined
        ? drawn
        : `<g transform="rotate(${num(5)} ${num(0)} ${num(1)})">${drawn}</g>`;
    }
    case 'barbell':
      return draw(BARBELL(num(0)), c);
    case 'person':
      return person(POSES[args[0] ?? ''] ?? '', c, paint(args[1]), paint(args[2]));
    case 'grid': {
      const rule = GRID_PAINTS[args[0] ?? ''] ?? (() => 'main' as const);
      const [x, y, dx, dy, n] = [num(1), num(2), num(3), num(4), num(5)];
      return Array.from({ length: n * n }, (_, i) => {
        const [row, col] = [Math.floor(i / n), i % n];
        return rect(x + col * dx, y + row * dy, 8, 8, p[rule(row, col)], 2);
      }).join('');
    }
    case 'star':
      return star(num(0), num(1), num(2), num(3), paint(args[4]));
    case 'wreath':
      return wreath();
    default:
      throw new Error(`scene: unknown drawing command "${op}"`);
  }
}

function draw(scene: string, c: SceneChoice): string {
  return scene
    .split('\n')
    .map((text) => command(text, c))
    .join('');
}

/** The subject drawn in a 100 × 100 box (no background). */
export function sceneSvg(subject: SceneSubject, choice: SceneChoice): string {
  const scene = SCENES[subject];
  return draw(typeof scene === 'string' ? scene : scene(choice), choice);
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
