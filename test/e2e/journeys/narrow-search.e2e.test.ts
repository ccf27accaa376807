/**
 * The search form fits a 390 px phone, in Chromium on the embedded default: the search page, a
 * search without results and the 404 page (which carries the form too) scroll no way sideways on
 * wom-dk, wom-nl (whose longer "Zoeken" button once pushed the page 3 px wide) and cos-se.
 */
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey-stack';

const journey = useJourney();

const SITES = ['wom-dk', 'wom-nl', 'cos-se'] as const;
const PATHS = ['/search', '/search?s=zzqxqzz', '/no-such-page-here'] as const;

describe('the search form on a 390 px phone', () => {
  it.each(SITES)(
    '%s: search, no results and 404 are no wider than the screen',
    async (site) => {
      const context = await journey.browser().newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      for (const path of PATHS) {
        await page.goto(`http://${site}.localhost:${journey.stack().port}${path}`);
        await expect
          .poll(() => page.locator('.search-form__submit').first().isVisible())
          .toBe(true);
        const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
        expect(width, `${site}${path}`).toBeLessThanOrEqual(390);
        const button = await page.locator('.search-form__submit').first().boundingBox();
        expect(
          (button?.x ?? Infinity) + (button?.width ?? 0),
          `${site}${path}`,
        ).toBeLessThanOrEqual(390);
      }
      await context.close();
    },
    60_000,
  );
});
