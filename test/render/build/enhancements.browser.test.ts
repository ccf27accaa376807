/**
 * The page enhancements in Chromium, over a Vike build: the teaser slider (swiper, its own chunk),
 * load-more backward and over a teaser list's cursor, image protection, banners waiting for
 * cookie-consent interaction, and the favourite hearts set up as they come near or are used.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Teaser } from '../../../src/domain/content/content.types';
import type { ViewModel } from '../../../src/domain/page/view-model.types';
import {
  article,
  chrome,
  image,
  listing,
  page,
  site,
  sitePage,
  teaser,
  teaserList,
  textWidget,
} from '../view-model.fixture';
import {
  buildRenderer,
  renderHtml,
  servePages,
  type PageServer,
  type RenderBuild,
} from './render-build';

const PER_PAGE = 4;
/** Twelve teasers in one column: on a phone most of their hearts are far below the fold. */
const HEART_IDS = Array.from({ length: 12 }, (_, index) => 101 + index);

/** Any other site path (links the browser prefetches): a small page, as a real site would answer. */
const OTHER_PAGE = { type: 'text/html', body: '<!doctype html><title>Side</title>' };

let built: RenderBuild;
let server: PageServer;
let browser: Browser;

const noImages = { ...site, imageHost: null, imgCdnDomain: null };
const bare = (id: number): Teaser => teaser(id, { image: null });
const bareChrome = { ...chrome, site: noImages };
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#c33"/></svg>';

function slider(
  count: number,
  title: string,
  displayHint: 'slider4col' | 'slider-netflix' = 'slider4col',
) {
  return teaserList({
    title,
    displayHint,
    teasers: Array.from({ length: count }, (_, index) => bare(index + 1)),
  });
}

function views(origin: string): Readonly<Record<string, ViewModel>> {
  const plainTags = article().tags.filter((tag) => tag.name !== 'Content Marketing');
  const photo = image({ url: `${origin}/img/photo.svg`, focalPoint: null });
  return {
    '/slider': sitePage(
      {
        type: 'home',
        page: page({
          blocks: [
            { type: 'teaser_list', key: 's8', list: slider(8, 'Otte') },
            { type: 'teaser_list', key: 's2', list: slider(2, 'To') },
            { type: 'teaser_list', key: 's6', list: slider(6, 'Seks', 'slider-netflix') },
          ],
        }),
      },
      { chrome: bareChrome },
    ),
    '/hearts': sitePage(
      {
        type: 'home',
        page: page({
          blocks: [
            {
              type: 'teaser_list',
              key: 'hearts',
              list: teaserList({ displayHint: '1col', teasers: HEART_IDS.map(bare) }),
            },
          ],
        }),
      },
      { chrome: bareChrome },
    ),
    '/plain': sitePage({ type: 'home', page: page({ blocks: [] }) }, { chrome: bareChrome }),
    '/listing-last': sitePage(
      {
        type: 'listing',
        listing: listing({
          teasers: [9, 10, 11, 12].map(bare),
          pagination: { page: 3, perPage: PER_PAGE, total: 12, totalPages: 3 },
        }),
      },
      { chrome: bareChrome },
    ),
    '/teaser-list': sitePage(
      {
        type: 'home',
        page: page({
          blocks: [
            {
              type: 'teaser_list',
              key: 'more',
              list: teaserList({
                teasers: [1, 2, 3, 4].map(bare),
                canPaginate: true,
                nextCursor: 'c2',
                pagination: { page: 1, perPage: 4, total: 12, totalPages: 3 },
              }),
            },
          ],
        }),
      },
      { chrome: bareChrome },
    ),
    '/video': sitePage(
      {
        type: 'article',
        article: article({
          tags: plainTags,
          widgets: [
            {
              type: 'video',
              key: 'v0',
              locked: false,
              seekToAction: true,
              clips: [],
              video: {
                videoId: 'v1',
                name: 'Perfekt squat',
                description: null,
                embedUrl: `${origin}/embed/v1?badge=0`,
                contentUrl: null,
                thumbnailUrl: null,
                uploadDate: null,
                duration: '00:03:40',
              },
            },
          ],
        }),
      },
      { chrome: bareChrome },
    ),
    '/protected': sitePage(
      {
        type: 'article',
        article: article({ leadImage: photo, tags: plainTags, widgets: [textWidget('Tekst')] }),
      },
      { chrome: { ...bareChrome, site: { ...noImages, imageProtection: true } } },
    ),
    '/banners': sitePage(
      {
        type: 'article',
        article: article({
          leadImage: null,
          tags: plainTags,
          widgets: [0, 1, 2, 3, 4].map((index) => textWidget(`Afsnit ${String(index)}`, index)),
        }),
      },
      { chrome: bareChrome },
    ),
  };
}

const CURSORS: Readonly<Record<string, { ids: number[]; next: string | null }>> = {
  c2: { ids: [5, 6, 7, 8], next: 'c3' },
  c3: { ids: [9, 10, 11, 12], next: null },
};

beforeAll(async () => {
  built = await buildRenderer();
  server = await servePages(built.outDir, async (url) => {
    if (url.pathname === '/img/photo.svg') return { type: 'image/svg+xml', body: SVG };
    if (url.pathname === '/api/listing-teasers') {
      const pageNumber = Number(url.searchParams.get('page'));
      const first = (pageNumber - 1) * PER_PAGE + 1;
      const teasers = [0, 1, 2, 3].map((index) => bare(first + index));
      const pagination = { page: pageNumber, perPage: PER_PAGE, total: 12, totalPages: 3 };
      return { type: 'application/json', body: JSON.stringify({ teasers, pagination }) };
    }
    if (url.pathname === '/api/teaser-list') {
      const step = CURSORS[url.searchParams.get('cursor') ?? ''];
      if (step === undefined) return null;
      const body = { teasers: step.ids.map(bare), nextCursor: step.next };
      return { type: 'application/json', body: JSON.stringify(body) };
    }
    const viewModel = views(url.origin)[url.pathname];
    return viewModel === undefined
      ? OTHER_PAGE
      : { type: 'text/html', body: await renderHtml(url.pathname, viewModel) };
  });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 180_000);

afterAll(async () => {
  await browser.close();
  await server.close();
  await built.remove();
});

interface Opened {
  readonly page: Page;
  readonly scripts: string[];
  readonly errors: string[];
}

async function open(path: string, width = 1280, cookie?: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (cookie !== undefined)
    await context.addCookies([{ name: cookie, value: '1', url: server.origin }]);
  const browserPage = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  browserPage.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  browserPage.on('pageerror', (error) => errors.push(error.message));
  browserPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await browserPage.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  return { page: browserPage, scripts, errors };
}

async function close(opened: Opened): Promise<void> {
  await opened.page.context().close();
}

function chunk(key: string): string {
  return `/${built.manifest[key]?.file ?? key}`;
}

const SLIDER_CHUNK = 'client/slider/teaser-slider.enhance.ts';
const PROTECTION_CHUNK = 'client/image-protection/image-protection.ts';

describe('the teaser slider', () => {
  it('loads its chunk only on pages with a slider, and no React', async () => {
    const plain = await open('/plain');
    expect(plain.scripts).not.toContain(chunk(SLIDER_CHUNK));
    await close(plain);
    const opened = await open('/slider');
    await opened.page.waitForSelector('[data-slider-ready="true"]');
    expect(opened.scripts).toContain(chunk(SLIDER_CHUNK));
    expect(opened.scripts).not.toContain(chunk('node_modules/react-dom/client.js'));
    expect(opened.errors).toEqual([]);
    await close(opened);
  }, 60_000);

  it('shows 4 slides with a 20px gap on a wide screen and 3 under 768px', async () => {
    for (const [width, perView] of [
      [1280, 4],
      [600, 3],
    ] as const) {
      const opened = await open('/slider', width);
      const first = opened.page.locator('[data-slider]').first();
      await first.and(opened.page.locator('[data-slider-ready]')).waitFor();
      const boxes = await first
        .locator('.teaser-slider__slide')
        .evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect()));
      const viewport = await first.locator('.teaser-slider__viewport').boundingBox();
      const [a, b] = boxes;
      expect(a && b ? Math.round(b.left - a.right) : -1).toBe(20);
      const visible = boxes.filter(
        (box) => viewport !== null && box.right <= viewport.x + viewport.width + 1,
      );
      expect(visible).toHaveLength(perView);
      await close(opened);
    }
  }, 60_000);

  it('moves with Næste and Forrige, disabled at the ends', async () => {
    const opened = await open('/slider');
    const root = opened.page.locator('[data-slider]').first();
    await opened.page.waitForSelector('[data-slider-ready="true"]');
    const prev = root.getByRole('button', { name: 'Forrige', exact: true });
    const next = root.getByRole('button', { name: 'Næste', exact: true });
    expect(await prev.isDisabled()).toBe(true);
    expect(await prev.getAttribute('class')).toContain('teaser-slider__button--disabled');
    for (let step = 0; step < 4; step += 1) {
      await next.click();
      await opened.page.waitForTimeout(400);
    }
    expect(await next.isDisabled()).toBe(true);
    expect(await prev.isDisabled()).toBe(false);
    const firstBox = await root.locator('.teaser-slider__slide').first().boundingBox();
    expect(firstBox?.x ?? 0).toBeLessThan(0);
    await close(opened);
  }, 60_000);

  it('goes to a slide with a clickable bullet and follows a swipe', async () => {
    const opened = await open('/slider');
    const root = opened.page.locator('[data-slider]').first();
    await opened.page.waitForSelector('[data-slider-ready="true"]');
    const bullets = root.locator('.teaser-slider__bullet');
    expect(await bullets.count()).toBe(5);
    expect(await bullets.nth(2).getAttribute('aria-label')).toBe('Gå til slide 3');
    // Every word Swiper says comes from the server's Danish HTML, none is English.
    expect(await root.locator('.teaser-slider__slide').first().getAttribute('aria-label')).toBe(
      '1 af 8',
    );
    expect(await opened.page.locator('.loading-bar').getAttribute('aria-label')).toBe('Indlæser');
    await bullets.nth(2).click();
    await opened.page.waitForTimeout(400);
    expect(await bullets.nth(2).getAttribute('class')).toContain('teaser-slider__bullet--active');
    await bullets.nth(0).click();
    await opened.page.waitForTimeout(400);
    const viewport = await root.locator('.teaser-slider__viewport').boundingBox();
    if (viewport === null) throw new Error('no viewport');
    const y = viewport.y + viewport.height / 2;
    await opened.page.mouse.move(viewport.x + viewport.width - 40, y);
    await opened.page.mouse.down();
    await opened.page.mouse.move(viewport.x + 40, y, { steps: 12 });
    await opened.page.mouse.up();
    // The slide moves in a transition: wait for it (a fixed 500 ms was too short on a busy machine).
    await expect
      .poll(() => bullets.nth(0).getAttribute('class'), { timeout: 5_000 })
      .not.toContain('--active');
    await close(opened);
  }, 60_000);

  it('shows fewer slides when there are fewer teasers, with no buttons to press', async () => {
    const opened = await open('/slider');
    await opened.page.waitForSelector('[data-slider-ready="true"]');
    const root = opened.page.locator('[data-slider]').nth(1);
    const slides = await root
      .locator('.teaser-slider__slide')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    const viewport = await root.locator('.teaser-slider__viewport').boundingBox();
    expect(slides).toHaveLength(2);
    expect(Math.round((slides[0] ?? 0) * 2 + 20)).toBe(Math.round(viewport?.width ?? 0));
    expect(await root.getByRole('button', { name: 'Næste', exact: true }).isVisible()).toBe(false);
    await close(opened);
  }, 60_000);

  // One retry: on a two-core machine running two test workers, one CI run in several measured a
  // shift of 0.037 that no run alone (nor with the CPU slowed six times) shows; the failure message
  // names what moved, so a shift that comes back every time is still caught and located.
  it(
    'starts swiper without moving anything on the page, whatever the count or variant',
    { retry: 1, timeout: 60_000 },
    async () => {
      for (const width of [390, 1280]) {
        const opened = await open('/slider', width);
        for (const index of [0, 1, 2]) {
          // Each starts once it is near the viewport (scrolling is no input: shifts would count).
          const root = opened.page.locator('[data-slider]').nth(index);
          await root.scrollIntoViewIfNeeded();
          await root.and(opened.page.locator('[data-slider-ready="true"]')).waitFor();
        }
        const shifts = await opened.page.evaluate(
          () =>
            new Promise<{ total: number; moved: string[] }>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & {
                  value?: number;
                  sources?: { node?: Node | null }[];
                })[];
                resolve({
                  total: entries.reduce((sum, entry) => sum + (entry.value ?? 0), 0),
                  moved: entries.flatMap((entry) =>
                    (entry.sources ?? []).map(
                      (source) =>
                        `${String(entry.value)} ${(source.node as Element | null)?.className ?? '?'}`,
                    ),
                  ),
                });
              }).observe({ type: 'layout-shift', buffered: true });
              // No entry at all means no shift: the observer is not called then.
              requestAnimationFrame(() => {
                requestAnimationFrame(() => {
                  resolve({ total: 0, moved: [] });
                });
              });
            }),
        );
        expect(shifts.total, `at ${String(width)} px: ${shifts.moved.join('; ')}`).toBe(0);
        await close(opened);
      }
    },
  );

  it('is a scrollable row without JavaScript, its buttons hidden', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const browserPage = await context.newPage();
    await browserPage.goto(`${server.origin}/slider`);
    const root = browserPage.locator('[data-slider]').first();
    expect(await root.getByRole('button', { name: 'Næste', exact: true }).isVisible()).toBe(false);
    const viewport = root.locator('.teaser-slider__viewport');
    const scrollable = await viewport.evaluate(
      (element) => element.scrollWidth > element.clientWidth,
    );
    expect(scrollable).toBe(true);
    await viewport.evaluate((element) => {
      element.scrollLeft = 400;
    });
    expect(await viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  }, 60_000);
});

describe('a chunk that fails to load', () => {
  it('reloads the page once, and not again within a minute', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(`${server.origin}${chunk(SLIDER_CHUNK)}`, (route) => route.abort());
    const browserPage = await context.newPage();
    let loads = 0;
    const failures: string[] = [];
    browserPage.on('load', () => {
      loads += 1;
    });
    browserPage.on('console', (message) => {
      if (message.text().startsWith('Enhancement for [data-slider] failed'))
        failures.push('failed');
    });
    await browserPage.goto(`${server.origin}/slider`);
    // The first load's failure reloads the page; the reloaded page's failure does not. (A busy
    // machine may report one failure twice; what counts is that the page loaded twice.)
    await expect.poll(() => failures.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await browserPage.waitForLoadState('networkidle');
    expect(loads).toBe(2);
    expect(await browserPage.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(
      /^\d+$/,
    );
    await context.close();
  }, 60_000);
});

describe('load more', () => {
  it('loads earlier pages backward, prepending, and disables at page 1', async () => {
    const opened = await open('/listing-last');
    const button = opened.page.locator('.load-more--backward .load-more__button');
    await button.scrollIntoViewIfNeeded();
    await opened.page.waitForSelector('[data-island][data-hydrated="true"]');
    await button.click();
    await opened.page.waitForSelector('a[href="/traening/styrke/teaser-5"]');
    await opened.page.locator('.load-more--backward a.load-more__button').click();
    await opened.page.waitForSelector('.load-more--backward .load-more__button[disabled]');
    const links = await opened.page
      .locator('article.teaser h2 a, article.teaser h3 a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.slice(0, 1)).toEqual(['/traening/styrke/teaser-1']);
    expect(links).toHaveLength(12);
    expect(new URL(opened.page.url()).search).toBe('');
    expect(opened.errors).toEqual([]);
    await close(opened);
  }, 60_000);

  it('follows a teaser list cursor forward and disables when none remain', async () => {
    const opened = await open('/teaser-list');
    const button = opened.page.locator('.load-more__button');
    await button.scrollIntoViewIfNeeded();
    await opened.page.waitForSelector('[data-island][data-hydrated="true"]');
    await button.click();
    await opened.page.waitForSelector('a[href="/traening/styrke/teaser-8"]');
    await opened.page.locator('a.load-more__button').click();
    await opened.page.waitForSelector('.load-more__button[disabled]');
    expect(await opened.page.locator('article.teaser').count()).toBe(12);
    expect(opened.errors).toEqual([]);
    await close(opened);
  }, 60_000);
});

describe('a chapter address', () => {
  const SEEK_CHUNK = 'client/video/video-seek.enhance.ts';

  it('starts the embedded player at ?t=N and loads nothing for the plain address', async () => {
    const chapter = await open('/video?t=35');
    expect(await chapter.page.getAttribute('[data-video-player]', 'src')).toMatch(
      /\/embed\/v1\?badge=0#t=35s$/,
    );
    expect(chapter.scripts).toContain(chunk(SEEK_CHUNK));
    // The fixture's player address answers nothing; the page itself must not fail.
    expect(chapter.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual(
      [],
    );
    await close(chapter);

    for (const path of ['/video', '/video?t=abc', '/video?t=0']) {
      const plain = await open(path);
      expect(await plain.page.getAttribute('[data-video-player]', 'src'), path).toMatch(
        /\/embed\/v1\?badge=0$/,
      );
      await close(plain);
    }
  });
});

describe('image protection', () => {
  it('blocks right-click on an image and shows the message in a 200px box, then fades it', async () => {
    const opened = await open('/protected');
    await opened.page.waitForFunction(
      () => document.documentElement.dataset.imagesProtected === 'true',
    );
    expect(opened.scripts).toContain(chunk(PROTECTION_CHUNK));
    // From here the page's timers run on a paused clock: time moves only when the test moves it.
    await opened.page.clock.install();
    await opened.page.clock.pauseAt(await opened.page.evaluate(() => Date.now() + 1000));
    const prevented = await opened.page.evaluate(() => {
      const img = document.querySelector('img');
      if (img === null) return null;
      const rect = img.getBoundingClientRect();
      const event = new MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: rect.left + 10,
        clientY: rect.top + 10,
      });
      return !img.dispatchEvent(event);
    });
    expect(prevented).toBe(true);
    const box = opened.page.locator('[data-image-protection]');
    expect(await box.isVisible()).toBe(true);
    expect(await box.textContent()).toContain('beskyttet');
    expect(Math.round((await box.boundingBox())?.width ?? 0)).toBe(200);
    // Shown for 3 s, then fading for 2 s, then hidden: each state holds until its last millisecond.
    await opened.page.clock.runFor(2999);
    expect(await box.getAttribute('data-state')).toBe('visible');
    await opened.page.clock.runFor(1);
    expect(await box.getAttribute('data-state')).toBe('fading');
    await opened.page.clock.runFor(1999);
    expect(await box.getAttribute('data-state')).toBe('fading');
    expect(await box.isVisible()).toBe(true);
    await opened.page.clock.runFor(1);
    expect(await box.getAttribute('data-state')).toBe('hidden');
    expect(await box.isVisible()).toBe(false);
    await close(opened);
  }, 60_000);

  it('leaves the context menu alone outside images and on sites without protection', async () => {
    const opened = await open('/protected');
    await opened.page.waitForFunction(
      () => document.documentElement.dataset.imagesProtected === 'true',
    );
    const prevented = await opened.page.evaluate(() => {
      const title = document.querySelector('h1');
      return title === null
        ? null
        : !title.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    });
    expect(prevented).toBe(false);
    await close(opened);
    const plain = await open('/banners');
    expect(plain.scripts).not.toContain(chunk(PROTECTION_CHUNK));
    await close(plain);
  }, 60_000);
});

describe('banners and cookie consent', () => {
  it('reserves the slots before any choice and marks them ready for ads only with consent to marketing', async () => {
    const opened = await open('/banners');
    const panorama = opened.page.locator('[data-banner="panorama"]');
    expect(await panorama.getAttribute('data-banner-state')).toBe('pending');
    expect(await panorama.locator('.banner__label').isVisible()).toBe(true);
    const before = await panorama.boundingBox();
    expect(before?.height).toBeGreaterThan(250);
    expect(await opened.page.getAttribute('html', 'data-consent')).toBe('unset');
    await opened.page.getByRole('button', { name: 'Accepter alle' }).click();
    await opened.page.waitForSelector('[data-banner="panorama"][data-banner-state="ready"]');
    expect(await panorama.boundingBox()).toEqual(before);
    await close(opened);
  }, 60_000);

  it('reserves the slots from the start when marketing was granted on an earlier visit', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      { name: 'cookie_consent', value: 'v1.marketing', url: server.origin },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.origin}/banners`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-banner="panorama"][data-banner-state="ready"]');
    expect(await page.locator('[data-consent-dialog]').isVisible()).toBe(false);
    await context.close();
  }, 60_000);
});

describe('the favourite hearts', () => {
  const enhanced = (opened: Opened, id: number) =>
    opened.page.locator(`form[data-favourite="${String(id)}"]`).getAttribute('data-enhanced');

  it('sets up the hearts near the viewport at load and the others only when the reader comes to them', async () => {
    const opened = await open('/hearts', 390);
    const first = HEART_IDS[0] ?? 0;
    const last = HEART_IDS[HEART_IDS.length - 1] ?? 0;
    expect(await enhanced(opened, first)).toBe('true');
    expect(await opened.page.locator('.favourite__add[aria-pressed]').count()).toBeLessThan(
      HEART_IDS.length,
    );
    expect(await enhanced(opened, last)).toBeNull();

    await opened.page.locator(`form[data-favourite="${String(last)}"]`).scrollIntoViewIfNeeded();
    await expect.poll(() => enhanced(opened, last)).toBe('true');
    expect(opened.errors).toEqual([]);
    await close(opened);
  });

  it('sets up a heart far below at once when it gets the focus or a pointer', async () => {
    const opened = await open('/hearts', 390);
    const ids = HEART_IDS.slice(-2).map(String);
    const states = await opened.page.evaluate((hearts) => {
      const button = (id: string) =>
        document.querySelector<HTMLButtonElement>(`form[data-favourite="${id}"] .favourite__add`);
      const state = (id: string) =>
        document.querySelector<HTMLElement>(`form[data-favourite="${id}"]`)?.dataset.enhanced ??
        null;
      const [focused = '', pointed = ''] = hearts;
      const before = [state(focused), state(pointed)];
      button(focused)?.focus({ preventScroll: true });
      button(pointed)?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      return { before, after: [state(focused), state(pointed)] };
    }, ids);
    expect(states).toEqual({ before: [null, null], after: ['true', 'true'] });
    await close(opened);
  });
});
