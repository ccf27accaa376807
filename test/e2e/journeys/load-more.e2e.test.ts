/**
 * Load-more steps in Chromium on the embedded default (product and sandbox content API, wom-dk,
 * 1366 px wide): a category, tag or author listing shows its first page in rows of 3 and adds 3
 * teasers a step, asking the load-more route for 3 at a time; the front page's paginating 4col
 * teaser list adds 4 a step.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydrated } from './journey-browser';
import { useJourney } from './journey-stack';

const journey = useJourney();

interface Opened {
  readonly page: Page;
  readonly errors: string[];
  /** The queries the page sent to the listing load-more route, in order. */
  readonly listingQueries: string[];
}

async function open(path: string): Promise<Opened> {
  const page = await journey.browser().newPage({ viewport: { width: 1366, height: 900 } });
  const errors: string[] = [];
  const listingQueries: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/listing-teasers') listingQueries.push(url.search);
  });
  const response = await page.goto(`http://wom-dk.localhost:${journey.stack().port}${path}`);
  expect(response?.status()).toBe(200);
  return { page, errors, listingQueries };
}

/** Clicks the forward load-more once it has hydrated and waits until `count` teasers were added. */
async function loadMore(page: Page, count: number): Promise<void> {
  const button = page.locator('.load-more--forward a.load-more__button');
  await button.scrollIntoViewIfNeeded();
  await waitForHydrated(page, '.load-more--forward a.load-more__button');
  await button.click();
  await expect
    .poll(() => page.locator('.load-more--forward article.teaser').count(), { timeout: 15_000 })
    .toBe(count);
}

/** The columns the grid shows at this width. */
function gridColumns(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
}

describe('load-more steps on wom-dk', () => {
  it.each(['/traening', '/tags/hjemmetraening', '/author/anne-holm'])(
    '%s shows 12 teasers in rows of 3 and adds 3 a step',
    async (path) => {
      const { page, errors, listingQueries } = await open(path);
      expect(await page.locator('.listing > .teaser-grid article.teaser').count()).toBe(12);
      expect(await gridColumns(page, '.listing > .teaser-grid')).toBe(3);

      await loadMore(page, 3);
      await loadMore(page, 6);

      expect(await gridColumns(page, '.load-more--forward .teaser-grid')).toBe(3);
      expect(listingQueries.map((query) => new URLSearchParams(query).get('perPage'))).toEqual([
        '3',
        '3',
      ]);
      expect(errors).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it("adds 4 teasers a step to the front page's paginating 4col list", async () => {
    const { page, errors } = await open('/');
    await loadMore(page, 4);
    await loadMore(page, 8);
    expect(await gridColumns(page, '.load-more--forward .teaser-grid')).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
