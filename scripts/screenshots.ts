/**
 * `npm run screenshots`: every page kind a reader, a subscriber and an editor meet
 * (test/e2e/journeys/page-kinds.ts), on two sites, in Chromium at 390 px (a phone) and 1366 px (a
 * laptop), written as full-page PNGs to reports/screenshots/<site>/<width>-<kind>.png for review.
 * Runs `npm start`'s launcher from dist/ on free loopback ports and stops it when done; a page that
 * scrolls sideways or throws in the browser is flagged in the listing.
 *
 *   npm run screenshots                      # wom-dk and cos-se, every kind, both widths
 *   npm run screenshots -- --sites wom-nl    # other sites (comma-separated ids)
 *   npm run screenshots -- --kinds home,article
 *   npm run screenshots -- --out /tmp/shots  # another folder
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/e2e/journeys/journey-browser';
import {
  PAGE_KINDS,
  contextPool,
  loadLazyImages,
  type PageKind,
} from '../test/e2e/journeys/page-kinds';
import { embeddedSites, sitePages, type SitePages } from '../test/e2e/journeys/site-pages';
import { startEmbeddedStack } from '../test/support/embedded-stack';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

function option(name: string): string[] | null {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : process.argv[index + 1];
  return value === undefined ? null : value.split(',').filter((item) => item !== '');
}

async function shoot(
  browser: Browser,
  pages: SitePages,
  kinds: readonly PageKind[],
  outDir: string,
): Promise<string[]> {
  const written: string[] = [];
  for (const viewport of VIEWPORTS) {
    const contexts = contextPool(browser, pages, viewport);
    for (const pageKind of kinds) {
      const { kind, path } = pageKind;
      const url = path(pages);
      if (url === null) continue;
      const page = await (await contexts.get(pageKind)).newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${pages.origin}${url}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await loadLazyImages(page);
      const file = join(outDir, `${viewport.width}-${kind}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      const notes = [
        scrollWidth > viewport.width ? `scrolls sideways (${scrollWidth} px)` : '',
        errors.length > 0 ? `script errors: ${errors.join('; ')}` : '',
      ].filter((note) => note !== '');
      written.push(notes.length === 0 ? file : `${file}  ⚠ ${notes.join(', ')}`);
      await page.close();
    }
    await contexts.close();
  }
  return written;
}

async function main(): Promise<void> {
  const siteIds = option('sites') ?? ['wom-dk', 'cos-se'];
  const only = option('kinds');
  const kinds = only === null ? PAGE_KINDS : PAGE_KINDS.filter((k) => only.includes(k.kind));
  const outRoot = option('out')?.[0] ?? join('reports', 'screenshots');
  const stack = await startEmbeddedStack();
  let browser: Browser | null = null;
  try {
    browser = await launchChromium();
    const sites = embeddedSites(stack).filter((site) => siteIds.includes(site.id));
    for (const site of sites) {
      const pages = await sitePages(stack, site);
      const outDir = join(outRoot, site.id);
      mkdirSync(outDir, { recursive: true });
      for (const line of await shoot(browser, pages, kinds, outDir)) console.log(line);
    }
  } finally {
    await browser?.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
