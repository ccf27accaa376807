import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { placeholderSvg } from '../../../sandbox/images/placeholder-svg.renderer';
import { subjectOf } from '../../../sandbox/images/scene-subject';
import { DEFAULT_SITE_ORIGIN_TEMPLATE, SandboxStore } from '../../../sandbox/store/sandbox.store';
import type { OriginalImageSpec } from '../../../sandbox/store/sandbox.store';

/**
 * The generated originals show what they illustrate: a scene per subject read from the image's
 * path and label, deterministic, in varied palettes, with no words drawn into the picture.
 */
const ORIGINALS = [
  ...new SandboxStore(SANDBOX_SITES, DEFAULT_SITE_ORIGIN_TEMPLATE, 0).originals().values(),
];

function spec(path: string, label: string, width = 1600, height = 1067): OriginalImageSpec {
  return {
    path,
    label,
    width,
    height,
    focal: { x: 0.5, y: 0.4 },
    copyright: 'test',
    colours: { primary: '#a3123f', accent: '#0b6b63', warm: '#f4a261' },
  };
}

describe('the subject of a generated image', () => {
  it.each([
    ['2025/02/running.jpg', 'Running', 'running'],
    ['2025/03/squat.jpg', 'Squat', 'strength'],
    ['2025/exercises/shoulder-press.jpg', 'Press', 'strength'],
    ['2025/01/dumbbells.jpg', 'Dumbbells', 'dumbbells'],
    ['2025/04/kettlebell-swing.jpg', 'Kettlebell', 'kettlebell'],
    ['2025/04/yoga-flow.jpg', 'Yoga', 'yoga'],
    ['2025/exercises/side-plank.jpg', 'Side plank', 'yoga'],
    ['2025/03/overnight-oats.jpg', 'Overnight oats', 'bowl'],
    ['2025/04/veggie-plan.jpg', 'Veggie plan', 'vegetables'],
    ['2025/03/smoothie.jpg', 'Smoothie', 'drink'],
    ['2025/04/rye-bread.jpg', 'Rye bread', 'bread'],
    ['2025/02/sleep.jpg', 'Sleep', 'sleep'],
    ['2025/05/pulse.jpg', 'Pulse', 'heart'],
    ['2025/05/sports-watch.jpg', 'Watch', 'watch'],
    ['2025/05/training-apps.jpg', 'Apps', 'phone'],
    ['2025/05/shoe-trail.jpg', 'Shoe C', 'shoe'],
    ['2025/05/pregnancy.jpg', 'Pregnancy', 'pregnancy'],
    ['2025/05/calculator.jpg', 'Calculator', 'calculator'],
    ['authors/avatar-trainer.jpg', 'Trainer', 'portrait'],
    ['partners/wom/sponsor-1.jpg', 'Partner', 'partner'],
    ['2025/05/contest.jpg', 'Contest', 'contest'],
    ['2025/03/monstera.jpg', 'Monstera', 'plants'],
    ['2025/03/chair-oak.jpg', 'Oak chair', 'chair'],
    ['2025/04/modular-sofa.jpg', 'Sofa', 'interior'],
    ['2025/01/mystery.jpg', 'Mystery', 'landscape'],
  ])('%s (%s) shows %s', (path, label, subject) => {
    expect(subjectOf(path, label)).toBe(subject);
  });

  it('gives the sandbox catalogue many different scenes, not one picture', () => {
    const subjects = new Set(ORIGINALS.map((image) => subjectOf(image.path, image.label)));
    expect(subjects.size).toBeGreaterThanOrEqual(20);
    expect(subjects).not.toContain('landscape');
  });
});

describe('a generated picture', () => {
  it('draws no words (no text element) and is the same for the same path', () => {
    for (const image of ORIGINALS) {
      const svg = placeholderSvg(image);
      expect(svg, image.path).not.toMatch(/<text\b/);
      expect(svg.includes(image.label.toUpperCase()), image.path).toBe(false);
      expect(placeholderSvg(image)).toBe(svg);
    }
  });

  it('varies its palette from image to image', () => {
    const backgrounds = new Set(
      ORIGINALS.map(
        (image) => /<stop offset="0" stop-color="([^"]+)"/.exec(placeholderSvg(image))?.[1],
      ),
    );
    expect(backgrounds.size).toBeGreaterThanOrEqual(6);
  });

  it('renders as a picture of its size, wide, tall and square, and differs between subjects', async () => {
    const sizes = [
      [1600, 1067],
      [1067, 1600],
      [400, 400],
    ] as const;
    for (const [width, height] of sizes) {
      const png = await sharp(
        Buffer.from(placeholderSvg(spec('2025/02/sleep.jpg', 'Sleep', width, height))),
      )
        .png()
        .toBuffer();
      expect(await sharp(png).metadata()).toMatchObject({ width, height });
    }
    const mean = async (path: string, label: string) =>
      (await sharp(Buffer.from(placeholderSvg(spec(path, label)))).stats()).channels.map(
        (channel) => Math.round(channel.mean),
      );
    // night for sleep, daylight for a run
    const [sleep, run] = await Promise.all([
      mean('2025/02/sleep.jpg', 'Sleep'),
      mean('2025/02/running.jpg', 'Running'),
    ]);
    expect((sleep[0] ?? 0) + (sleep[1] ?? 0) + (sleep[2] ?? 0)).toBeLessThan(
      (run[0] ?? 0) + (run[1] ?? 0) + (run[2] ?? 0) - 150,
    );
  });
});
