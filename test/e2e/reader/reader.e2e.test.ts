import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataLayer, hydrated, useReaderStack } from './reader-stack';

const { browser, origin } = useReaderStack();

/**
 * Records every state the loading bar passes through, in the page: a slow machine may not see a
 * short-lived state by polling for it.
 */
async function recordBarStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { barStates: string[] }).barStates = seen;
    const bar = document.querySelector('.loading-bar');
    if (bar === null) throw new Error('no loading bar');
    new MutationObserver(() => {
      const state = bar.getAttribute('data-state') ?? '';
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(bar, { attributes: true, attributeFilter: ['data-state', 'hidden'] });
  });
}

async function expectBarStates(page: Page, states: readonly string[]): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { barStates: string[] }).barStates), {
      timeout: 20_000,
    })
    .toEqual(states);
}

describe('search in Chromium', () => {
  it('shows ranked hits with the term marked, facets, and loads more in place', async () => {
    const page = await browser().newPage();
    const response = await page.goto(`${origin()}/search?s=ugens%20%C3%B8velse`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('.search-hit').count()).toBe(10);
    expect(await page.locator('.search-hit mark').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-facets__option').count()).toBeGreaterThan(0);

    await hydrated(page, 'SearchResults');
    await page.locator('.load-more__button[rel="next"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.search-hit').length > 10);
    expect(page.url()).toContain('/search?s=');
    expect(page.url()).not.toContain('page=2');

    const searches = await page.evaluate(() => localStorage.getItem('searches'));
    expect(searches).toBe('1');
    const events = await dataLayer(page);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'search', searchTerm: 'ugens øvelse', searchCount: 1 }),
    );
    await page.close();
  }, 60_000);

  it("serves the site's own /api/search for vertex search in the content API's shape", async () => {
    const page = await browser().newPage();
    const response = await page.goto(`${origin()}/api/search?s=styrke&per_page=5`);
    expect(response?.status()).toBe(200);
    const body = (await response?.json()) as { data: unknown[]; meta: { pagination: unknown } };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.meta.pagination).toBeDefined();
    await page.close();
  }, 60_000);

  it('lands the 404 page search form on the search page', async () => {
    const page = await browser().newPage();
    await page.goto(`${origin()}/denne-side-findes-ikke`);
    await page.locator('input[name="s"]').first().fill('styrke');
    await Promise.all([
      page.waitForURL(/\/search\?s=styrke/),
      page.locator('input[name="s"]').first().press('Enter'),
    ]);
    expect(await page.locator('.search-hit').count()).toBeGreaterThan(0);
    await page.close();
  }, 60_000);

  it('pages with plain links when JavaScript is off', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin()}/search?s=ugens%20%C3%B8velse`);
    await page.locator('.load-more__button[rel="next"]').click();
    await page.waitForURL(/page=2/);
    expect(await page.locator('.search-hit').count()).toBeGreaterThan(0);
    await context.close();
  }, 60_000);
});

describe('calculators in Chromium', () => {
  it('computes BMI in place from a weight with a decimal comma', async () => {
    const page = await browser().newPage();
    await page.goto(`${origin()}/sundhed/beregn-bmi-og-fedtprocent`);
    await hydrated(page, 'Calculator');
    const form = page.locator('form.calculator--bmi');
    await form.locator('input[name="weight"]').fill('72,5');
    await form.locator('input[name="height"]').fill('180');
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator('.calculator__result dd').first().textContent())
      .toBe('22,4');
    expect(page.url()).toContain('/sundhed/beregn-bmi-og-fedtprocent');
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'interaction', calculator: 'bmi', outcome: 'result' }),
    );
    await page.close();
  }, 60_000);

  it('answers a result page without JavaScript, with a translated label', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin()}/sundhed/beregn-bmi-og-fedtprocent`);
    const form = page.locator('form.calculator--bmi');
    await form.locator('input[name="weight"]').fill('72,5');
    await form.locator('input[name="height"]').fill('180');
    await Promise.all([page.waitForURL(/\/calculators\/bmi/), form.locator('button').click()]);
    expect(await page.locator('.calculator__result dt').first().textContent()).toBe('Dit BMI');
    expect(await page.locator('.calculator__result dd').first().textContent()).toBe('22,4');
    await context.close();
  }, 60_000);
});

describe('newsletter in Chromium', () => {
  /** A free article with the newsletter widget (on paywalled ones it sits behind the paywall). */
  async function articleWithNewsletter(): Promise<string> {
    const page = await browser().newPage();
    await page.goto(`${origin()}/search?s=restitution`);
    const href = await page
      .locator('.search-hit a[href$="sovn-og-restitution"]')
      .first()
      .getAttribute('href');
    await page.close();
    if (href === null) throw new Error('no sleep and recovery article');
    return `${origin()}${href}`;
  }

  it('signs up with JSON, says so, and tracks "newsletter subscribe"', async () => {
    const url = await articleWithNewsletter();
    const page = await browser().newPage();
    await page.goto(url);
    await hydrated(page, 'NewsletterForm');
    const form = page.locator('form.newsletter-form').first();
    await form.locator('input[name="email"]').fill(`reader-${String(Date.now())}@example.dk`);
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator('.newsletter-form__message').textContent())
      .toBe('Tak! Du er nu tilmeldt nyhedsbrevet.');
    const events = await dataLayer(page);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'form',
        eventType: 'form',
        activeForm: 'newsletter subscribe',
        formAction: 'success',
      }),
    );
    await page.close();
  }, 60_000);

  it('shows a clear failure for an address that is not one', async () => {
    const url = await articleWithNewsletter();
    const page = await browser().newPage();
    await page.goto(url);
    await hydrated(page, 'NewsletterForm');
    const form = page.locator('form.newsletter-form').first();
    await form.locator('input[name="email"]').fill('not-an-address');
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator('[role="alert"]').textContent())
      .toBe('Indtast en gyldig e-mailadresse.');
    await page.close();
  }, 60_000);

  it('signs up without JavaScript through the plain form', async () => {
    const url = await articleWithNewsletter();
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    const form = page.locator('form.newsletter-form').first();
    const email = `plain-${String(Date.now())}@example.dk`;
    await form.locator('input[name="email"]').fill(email);
    // a cached page carries no CSRF token: the form comes back, filled in, with one
    const [confirm] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/newsletter/sign-up')),
      form.locator('button').click(),
    ]);
    expect(confirm.status()).toBe(403);
    expect(await page.locator('main [role="status"]').first().textContent()).toBe(
      'Bekræft venligst din tilmelding: send formularen igen.',
    );
    const again = page.locator('form.newsletter-form').first();
    expect(await again.locator('input[name="email"]').inputValue()).toBe(email);
    const [done] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/newsletter/sign-up')),
      again.locator('button').click(),
    ]);
    expect(done.status()).toBe(200);
    expect(await page.locator('main [role="status"]').first().textContent()).toBe(
      'Tak! Du er nu tilmeldt nyhedsbrevet.',
    );
    await context.close();
  }, 60_000);
});

describe('tracking and consent in Chromium', () => {
  it('pushes page and route events after their delays, link events, and waits for consent', async () => {
    const page = await browser().newPage();
    await page.goto(`${origin()}/`);
    await page.waitForTimeout(400);
    const events = await dataLayer(page);
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(['gtm.js', 'page_view', 'route']),
    );
    expect(events.find((event) => event.event === 'page_view')).toMatchObject({
      eventType: 'others',
      pageViews: 1,
      searches: 0,
    });
    expect(await page.getAttribute('html', 'data-tracking')).toBeNull();

    await page.getByRole('button', { name: 'Accepter alle' }).click();
    expect(await page.getAttribute('html', 'data-tracking')).toBe('on');
    expect(await dataLayer(page)).toContainEqual({ event: 'consent_given', eventType: 'others' });

    await page.evaluate(() => {
      document.addEventListener('click', (event) => {
        event.preventDefault();
      });
    });
    const link = page.locator('main a[href^="/"]:not([role="button"])').first();
    const href = await link.evaluate((element) => (element as HTMLAnchorElement).href);
    await link.click();
    expect(await dataLayer(page)).toContainEqual({
      event: 'link',
      eventType: 'link',
      engagement: { destination: { url: href } },
    });
    await page.close();
  }, 60_000);

  it('starts tracking at once when the consent cookie is already set', async () => {
    const context = await browser().newContext();
    await context.addCookies([
      { name: 'cookie_consent', value: 'v1.statistics.marketing', url: origin() },
    ]);
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    expect(await page.getAttribute('html', 'data-tracking')).toBe('on');
    await context.close();
  }, 60_000);

  it('runs the loading bar while a request is in flight and finishes it', async () => {
    // A returning reader: no consent dialog over the load-more button.
    const context = await browser().newContext();
    await context.addCookies([{ name: 'cookie_consent', value: 'v1', url: origin() }]);
    const page = await context.newPage();
    await page.route('**/api/search-results*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`${origin()}/search?s=ugens%20%C3%B8velse`);
    await hydrated(page, 'SearchResults');
    await recordBarStates(page);
    await page.locator('.load-more__button[rel="next"]').click();
    await expectBarStates(page, ['running', 'finished', 'hidden']);
    expect(await page.locator('.loading-bar').getAttribute('hidden')).not.toBeNull();
    await context.close();
  }, 60_000);

  it('marks the loading bar failed when a request fails, and the caller still sees the failure', async () => {
    const context = await browser().newContext();
    await context.addCookies([{ name: 'cookie_consent', value: 'v1', url: origin() }]);
    const page = await context.newPage();
    await page.goto(`${origin()}/search?s=ugens%20%C3%B8velse`);
    await hydrated(page, 'SearchResults');
    await page.route('**/api/search-results*', async (route) => {
      // Long enough for the bar to show (it waits its throttle before it runs).
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.abort();
    });
    await recordBarStates(page);
    const rejected = page.evaluate(() =>
      fetch('/api/search-results?s=x').then(
        () => 'answered',
        () => 'raised',
      ),
    );
    expect(await rejected).toBe('raised');
    await expectBarStates(page, ['running', 'failed', 'hidden']);
    await context.close();
  }, 60_000);

  it('shows the offline status and clears it when back online', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    // The watch is in place once it has marked the page online; the events may take a while to
    // arrive on a busy machine.
    const online = () => page.getAttribute('html', 'data-online');
    await expect.poll(online, { timeout: 10_000 }).toBe('true');
    await context.setOffline(true);
    await expect.poll(online, { timeout: 10_000 }).toBe('false');
    expect(await page.locator('.online-status').textContent()).toContain('offline');
    await context.setOffline(false);
    await expect.poll(online, { timeout: 10_000 }).toBe('true');
    await context.close();
  }, 60_000);
});

describe('services and SEO plumbing in Chromium', () => {
  it('lists a material guide with the names the materials service gives', async () => {
    const page = await browser().newPage();
    await page.goto(`${origin()}/traening/e-bog-styrketraening-for-begyndere`);
    expect(await page.locator('.material-guide__name').allTextContents()).toContain(
      'Kettlebell, 12 kg',
    );
    await page.close();
  }, 60_000);

  it('serves robots.txt naming the sitemap index, whose sitemaps list site URLs', async () => {
    const page = await browser().newPage();
    const robots = await page.goto(`${origin()}/robots.txt`);
    expect(await robots?.text()).toContain(`Sitemap: ${origin()}/sitemap.xml`);
    const index = await page.goto(`${origin()}/sitemap.xml`);
    const indexXml = (await index?.text()) ?? '';
    expect(indexXml).toContain(`<loc>${origin()}/sitemaps/contenthub_composite.xml</loc>`);
    const composites = await page.goto(`${origin()}/sitemaps/contenthub_composite.xml`);
    expect(composites?.headers()['content-type']).toContain('application/xml');
    expect(await composites?.text()).toContain(
      `<loc>${origin()}/sundhed/beregn-bmi-og-fedtprocent</loc>`,
    );
    await page.close();
  }, 60_000);
});
