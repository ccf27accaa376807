import type { OriginalImageSpec } from '../store/sandbox.store';
import { GROUNDED, NIGHT, PALETTES, hairOf, pick, sceneSvg, skinOf } from './scene-svg.renderer';
import { keywordsOf, subjectOf } from './scene-subject';

/** A small deterministic PRNG (mulberry32) seeded from the image path. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A flat illustration of what the image is about (scene-subject.ts reads the subject from its
 * path and label: a runner, a squat, a bowl, a bed under the moon, an author's portrait…), drawn
 * around the focal point so focal-point crops keep it, over a full-bleed background: a gradient
 * in a palette picked from the path (night for sleep), soft shapes and a floor band under
 * subjects that stand on something. Deterministic: one path, one picture. No words in it.
 */
export function placeholderSvg(spec: OriginalImageSpec): string {
  const { width: w, height: h } = spec;
  const next = random(spec.path);
  const subject = subjectOf(spec.path, spec.label);
  const palette = subject === 'sleep' ? NIGHT : pick(PALETTES, next());
  const choice = {
    palette,
    skin: skinOf(next()),
    hair: hairOf(next()),
    variant: next(),
    words: keywordsOf(spec.path, spec.label),
  };
  const short = Math.min(w, h);
  const size = short * (subject === 'portrait' ? 0.92 : 0.78);
  const half = size / 2;
  const cx = Math.min(w - half, Math.max(half, spec.focal.x * w));
  const cy = Math.min(h - half, Math.max(half, spec.focal.y * h));
  const x = cx - half;
  const y = cy - half;
  const scale = size / 100;
  const shapes = Array.from({ length: 4 }, () => {
    const r = short * (0.12 + next() * 0.3);
    return `<circle cx="${(next() * w).toFixed(1)}" cy="${(next() * h * 0.7).toFixed(1)}" r="${r.toFixed(1)}" fill="${palette.light}" fill-opacity="${(0.12 + next() * 0.18).toFixed(2)}"/>`;
  }).join('');
  const floorY = y + size * 0.86;
  const floor = GROUNDED.has(subject)
    ? `<rect x="0" y="${floorY.toFixed(1)}" width="${w}" height="${(h - floorY).toFixed(1)}" fill="${palette.ground}"/>` +
      `<rect x="0" y="${floorY.toFixed(1)}" width="${w}" height="${(short * 0.012).toFixed(1)}" fill="${palette.dark}" fill-opacity="0.15"/>`
    : '';
  const direction = next() < 0.5 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="bg" ${direction}><stop offset="0" stop-color="${palette.skyA}"/><stop offset="1" stop-color="${palette.skyB}"/></linearGradient>`,
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    shapes,
    floor,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">`,
    sceneSvg(subject, choice),
    '</g>',
    '</svg>',
  ].join('');
}
