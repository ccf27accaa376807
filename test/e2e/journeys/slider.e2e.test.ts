/**
 * The home page's teaser slider in Chromium on the embedded default (wom-dk): swiper's chunk is
 * not fetched while the slider sits below the fold and nobody touches it; it starts when the
 * reader scrolls to the slider or points at it, without moving anything on the page, and then
 * moves with Næste (ADR 19).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey-stack';

const journey = useJourney();

/** Swiper's chunk in this build (the client manifest, `dist/assets.json`). */
function swiperChunk(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../../dist/assets.json', import.meta.url), 'utf8'),
  ) as Readonly<Record<string, { readonly file: string }>>;
  const entry = manifest['client/slider/teaser-slider.enhance.ts'];
  if (entry === undefined) throw new Error('no slider chunk in dist/assets.json');
  return `/${entry.file}`;
}

interface Opened {
  readonly page: Page;
  readonly scripts: string[];
}

async function openHome(width: number, height: number): Promise<Opened> {
  const page = await journey.browser().newPage({ viewport: { width, height } });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`http://wom-dk.localhost:${journey.stack().port}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Two idle periods: any idle work the page scheduled at start has run by now.
  for (let round = 0; round < 2; round += 1)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestIdleCallback(() => {
            resolve();
          });
        }),
    );
  return { page, scripts };
}

/** Starts summing the page's layout shifts; the returned function reads the sum so far. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const view = window as unknown as { shifted: number };
    view.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        view.shifted += (entry as { value?: number }).value ?? 0;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

describe('the home page slider on wom-dk', () => {
  it('loads no swiper while it is below the fold, and starts without a shift once scrolled to', async () => {
    const { page, scripts } = await openHome(390, 844);
    const slider = page.locator('[data-slider]').first();
    const chunk = swiperChunk();
    expect(await slider.evaluate((root) => root.getBoundingClientRect().top)).toBeGreaterThan(844);
    expect(scripts).not.toContain(chunk);
    expect(await page.locator('[data-slider-ready]').count()).toBe(0);

    const shifted = await watchLayoutShifts(page);
    const before = await slider.boundingBox();
    await slider.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-slider-ready="true"]', { timeout: 15_000 });
    expect(scripts).toContain(chunk);
    await expect
      .poll(() => slider.locator('.teaser-slider__bullet').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    const after = await slider.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(await shifted()).toBe(0);
    await page.close();
  }, 60_000);

  it('moves with Næste once the reader points at it', async () => {
    const { page, scripts } = await openHome(1366, 900);
    const chunk = swiperChunk();
    expect(scripts).not.toContain(chunk);
    const slider = page.locator('[data-slider]').first();
    await slider.hover();
    const next = slider.getByRole('button', { name: 'Næste', exact: true });
    const first = slider.locator('.teaser-slider__slide').first();
    await next.waitFor({ state: 'visible', timeout: 15_000 });
    const start = await first.evaluate((slide) => slide.getBoundingClientRect().left);
    await next.click();
    await expect
      .poll(() => first.evaluate((slide) => slide.getBoundingClientRect().left))
      .toBeLessThan(start);
    expect(scripts).toContain(chunk);
    await page.close();
  }, 60_000);
});
