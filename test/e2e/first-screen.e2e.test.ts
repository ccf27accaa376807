/**
 * The first screen and cookie consent while reading (ADR 23), in Chromium on the embedded default,
 * at 390 px (a phone, real taps) and 1366 px (a laptop, clicks) on wom-dk, wom-nl and cos-se:
 * - an article's headline and lead image, and a listing's first teasers, are in the first
 *   viewport and above every ad slot;
 * - before the choice a slot is a quiet labelled box, after it the house ad shows in it;
 * - accepting or refusing the consent dialog mid-read moves nothing: CLS stays 0 (a buffered
 *   layout-shift observer, fonts and images loaded first), no layout shift at all is recorded
 *   after the choice (not even one the tap excuses), and the page positions of the headline, the
 *   lead image, every ad slot and the paragraph being read are the same before and after;
 * - a subscriber of the site's brand gets no slot at all, from the server, also when the
 *   anonymous page is cached;
 * - every house ad's text stays inside its creative (the wom-nl headline was cut off at 390 px).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  HOUSE_AD_FORMATS,
  HOUSE_AD_POSITIONS,
  houseAdSvg,
  type HouseAdFormat,
} from '../../sandbox/ads/house-ads';
import { SANDBOX_SITES } from '../../sandbox/content/sandbox-sites';
import { SEED_ACCOUNTS } from '../../sandbox/identity/seed-accounts';
import { LISTING_COLUMNS } from '../../src/domain/pagination/page-size.rules';
import type { Site } from '../../src/domain/site/site.types';
import { ACCOUNTS, useJourney } from './journeys/journey-stack';
import { embeddedSites, sitePages, type SitePages } from './journeys/site-pages';

const journey = useJourney();

interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly touch: boolean;
}

const PHONE: Viewport = { name: 'phone', width: 390, height: 844, touch: true };
const LAPTOP: Viewport = { name: 'laptop', width: 1366, height: 900, touch: false };
const VIEWPORTS = [PHONE, LAPTOP] as const;
const SITES = ['wom-dk', 'wom-nl', 'cos-se'] as const;

/** Every layout shift, buffered (so those before the observer started count too). */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__shifts.push({
        at: entry.startTime,
        value: entry.value,
        recent: entry.hadRecentInput,
        sources: entry.sources.map((source) => source.node?.outerHTML?.slice(0, 100) ?? String(source.node?.nodeName)),
      });
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  readonly at: number;
  readonly value: number;
  readonly recent: boolean;
  readonly sources: string[];
}

const pagesCache = new Map<string, SitePages>();

async function pagesOf(id: string): Promise<SitePages> {
  const known = pagesCache.get(id);
  if (known !== undefined) return known;
  const site = embeddedSites(journey.stack()).find((candidate: Site) => candidate.id === id);
  if (site === undefined) throw new Error(`no site ${id}`);
  const pages = await sitePages(journey.stack(), site);
  pagesCache.set(id, pages);
  return pages;
}

async function newContext(viewport: Viewport): Promise<BrowserContext> {
  const context = await journey.browser().newContext({
    viewport: { width: viewport.width, height: viewport.height },
    ...(viewport.touch ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript(RECORD_SHIFTS);
  return context;
}

/** A real tap on a phone, a click on a laptop. */
async function press(page: Page, viewport: Viewport, selector: string): Promise<void> {
  if (viewport.touch) await page.tap(selector);
  else await page.click(selector);
}

/** Waits until fonts are in and every image near the viewport has loaded (or failed). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The images a reader sees now that have not loaded (lazy ones further away have not started).
  const waiting = (): Promise<string[]> =>
    page.evaluate(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const seen =
            box.width > 0 &&
            box.height > 0 &&
            box.bottom > 0 &&
            box.top < window.innerHeight &&
            box.right > 0 &&
            box.left < window.innerWidth;
          return seen && !image.complete;
        })
        .map((image) => image.currentSrc || image.src),
    );
  await expect.poll(waiting, { timeout: 20_000, interval: 100 }).toEqual([]);
  // Two frames, so the observer has delivered what the last layout did.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function shifts(page: Page): Promise<Shift[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/**
 * CLS as browsers count it: shifts not within 500 ms of a reader's input, to a ten-thousandth
 * (Chromium reports the sub-pixel rounding of a layout as shifts of about 1e-7, which no reader
 * sees; a shift a reader sees is 0.001 and more).
 */
function cls(all: readonly Shift[]): number {
  const sum = all.filter((shift) => !shift.recent).reduce((total, shift) => total + shift.value, 0);
  return Math.round(sum * 10_000) / 10_000;
}

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

async function viewportBox(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not laid out`);
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

/** The tops of the ad slots that take space, in viewport coordinates. */
async function slotTops(page: Page): Promise<number[]> {
  return page.locator('[data-banner]').evaluateAll((slots) =>
    slots
      .map((slot) => slot.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => box.top),
  );
}

function expectInFirstViewport(box: Box, viewport: Viewport, what: string): void {
  expect(box.top, `${what} starts in the first screen`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `${what} ends in the first screen`).toBeLessThanOrEqual(viewport.height);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(viewport.width);
}

/** Page (document) positions of what a reader sees: they must not change on a consent choice. */
async function positions(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const y = (element: Element | null): number =>
      element === null ? -1 : Math.round(element.getBoundingClientRect().top + window.scrollY);
    const out: Record<string, number> = {
      headline: y(document.querySelector('h1')),
      lead: y(document.querySelector('.article__lead-image')),
      footer: y(document.querySelector('.site-footer')),
    };
    // The slots that take space (the rich-media one overlays the page and has none).
    document
      .querySelectorAll('[data-banner]:not([data-banner="rich_media_premium"])')
      .forEach((slot, index) => {
        const box = slot.getBoundingClientRect();
        out[`slot ${String(index)} top`] = Math.round(box.top + window.scrollY);
        out[`slot ${String(index)} height`] = Math.round(box.height);
      });
    // Every block of the text: wherever the reader is, it stays put.
    document
      .querySelectorAll('.article__content p, .article__content h2, .article__content figure')
      .forEach((block, index) => {
        out[`block ${String(index)}`] = y(block);
      });
    return out;
  });
}

/** The distinct visibilities of the house ads in the slots. */
async function houseAdVisibility(page: Page): Promise<string[]> {
  const values = await page
    .locator('[data-banner] .banner__creative > picture')
    .evaluateAll((ads) => ads.map((ad) => getComputedStyle(ad).visibility));
  expect(values.length).toBeGreaterThan(0);
  return [...new Set(values)];
}

describe.each(SITES)('the first screen on %s', (id) => {
  describe.each(VIEWPORTS)('on a $name ($width px)', (viewport) => {
    it('shows the headline and the lead image above any ad, and the consent dialog overlays', async () => {
      const pages = await pagesOf(id);
      const context = await newContext(viewport);
      const page = await context.newPage();
      for (const path of [pages.article, pages.video].filter((p): p is string => p !== null)) {
        await page.goto(`${pages.origin}${path}`, { waitUntil: 'networkidle' });
        await settle(page);
        expect(await page.locator('[data-consent-dialog]').isVisible()).toBe(true);
        expect(
          await page
            .locator('[data-consent-dialog]')
            .evaluate((dialog) => getComputedStyle(dialog).position),
        ).toBe('fixed');
        const headline = await viewportBox(page, 'h1');
        const lead = await viewportBox(page, '.article__lead-image');
        expectInFirstViewport(headline, viewport, `${path}: headline`);
        expectInFirstViewport(lead, viewport, `${path}: lead image`);
        const tops = await slotTops(page);
        expect(tops.length, `${path} has ad slots`).toBeGreaterThan(0);
        for (const top of tops) expect(top).toBeGreaterThanOrEqual(lead.bottom);
        expect(cls(await shifts(page))).toBe(0);
      }
      await context.close();
    }, 90_000);

    it('shows the first row of teasers of a listing before any ad', async () => {
      const pages = await pagesOf(id);
      const context = await newContext(viewport);
      const page = await context.newPage();
      await page.goto(`${pages.origin}${pages.listing}`, { waitUntil: 'networkidle' });
      await settle(page);
      const teasers = page.locator('.teaser-grid__item');
      expect(await teasers.count()).toBeGreaterThan(LISTING_COLUMNS);
      const first = await teasers.first().boundingBox();
      expect(first?.y).toBeGreaterThanOrEqual(0);
      expect(first?.y).toBeLessThan(viewport.height);
      const rowEnd = await teasers.evaluateAll(
        (items, columns) =>
          Math.max(...items.slice(0, columns).map((item) => item.getBoundingClientRect().bottom)),
        LISTING_COLUMNS,
      );
      const tops = await slotTops(page);
      expect(tops.length).toBeGreaterThan(0);
      for (const top of tops) expect(top).toBeGreaterThanOrEqual(rowEnd);
      expect(cls(await shifts(page))).toBe(0);
      await context.close();
    }, 90_000);

    it.each(['accept', 'refuse'] as const)(
      'moves nothing when the reader chooses to %s mid-read',
      async (choice) => {
        const pages = await pagesOf(id);
        const context = await newContext(viewport);
        const page = await context.newPage();
        await page.goto(`${pages.origin}${pages.article}`, { waitUntil: 'networkidle' });
        await settle(page);
        // Read on: past the first screen, to the first ad slot in the text and beyond.
        const slots = page.locator('[data-banner]:not([data-banner="rich_media_premium"])');
        expect(await slots.count()).toBeGreaterThan(0);
        await page.evaluate(() => {
          window.scrollTo(0, Math.round(window.innerHeight * 1.5));
        });
        await settle(page);
        const before = await positions(page);
        // Before the choice the slots are quiet labelled boxes: their house ads are not shown.
        expect(await houseAdVisibility(page)).toEqual(['hidden']);
        const shiftsBefore = (await shifts(page)).length;
        const scrollBefore = await page.evaluate(() => window.scrollY);

        await press(
          page,
          viewport,
          `[data-consent-action="${choice === 'accept' ? 'all' : 'necessary'}"]`,
        );
        await expect.poll(() => page.locator('[data-consent-dialog]').isVisible()).toBe(false);
        await expect
          .poll(() => page.getAttribute('html', 'data-consent-marketing'))
          .toBe(choice === 'accept' ? 'granted' : 'denied');
        if (choice === 'accept')
          await page.waitForSelector('html[data-banners-ready="true"]', { state: 'attached' });
        await settle(page);

        expect(await positions(page)).toEqual(before);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
        // After it, accepted or refused, each slot shows the house ad in the same box.
        expect(await houseAdVisibility(page)).toEqual(['visible']);
        const all = await shifts(page);
        // Not even a shift the tap would excuse from CLS: the choice moved nothing.
        expect(all.slice(shiftsBefore)).toEqual([]);
        expect(cls(all)).toBe(0);

        // Reading on to the end shifts nothing either (lazy house ads have their boxes).
        await page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
        });
        await settle(page);
        expect(cls(await shifts(page))).toBe(0);
        await context.close();
      },
      90_000,
    );
  });
});

/** The brand's subscriber: WOM's on the WOM sites, COS's on cos-se (WOM's gets ads there). */
const SUBSCRIBERS = {
  'wom-dk': ACCOUNTS.subscriber,
  'wom-nl': ACCOUNTS.subscriber,
  'cos-se': SEED_ACCOUNTS.find((account) => account.role === 'subscriber-cos'),
} as const;

describe('a subscriber', () => {
  it.each(SITES)(
    'gets no ad slot on %s, also when the anonymous page is in the cache',
    async (id) => {
      const subscriber = SUBSCRIBERS[id];
      if (subscriber === undefined) throw new Error('no seeded COS subscriber');
      const pages = await pagesOf(id);
      const paths = [pages.article, pages.listing];
      // Anonymous first: their variant (with slots) is now cached.
      const anonymous = await newContext(LAPTOP);
      const anonymousPage = await anonymous.newPage();
      for (const path of paths) {
        await anonymousPage.goto(`${pages.origin}${path}`, { waitUntil: 'networkidle' });
        expect(await anonymousPage.locator('[data-banner]').count()).toBeGreaterThan(0);
      }

      const context = await newContext(PHONE);
      const page = await context.newPage();
      await page.goto(`${pages.origin}/users/sign_in`);
      await page.locator('input[name="email"]').fill(subscriber.email);
      await page.locator('input[name="password"]').fill(subscriber.password);
      await Promise.all([
        page.waitForEvent('load'),
        page.tap('form[action="/users/sign_in"] button[type="submit"]'),
      ]);
      expect(new URL(page.url()).pathname).not.toBe('/users/sign_in');
      for (const path of paths)
        for (const visit of [1, 2]) {
          const response = await page.goto(`${pages.origin}${path}`, { waitUntil: 'networkidle' });
          const html = (await response?.text()) ?? '';
          expect(html, `${path}, visit ${String(visit)}`).toContain('<h1');
          expect(html, `${path}, visit ${String(visit)}`).not.toContain('data-banner=');
          expect(await page.locator('[data-banner]').count()).toBe(0);
        }

      // The subscriber's variant never reaches an anonymous reader.
      for (const path of paths) {
        await anonymousPage.goto(`${pages.origin}${path}`, { waitUntil: 'networkidle' });
        expect(await anonymousPage.locator('[data-banner]').count()).toBeGreaterThan(0);
      }
      await context.close();
      await anonymous.close();
    },
    90_000,
  );
});

describe('house ads', () => {
  it('keep every line of text inside the creative, in every language and format', async () => {
    const page = await journey.browser().newPage();
    const overflows: string[] = [];
    for (const spec of SANDBOX_SITES)
      for (const position of HOUSE_AD_POSITIONS)
        for (const format of Object.keys(HOUSE_AD_FORMATS) as HouseAdFormat[]) {
          const svg = houseAdSvg(spec.catalogue.brand, spec.language, position, format);
          if (svg === null) continue;
          await page.setContent(`<body style="margin:0">${svg}</body>`);
          const found = await page.evaluate(() => {
            const svgElement = document.querySelector('svg');
            if (svgElement === null) return ['no svg'];
            const width = Number(svgElement.getAttribute('width'));
            const height = Number(svgElement.getAttribute('height'));
            const rects = [...svgElement.querySelectorAll('rect[rx]')];
            const cta = rects[rects.length - 1] as SVGRectElement | undefined;
            const ctaBox = cta?.getBBox();
            const problems: string[] = [];
            const texts = [...svgElement.querySelectorAll('text')];
            for (const text of texts) {
              const box = text.getBBox();
              const label = text.textContent.slice(0, 40);
              // Inside the creative, with some of its padding left on the right.
              if (
                box.x < 0 ||
                box.x + box.width > width - 8 ||
                box.y < 0 ||
                box.y + box.height > height
              )
                problems.push(
                  `${label}: ${String(Math.round(box.x + box.width))} of ${String(width)}`,
                );
              // Text left of a call to action on the same band must end before it.
              const isCta = ctaBox !== undefined && box.x >= ctaBox.x - 1 && box.y >= ctaBox.y - 1;
              if (
                !isCta &&
                ctaBox !== undefined &&
                box.x < ctaBox.x &&
                box.y < ctaBox.y + ctaBox.height &&
                box.y + box.height > ctaBox.y &&
                box.x + box.width > ctaBox.x
              )
                problems.push(`${label}: runs into the call to action`);
            }
            return problems;
          });
          for (const problem of found)
            overflows.push(`${spec.id} ${position}-${format}: ${problem}`);
        }
    await page.close();
    expect(overflows).toEqual([]);
  }, 90_000);
});
