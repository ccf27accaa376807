import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedStack } from '../../support/embedded-stack';
import { launchChromium } from '../journeys/journey-browser';
import { startJourneyStack } from '../journeys/journey-stack';
import { PAGE_KINDS, contextPool } from '../journeys/page-kinds';
import { embeddedSites, sitePages, type SitePages } from '../journeys/site-pages';

/**
 * What a reader sees on a phone and on a laptop, for every page kind of two sites of the embedded
 * default (page-kinds.ts, the list `npm run screenshots` walks): the page never scrolls sideways and
 * no element sticks out of the viewport (unless a scrolling container holds it); the headline (or
 * the hero) is whole in the first screen; the keyboard focus is visible; no title or label shows a raw
 * translation key or route id.
 */
const SITES = ['wom-dk', 'wom-nl', 'cos-se'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** `sign-in`, `nav.main_menu`, `teaser_list.load_more`: an id where words belong. */
const RAW_ID = /^[a-z][a-z0-9]*(?:[._-][a-z0-9]+)+$/;

interface LayoutReport {
  readonly scrollWidth: number;
  readonly overflowing: readonly string[];
  readonly firstScreen: { readonly what: string; readonly bottom: number } | null;
  readonly title: string;
  readonly rawLabels: readonly string[];
}

/** Reads the page's layout facts in the browser. */
function layoutReport(page: Page): Promise<LayoutReport> {
  return page.evaluate((rawIdSource) => {
    const rawId = new RegExp(rawIdSource);
    const width = document.documentElement.clientWidth;
    const describe = (element: Element): string => {
      const id = element.id === '' ? '' : `#${element.id}`;
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${element.tagName.toLowerCase()}${id}${classes}`;
    };
    const isShown = (element: Element): boolean => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };
    /** Inside an ancestor that clips or scrolls sideways (a slider, a table wrapper). */
    const isContained = (element: Element): boolean => {
      for (
        let up = element.parentElement;
        up !== null && up !== document.body;
        up = up.parentElement
      ) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
        if (style.clipPath !== 'none' || style.getPropertyValue('clip') !== 'auto') return true;
      }
      return false;
    };
    const overflowing = [...document.body.querySelectorAll('*')]
      .filter((element) => isShown(element) && getComputedStyle(element).position !== 'fixed')
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.right > width + 1 || rect.left < -1;
      })
      .filter((element) => !isContained(element))
      .map(
        (element) =>
          `${describe(element)} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );

    const main = document.querySelector('main') ?? document.body;
    const headline = [...main.querySelectorAll('h1')].find(isShown);
    const hero = [...main.querySelectorAll('img, h2')].find(isShown);
    const lead = headline ?? hero;
    const firstScreen =
      lead === undefined
        ? null
        : { what: describe(lead), bottom: lead.getBoundingClientRect().bottom + window.scrollY };

    const labels = [
      ...[...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')),
      ...[...document.querySelectorAll('[placeholder]')].map((el) =>
        el.getAttribute('placeholder'),
      ),
      ...[...document.querySelectorAll('[title]')].map((el) => el.getAttribute('title')),
      ...[...document.querySelectorAll('button, label, a, h1, h2, h3, legend')]
        .filter(isShown)
        .map((el) => el.textContent),
    ]
      .map((label) => (label ?? '').trim())
      .filter((label) => rawId.test(label));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      overflowing: overflowing.slice(0, 10),
      firstScreen,
      title: document.title,
      rawLabels: [...new Set(labels)],
    };
  }, RAW_ID.source);
}

/**
 * Tabs through the first stops of the page and answers those whose focus cannot be seen: the look
 * of the element, its ::before and ::after and its two nearest ancestors (a focus ring may be drawn
 * by a wrapper's :focus-within or a stretched link's pseudo-element) must differ between focused
 * and not, with transitions off so that the styles compared are the final ones.
 */
async function invisibleFocus(page: Page, stops: number): Promise<string[]> {
  const invisible: string[] = [];
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important}' });
  await page.locator('body').focus();
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const looks = (): string => {
        const boxes = [element, element.parentElement, element.parentElement?.parentElement];
        return boxes
          .flatMap((box) =>
            box === null || box === undefined
              ? []
              : [
                  getComputedStyle(box),
                  getComputedStyle(box, '::before'),
                  getComputedStyle(box, '::after'),
                ],
          )
          .map((style) =>
            [
              style.outlineStyle,
              style.outlineWidth,
              style.outlineColor,
              style.boxShadow,
              style.borderColor,
              style.backgroundColor,
              style.color,
              style.textDecorationLine,
            ].join(' '),
          )
          .join('|');
      };
      const focused = looks();
      element.blur();
      const unfocused = looks();
      element.focus();
      const name = `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`;
      return focused === unfocused ? name : '';
    });
    if (seen === null) break;
    if (seen !== '') invisible.push(seen);
  }
  return invisible;
}

let stack: EmbeddedStack | undefined;
let browser: Browser | undefined;
const pagesBySite = new Map<string, SitePages>();

beforeAll(async () => {
  const started = await startJourneyStack();
  stack = started;
  browser = await launchChromium();
  for (const site of embeddedSites(started).filter((candidate) => SITES.includes(candidate.id)))
    pagesBySite.set(site.id, await sitePages(started, site));
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe.each(SITES)('the layout of %s', (siteId) => {
  describe.each(VIEWPORTS)('at $width px', (viewport) => {
    let contexts: ReturnType<typeof contextPool> | undefined;
    afterAll(async () => {
      await contexts?.close();
    });

    it.each(PAGE_KINDS)(
      '$kind fits the screen, leads with its headline and names things in words',
      async (pageKind) => {
        const pages = pagesBySite.get(siteId);
        if (pages === undefined) throw new Error(`${siteId} is not a site of the embedded default`);
        const url = pageKind.path(pages);
        if (url === null) return; // the site has no page of this kind
        if (browser === undefined) throw new Error('Chromium did not start');
        contexts ??= contextPool(browser, pages, viewport);
        const page = await (await contexts.get(pageKind)).newPage();
        try {
          await page.goto(`${pages.origin}${url}`, { waitUntil: 'load' });
          const report = await layoutReport(page);
          expect
            .soft(report.scrollWidth, `${url} scrolls sideways`)
            .toBeLessThanOrEqual(viewport.width);
          expect.soft(report.overflowing, `${url}: elements wider than the screen`).toEqual([]);
          expect.soft(report.firstScreen, `${url} has no headline or hero`).not.toBeNull();
          expect
            .soft(
              report.firstScreen?.bottom ?? Infinity,
              `${url}: ${report.firstScreen?.what} below the first screen`,
            )
            .toBeLessThan(viewport.height);
          for (const part of report.title.split(/\s+[–|-]\s+/))
            expect.soft(part, `${url}: title "${report.title}"`).not.toMatch(RAW_ID);
          expect.soft(report.rawLabels, `${url}: raw ids as labels`).toEqual([]);
          expect.soft(await invisibleFocus(page, 8), `${url}: focus not visible`).toEqual([]);
        } finally {
          await page.close();
        }
      },
      60_000,
    );

    it('listing: a teaser heart hides little of its picture and is still easy to hit', async () => {
      const pages = pagesBySite.get(siteId);
      if (pages === undefined) throw new Error(`${siteId} is not a site of the embedded default`);
      if (browser === undefined) throw new Error('Chromium did not start');
      const listing = PAGE_KINDS.find((pageKind) => pageKind.kind === 'listing');
      if (listing === undefined) throw new Error('no listing page kind');
      contexts ??= contextPool(browser, pages, viewport);
      const page = await (await contexts.get(listing)).newPage();
      try {
        await page.goto(`${pages.origin}${pages.listing}`, { waitUntil: 'load' });
        const hearts = await page.evaluate(() =>
          [...document.querySelectorAll('.teaser')].flatMap((teaser) => {
            // The disc (the form) is what covers the picture; the button is what takes the tap.
            const disc = teaser.querySelector('.teaser__favourite');
            const button = disc?.querySelector('.favourite__button') ?? null;
            const picture = teaser.querySelector('img');
            if (disc === null || button === null || picture === null) return [];
            const d = disc.getBoundingClientRect();
            const h = button.getBoundingClientRect();
            const p = picture.getBoundingClientRect();
            const overlap =
              Math.max(0, Math.min(d.right, p.right) - Math.max(d.left, p.left)) *
              Math.max(0, Math.min(d.bottom, p.bottom) - Math.max(d.top, p.top));
            return [{ width: h.width, height: h.height, covered: overlap / (p.width * p.height) }];
          }),
        );
        expect(hearts.length, 'hearts on the listing').toBeGreaterThan(0);
        for (const heart of hearts) {
          expect(heart.covered, 'share of the picture under the heart').toBeLessThanOrEqual(0.15);
          expect(
            Math.min(heart.width, heart.height),
            'target size (WCAG 2.5.8)',
          ).toBeGreaterThanOrEqual(24);
        }
      } finally {
        await page.close();
      }
    }, 60_000);
  });
});
