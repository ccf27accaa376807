import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey-stack';

/**
 * What a reader finds at the end of an article and in a video, in Chromium at 390 px (taps) and
 * 1366 px (clicks). Read next (issue 32, item 3): a free and a paywalled article both end with
 * teasers of other articles of the site, after the body or the paywall box and before the ads
 * and the sponsored content. Video (item 5): a video shows a loaded poster with a play button
 * named in the site's language, and a tap or click swaps the poster for the playing player.
 */
const READ_NEXT_SITES = [
  {
    id: 'wom-dk',
    heading: 'Læs videre',
    free: '/traening/kom-i-gang-med-styrketraening',
    paywalled: '/traening/12-ugers-traeningsprogram',
  },
  {
    id: 'wom-nl',
    heading: 'Lees verder',
    free: '/training/beginnen-met-krachttraining',
    paywalled: '/training/12-weken-trainingsschema',
  },
  {
    id: 'cos-se',
    heading: 'Läs vidare',
    free: '/boende/inredning/inred-ett-litet-vardagsrum',
    paywalled: '/boende/gor-det-sjalv/mala-koksluckor',
  },
] as const;

/** A video widget (an embedded player) and a featured video (the browser's own player). */
const VIDEOS = [
  { id: 'wom-dk', path: '/traening/styrke/video-perfekt-squat', name: /^Afspil video: / },
  { id: 'wom-nl', path: '/training/kracht/video-de-perfecte-squat', name: /^Video afspelen: / },
  { id: 'wom-dk', path: '/om-wom', name: /^Afspil video: / },
] as const;

const WIDTHS = [390, 1366] as const;

const { stack, browser } = useJourney();

const origin = (site: string): string => `http://${site}.localhost:${String(stack().port)}`;

function newContext(width: (typeof WIDTHS)[number]): Promise<BrowserContext> {
  const mobile = width === 390;
  return browser().newContext({
    viewport: { width, height: mobile ? 844 : 900 },
    isMobile: mobile,
    hasTouch: mobile,
  });
}

/** A real tap on a phone, a real click on a desktop. */
async function press(page: Page, target: Locator, width: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box === null) throw new Error('the target has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (width === 390) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Answers the consent dialog (necessary only), as a reader does before using the page. */
async function answerConsent(page: Page, width: number): Promise<void> {
  const necessary = page.locator('[data-consent-action="necessary"]');
  await necessary.waitFor({ state: 'visible', timeout: 10_000 });
  await press(page, necessary, width);
  await necessary.waitFor({ state: 'hidden' });
}

/** Whether `first` comes before `second` in the document. */
function precedes(page: Page, first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const one = document.querySelector(a);
      const two = document.querySelector(b);
      if (one === null || two === null) return false;
      return (one.compareDocumentPosition(two) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    },
    [first, second] as const,
  );
}

describe.each(READ_NEXT_SITES)('read next on $id', (site) => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it.each(['free', 'paywalled'] as const)(
      'a %s article ends with teasers of other articles of the site',
      async (kind) => {
        const path = site[kind];
        const context = await newContext(width);
        const page = await context.newPage();
        const response = await page.goto(`${origin(site.id)}${path}`);
        expect(response?.status()).toBe(200);
        await answerConsent(page, width);
        expect(await page.locator('.paywall').count()).toBe(kind === 'paywalled' ? 1 : 0);

        const section = page.locator('[data-read-next] section');
        await section.scrollIntoViewIfNeeded();
        expect(await section.isVisible()).toBe(true);
        expect(await section.getAttribute('aria-label')).toBe(site.heading);
        expect((await section.locator('h2').first().innerText()).trim()).toBe(site.heading);

        const hrefs = await section
          .locator('a.teaser__link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThanOrEqual(3);
        expect(new Set(hrefs).size).toBe(hrefs.length);
        for (const href of hrefs) {
          expect(href.startsWith('/'), href).toBe(true);
          expect(href, 'the article itself').not.toBe(path);
        }

        // After the body or the paywall box, before the ads and the sponsored content.
        if (kind === 'paywalled')
          expect(await precedes(page, '.paywall', '[data-read-next]')).toBe(true);
        else expect(await precedes(page, '.article-body', '[data-read-next]')).toBe(true);
        expect(await precedes(page, '[data-read-next]', '[data-banner="articlemodule"]')).toBe(
          (await page.locator('[data-banner="articlemodule"]').count()) > 0,
        );
        if ((await page.locator('.article-sponsored').count()) > 0)
          expect(await precedes(page, '[data-read-next]', '.article-sponsored')).toBe(true);

        // The first teaser leads to another article of the site.
        const first = section.locator('a.teaser__link').first();
        await Promise.all([
          page.waitForURL((url) => url.pathname === hrefs[0]),
          press(page, first, width),
        ]);
        expect(new URL(page.url()).origin).toBe(origin(site.id));
        expect(await page.locator('h1.article__title').count()).toBe(1);
        await context.close();
      },
      60_000,
    );
  });
});

describe.each(VIDEOS)('the video on $id $path', (video) => {
  it.each(WIDTHS)(
    'shows a loaded poster with a named play button at %i px, and starts the player when pressed',
    async (width) => {
      const context = await newContext(width);
      const page = await context.newPage();
      await page.goto(`${origin(video.id)}${video.path}`);
      await answerConsent(page, width);
      const frame = page.locator('.video__frame').first();
      const poster = frame.locator('[data-video-poster]');
      await poster.scrollIntoViewIfNeeded();
      expect(await poster.isVisible()).toBe(true);
      expect(await poster.getAttribute('aria-label')).toMatch(video.name);
      expect(await poster.locator('.video__play').isVisible()).toBe(true);
      const image = poster.locator('img.video__poster-image');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      await page.waitForSelector('[data-video-poster="ready"]');
      await press(page, poster, width);
      await expect.poll(() => frame.locator('[data-video-poster]').count()).toBe(0);
      const player = frame.locator('.video__player');
      expect(await player.isVisible()).toBe(true);
      const started = await player.evaluate((element) =>
        element instanceof HTMLIFrameElement
          ? new URL(element.src).searchParams.get('autoplay') === '1'
          : element instanceof HTMLVideoElement && document.activeElement === element,
      );
      expect(started).toBe(true);
      await context.close();
    },
    60_000,
  );
});
