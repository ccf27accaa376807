/**
 * The client's timings and device class in Chromium, over a Vike build: the page's timers run on
 * a paused clock (Playwright's `clock`), so time moves only when a test moves it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../e2e/journeys/journey-browser';
import { chrome, page, site, sitePage } from '../../render/view-model.fixture';
import {
  buildRenderer,
  renderHtml,
  servePages,
  type PageServer,
  type RenderBuild,
} from '../../render/build/render-build';

let built: RenderBuild;
let server: PageServer;
let browser: Browser;

const plainPage = sitePage(
  { type: 'home', page: page({ blocks: [] }) },
  { chrome: { ...chrome, site: { ...site, imageHost: null, imgCdnDomain: null } } },
);

beforeAll(async () => {
  built = await buildRenderer();
  server = await servePages(built.outDir, async (url) =>
    url.pathname === '/'
      ? { type: 'text/html', body: await renderHtml('/', plainPage) }
      : { type: 'text/html', body: '<!doctype html><title>Side</title>' },
  );
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser.close();
  await server.close();
  await built.remove();
});

/** The page on a clock paused before its scripts run. */
async function openPaused(context: BrowserContext): Promise<Page> {
  await context.clock.install({ time: 1_000_000 });
  await context.clock.pauseAt(1_001_000);
  const opened = await context.newPage();
  await opened.goto(`${server.origin}/`, { waitUntil: 'load' });
  return opened;
}

async function events(opened: Page): Promise<Record<string, unknown>[]> {
  return opened.evaluate(
    () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
}

async function eventNames(opened: Page): Promise<unknown[]> {
  return (await events(opened)).map((event) => event.event);
}

describe('tracking delays', () => {
  it('pushes the page view 150 ms after the page starts and the route event after 250 ms', async () => {
    const context = await browser.newContext();
    const opened = await openPaused(context);
    expect(await eventNames(opened)).toContain('gtm.js');
    await opened.clock.runFor(149);
    expect(await eventNames(opened)).not.toContain('page_view');
    await opened.clock.runFor(1);
    expect(await eventNames(opened)).toContain('page_view');
    expect(await eventNames(opened)).not.toContain('route');
    await opened.clock.runFor(99);
    expect(await eventNames(opened)).not.toContain('route');
    await opened.clock.runFor(1);
    expect(await eventNames(opened)).toContain('route');
    await context.close();
  }, 60_000);
});

describe('the loading bar around a fetch', () => {
  it('stays running 200 ms once shown, though its request ends at once', async () => {
    const context = await browser.newContext();
    const opened = await openPaused(context);
    let answer: () => void = () => undefined;
    const requested = new Promise<void>((reached) => {
      void opened.route('**/api/held', async (route) => {
        await new Promise<void>((release) => {
          answer = release;
          reached();
        });
        await route.fulfill({ contentType: 'application/json', body: '{}' });
      });
    });
    const state = () => opened.locator('.loading-bar').getAttribute('data-state');
    await opened.evaluate(() => {
      (window as unknown as { held: Promise<number> }).held = fetch('/api/held').then(
        (response) => response.status,
      );
    });
    await requested;
    await opened.clock.runFor(199);
    expect(await state()).toBeNull();
    await opened.clock.runFor(1);
    expect(await state()).toBe('running');

    answer();
    expect(await opened.evaluate(() => (window as unknown as { held: Promise<number> }).held)).toBe(
      200,
    );
    expect(await state()).toBe('running');
    await opened.clock.runFor(199);
    expect(await state()).toBe('running');
    await opened.clock.runFor(1);
    expect(await state()).toBe('finished');
    await opened.clock.runFor(500);
    expect(await opened.locator('.loading-bar').getAttribute('hidden')).not.toBeNull();
    await context.close();
  }, 60_000);
});

describe('the device class', () => {
  const cases = [
    { viewport: 390, screen: 390, device: 'mobile' },
    // A phone's screen with a wider layout viewport: max-device-width 767px decides.
    { viewport: 980, screen: 390, device: 'mobile' },
    { viewport: 767, screen: 1280, device: 'mobile' },
    { viewport: 768, screen: 1280, device: 'tablet' },
    { viewport: 1024, screen: 1280, device: 'tablet' },
    { viewport: 1025, screen: 1280, device: 'desktop' },
  ] as const;

  it.each(cases)(
    'is $device for a $viewport px viewport on a $screen px screen, on <html> and in the page view',
    async ({ viewport, screen, device }) => {
      const context = await browser.newContext({
        viewport: { width: viewport, height: 800 },
        screen: { width: screen, height: 800 },
      });
      const opened = await openPaused(context);
      expect(await opened.getAttribute('html', 'data-device')).toBe(device);
      await opened.clock.runFor(150);
      expect((await events(opened)).find((event) => event.event === 'page_view')).toMatchObject({
        device,
      });
      await context.close();
    },
    60_000,
  );
});
