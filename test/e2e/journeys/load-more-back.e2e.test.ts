/**
 * Load-more keeps the reader's place, in Chromium on the embedded default: at 390 px (taps) and
 * 1366 px (clicks) on wom-dk, wom-nl and cos-se. On a listing the address names the last page
 * shown whole (`?page=N`, replaced, not pushed); opening a teaser and going Back rebuilds every
 * teaser loaded so far and puts the reader back where they were, with the opened teaser in view.
 * cos-se has no listing past one page, so there it is the front page's paginating teaser list.
 * The documents are kept out of the back/forward cache (an unload listener), so Back loads the
 * page again as it does whenever the cache cannot keep it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  CONSENT_COOKIE,
  serializeChoice,
} from '../../../src/render/components/consent/consent-choice';
import { waitForHydrated } from './journey-browser';
import { useJourney } from './journey-stack';

const journey = useJourney();

interface Case {
  readonly site: string;
  readonly path: string;
  /** Teasers the page shows before load-more, and after the steps. */
  readonly steps: number;
  /** The `page` the address names after the steps; null: the address keeps its page. */
  readonly page: string | null;
}

const CASES: readonly Case[] = [
  { site: 'wom-dk', path: '/traening', steps: 8, page: '3' },
  { site: 'wom-nl', path: '/training', steps: 8, page: '3' },
  { site: 'cos-se', path: '/', steps: 2, page: null },
];

const VIEWPORTS = [
  { name: '390 px (tap)', width: 390, height: 844, touch: true },
  { name: '1366 px (click)', width: 1366, height: 900, touch: false },
] as const;

const FORWARD = '.load-more--forward a.load-more__button';

function teaserCount(page: Page): Promise<number> {
  return page.locator('main article.teaser').count();
}

async function press(page: Page, selector: string, touch: boolean): Promise<void> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  if (touch) await target.tap();
  else await target.click();
}

async function loadMore(page: Page, touch: boolean): Promise<void> {
  const before = await teaserCount(page);
  await page.locator(FORWARD).first().scrollIntoViewIfNeeded();
  await waitForHydrated(page, FORWARD);
  await press(page, FORWARD, touch);
  await expect.poll(() => teaserCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
}

/** A reader who made their consent choice already (the dialog would cover half a phone). */
async function newContext(
  origin: string,
  touch: boolean,
  width: number,
  height: number,
): Promise<BrowserContext> {
  const context = await journey.browser().newContext({
    viewport: { width, height },
    hasTouch: touch,
    isMobile: touch,
  });
  await context.addCookies([
    { name: CONSENT_COOKIE, value: serializeChoice(ALL_GRANTED), url: origin },
  ]);
  await context.addInitScript(() => {
    window.addEventListener('unload', () => undefined);
  });
  return context;
}

describe('load-more keeps the place on Back', () => {
  for (const viewport of VIEWPORTS) {
    it.each(CASES)(
      `$site $path at ${viewport.name}: the address names the page and Back rebuilds the list and the place`,
      async ({ site, path, steps, page: expectedPage }) => {
        const origin = `http://${site}.localhost:${journey.stack().port}`;
        const context = await newContext(origin, viewport.touch, viewport.width, viewport.height);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        expect((await page.goto(`${origin}${path}`))?.status()).toBe(200);
        const historyLength = await page.evaluate(() => history.length);

        for (let step = 0; step < steps; step += 1) await loadMore(page, viewport.touch);

        const address = new URL(page.url());
        expect(address.searchParams.get('page')).toBe(expectedPage);
        expect(await page.evaluate(() => history.length)).toBe(historyLength);

        // Open the last teaser load-more added, from where it stands on screen.
        const opened = page.locator('.load-more--forward article.teaser a.teaser__link').last();
        // In the middle of the screen, so neither tap nor click scrolls before following it.
        await opened.evaluate((link) => {
          link.scrollIntoView({ block: 'center' });
        });
        const href = await opened.getAttribute('href');
        const count = await teaserCount(page);
        // The same teaser can stand in two lists of a front page: which one was opened.
        const index = await opened.evaluate((link) =>
          [...document.querySelectorAll('main article.teaser a.teaser__link')]
            .filter((candidate) => candidate.getAttribute('href') === link.getAttribute('href'))
            .indexOf(link),
        );
        await page.waitForTimeout(300);
        // The screen has settled: the images near it loaded and the scroll no longer moves.
        await page.waitForFunction(
          () => [...document.images].every((image) => image.complete || image.loading === 'lazy'),
          undefined,
          { timeout: 10_000 },
        );
        await opened.evaluate((link) => {
          link.scrollIntoView({ block: 'center' });
        });
        await page.waitForTimeout(300);
        const scrollY = await page.evaluate(() => window.scrollY);
        // A tap or click where the link stands, with no scrolling to it first.
        const target = await opened.boundingBox();
        if (target === null) throw new Error('the opened teaser has no box');
        const x = target.x + Math.min(20, target.width / 2);
        const y = target.y + target.height / 2;
        if (viewport.touch) await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
        await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });

        await page.goBack();
        expect(new URL(page.url()).search).toBe(address.search);
        const navigation = await page.evaluate(
          () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
        );
        expect(navigation).toBe('back_forward');
        await expect.poll(() => teaserCount(page), { timeout: 15_000 }).toBe(count);
        await expect
          .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 })
          .toBeGreaterThan(scrollY - 50);
        const restored = await page.evaluate(() => window.scrollY);
        expect(Math.abs(restored - scrollY)).toBeLessThanOrEqual(50);
        const box = await page
          .locator(`main article.teaser a.teaser__link[href="${href}"]`)
          .nth(index)
          .boundingBox();
        expect(box).not.toBeNull();
        expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
        expect(errors).toEqual([]);
        await context.close();
      },
      120_000,
    );
  }
});
