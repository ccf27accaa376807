import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startEmbeddedStack, type EmbeddedStack } from '../../support/embedded-stack';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ReaderStack {
  readonly stack: () => EmbeddedStack;
  readonly browser: () => Browser;
  /** `http://wom-dk.localhost:{port}` */
  readonly origin: () => string;
}

/** The embedded default (sandbox + product from dist/) and Chromium, for one test file. */
export function useReaderStack(): ReaderStack {
  let stack: EmbeddedStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startEmbeddedStack();
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const need = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not running`);
    return value;
  };
  return {
    stack: () => need(stack, 'the stack'),
    browser: () => need(browser, 'Chromium'),
    origin: () => `http://wom-dk.localhost:${String(need(stack, 'the stack').port)}`,
  };
}

/** Waits until the island `name` (the n-th on the page) has hydrated. */
export async function hydrated(page: Page, name: string, index = 0): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).nth(index);
  await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    ([islandName, at]) => {
      const islands = document.querySelectorAll(`[data-island="${islandName}"]`);
      return islands[at]?.getAttribute('data-hydrated') === 'true';
    },
    [name, index] as const,
  );
  // hydrateRoot attaches its handlers in a task after the marker is set
  await page.waitForTimeout(200);
}

/** The data layer's events of a page. */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
}
