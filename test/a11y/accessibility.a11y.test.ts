import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/domain/site/site.types';
import { embeddedSites, sitePages, type SitePages } from '../e2e/journeys/site-pages';
import { launchChromium } from '../e2e/journeys/journey-browser';
import type { EmbeddedStack } from '../support/embedded-stack';
import { startJourneyStack } from '../e2e/journeys/journey-stack';
import {
  ALL_GRANTED,
  CONSENT_COOKIE,
  serializeChoice,
} from '../../src/render/components/consent/consent-choice';

/**
 * axe-core (WCAG 2 A and AA rules) on every kind of page of every site of the embedded default:
 * no serious or critical violation. Then the keyboard alone, with real key presses: skip link,
 * visible focus, menus, forms and the slider. One embedded stack and one Chromium for the file.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  readonly target: readonly unknown[];
  readonly html: string;
}
interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly AxeNode[];
}

/**
 * Defects whose fix is outside CSS, reported to their owner; tolerated here until fixed, and only
 * on the element named (any other element or rule still fails the test).
 */
const KNOWN_DEFECTS: readonly { rule: string; html: RegExp; url?: RegExp; owner: string }[] = [];

function isKnown(rule: string, node: AxeNode, url: string): boolean {
  return KNOWN_DEFECTS.some(
    (known) => known.rule === rule && known.html.test(node.html) && (known.url?.test(url) ?? true),
  );
}

let stack: EmbeddedStack;
let browser: Browser;
let sites: readonly Site[];
/** The first site's pages: the keyboard tests run there. */
let keyboardPages: SitePages;

beforeAll(async () => {
  stack = await startJourneyStack();
  sites = embeddedSites(stack);
  const [first] = sites;
  if (first === undefined) throw new Error('the embedded default has no site');
  keyboardPages = await sitePages(stack, first);
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  // beforeAll may have failed before these were set.
  await (stack as EmbeddedStack | undefined)?.stop();
});

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !isKnown(violation.id, node, page.url())),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

function describeViolations(url: string, violations: readonly AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${url}: ${violation.id} (${violation.impact ?? '?'}) ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 120)}`)
        .join(', ')}`,
  );
}

function pagesToCheck(pages: SitePages): [string, string][] {
  const list: [string, string | null][] = [
    ['home', pages.home],
    ['article', pages.article],
    ['recipe', pages.recipe],
    ['video', pages.video],
    ['listing', pages.listing],
    ['search', pages.search],
    ['sign-in', pages.signIn],
    ['favourites', pages.favourites],
    ['404', pages.notFound],
  ];
  return list.filter((entry): entry is [string, string] => entry[1] !== null);
}

describe('accessibility (axe, WCAG 2 A and AA) on the embedded default', () => {
  it('finds an article and a listing on every site, and recipes and videos to check', async () => {
    const found = await Promise.all(sites.map((site) => sitePages(stack, site)));
    for (const pages of found) {
      expect(pages.article, pages.site.id).toMatch(/^\//);
      expect(pages.listing, pages.site.id).toMatch(/^\//);
    }
    // Not every brand publishes recipes or videos; the WOM sites all do.
    const wom = found.filter((pages) => pages.site.id.startsWith('wom-'));
    expect(wom.length).toBeGreaterThan(0);
    for (const pages of wom) {
      expect(pages.recipe, `${pages.site.id} recipe`).not.toBeNull();
      expect(pages.video, `${pages.site.id} video`).not.toBeNull();
    }
  }, 60_000);

  it('reports no serious or critical violation on any page kind of any site', async () => {
    const problems: string[] = [];
    // bypassCSP: axe is injected as an inline script, which the product's CSP rightly blocks
    const context = await browser.newContext({
      viewport: { width: 412, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    for (const site of sites) {
      const pages = await sitePages(stack, site);
      for (const [kind, path] of pagesToCheck(pages)) {
        const url = `${pages.origin}${path}`;
        const response = await page.goto(url, { waitUntil: 'load' });
        if (response === null) {
          problems.push(`${url} (${kind}): no response`);
          continue;
        }
        problems.push(...describeViolations(`${url} (${kind})`, await seriousViolations(page)));
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 240_000);

  it('reports no serious or critical violation on the favourites of a signed-in reader on any site', async () => {
    const problems: string[] = [];
    for (const site of sites) {
      const pages = await sitePages(stack, site);
      const context = await browser.newContext({
        viewport: { width: 412, height: 900 },
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto(`${pages.origin}${pages.favourites}`);
      await page.locator('input[name="email"]').fill('reader@wom.test');
      await page.locator('input[name="password"]').fill('Reader-2026');
      await Promise.all([
        page.waitForEvent('load'),
        page.locator('form[action="/users/sign_in"] button[type="submit"]').click(),
      ]);
      expect(new URL(page.url()).pathname).toBe(pages.favourites);
      problems.push(
        ...describeViolations(
          `${page.url()} (signed-in favourites)`,
          await seriousViolations(page),
        ),
      );
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

interface Focused {
  readonly tag: string;
  readonly text: string;
  readonly className: string;
  readonly href: string | null;
  readonly visible: boolean;
  readonly indicator: boolean;
}

/** What has focus, whether it is on screen, and whether it shows a focus indicator. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const after = getComputedStyle(element, '::after');
    const afterOutline = after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) > 0;
    return {
      tag: element.tagName.toLowerCase(),
      text: element.textContent.trim().slice(0, 40),
      className: element.className,
      href: element.getAttribute('href'),
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      indicator:
        outline || shadow || afterOutline || style.textDecorationLine.includes('underline'),
    };
  });
}

/**
 * A page as a returning reader sees it: the cookie choice is made (a first visit's consent dialog
 * takes the focus first; test/e2e/consent.e2e.test.ts covers that).
 */
async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  await page
    .context()
    .addCookies([
      { name: CONSENT_COOKIE, value: serializeChoice(ALL_GRANTED), url: keyboardPages.origin },
    ]);
  const response = await page.goto(`${keyboardPages.origin}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBeLessThan(500);
  return page;
}

describe('keyboard navigation', () => {
  it('offers a skip link as the first stop that moves focus to the main content', async () => {
    const page = await open(keyboardPages.article);
    await page.keyboard.press('Tab');
    const first = await focused(page);
    expect(first?.href).toMatch(/^#/);
    expect(first?.visible).toBe(true);
    await page.keyboard.press('Enter');
    const target = (first?.href ?? '#').slice(1);
    const landed = await page.evaluate(() => document.activeElement?.id ?? '');
    expect(landed).toBe(target);
    expect(await page.locator(`main#${target}`).count()).toBe(1);
    await page.close();
  });

  it('shows a visible focus indicator on every one of the first 25 stops of the home page', async () => {
    const page = await open(keyboardPages.home);
    const missing: string[] = [];
    for (let stop = 0; stop < 25; stop += 1) {
      await page.keyboard.press('Tab');
      const element = await focused(page);
      if (element === null) break;
      if (!element.visible || !element.indicator)
        missing.push(`${element.tag}.${element.className} "${element.text}"`);
    }
    expect(missing).toEqual([]);
    await page.close();
  });

  it('reaches every main menu link and opens a submenu with the keyboard', async () => {
    const page = await open(keyboardPages.home);
    const menuLinks = await page.locator('nav.main-menu a').count();
    expect(menuLinks).toBeGreaterThan(2);
    const reached = new Set<string>();
    let submenuShown = false;
    for (let stop = 0; stop < 40 && reached.size < menuLinks; stop += 1) {
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(() => {
        const element = document.activeElement;
        return element?.closest('nav.main-menu') ? (element.getAttribute('href') ?? '') : null;
      });
      if (inMenu === null) continue;
      reached.add(inMenu);
      const element = await focused(page);
      expect(element?.visible, `${inMenu} is focused but not visible`).toBe(true);
      if ((element?.className ?? '').includes('main-menu__sublink')) submenuShown = true;
    }
    expect(reached.size).toBe(menuLinks);
    if ((await page.locator('nav.main-menu .main-menu__sublink').count()) > 0)
      expect(submenuShown).toBe(true);
    await page.close();
  });

  it('submits the search form with the keyboard alone', async () => {
    const page = await open(keyboardPages.notFound);
    const input = page.locator('main input[name="s"]').first();
    await input.focus();
    expect((await focused(page))?.indicator).toBe(true);
    await page.keyboard.type('styrke');
    await Promise.all([page.waitForURL(/[?&]s=styrke/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('s')).toBe('styrke');
    await page.close();
  });

  it('moves the teaser slider with its next button, by Tab and Enter', async () => {
    const page = await open(keyboardPages.home);
    // Swiper starts when focus reaches the slider's row, as a Tab there does (ADR 19).
    await page.locator('[data-slider] .teaser-slider__viewport').first().focus();
    await page.waitForSelector('[data-slider][data-slider-ready]', { timeout: 10_000 });
    const slider = page.locator('[data-slider][data-slider-ready]').first();
    const next = slider.locator('.teaser-slider__next');
    await next.focus();
    const button = await focused(page);
    expect(button?.tag).toBe('button');
    expect(button?.indicator).toBe(true);
    const activeBefore = await slider
      .locator('.teaser-slider__slide')
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().left);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(600);
    const activeAfter = await slider
      .locator('.teaser-slider__slide')
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().left);
    expect(activeAfter).toBeLessThan(activeBefore);
    await page.close();
  });
});
