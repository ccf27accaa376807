// What a browser gets, one command each (bounded, 5 rounds, medians):
//
//   node bench/browser.mjs weight [--rounds 5]
//     (e) JavaScript and CSS bytes (gzip level 6 of each file) a browser loads on the home,
//     article and listing pages (Chromium, after scrolling to the bottom so that lazy islands
//     load), and the article's HTML raw and gzip.
//   node bench/browser.mjs lighthouse [--rounds 5]
//     (f) Lighthouse 12 with its default mobile settings (emulated Moto G Power, simulated slow
//     4G) on the same pages and on a recipe and a video article: performance and accessibility
//     scores, layout shift (CLS), LCP, TBT.
//     Lighthouse and chrome-launcher live in bench/'s own package.json (installed on first use).
//     --warm first loads each page once in Chromium at Lighthouse's phone size (412x823, DPR 1.75),
//     so the product's page cache and the sandbox CDN's resized pictures are warm, as they are for
//     a page readers visit (without it, the first visit's uncached render and on-demand image
//     resizing on a busy machine are part of LCP).
//     --pages home,listing measures only those pages; --save DIR writes each run's whole report (DIR/<page>-<round>.json) for its audits:
//     bootup-time, mainthread-work-breakdown, long-tasks, script-treemap-data, network-requests.
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { request } from 'undici';
import {
  ARTICLE,
  CHROMIUM,
  CHROMIUM_ARGS,
  ensureBenchPackages,
  median,
  onShutdown,
  PAGES,
  startStack,
  verdict,
} from './bench-kit.mjs';
import { benchArgs, exitWithUsage, wantsHelp } from './cli-args.mjs';

/** Lighthouse also runs on a recipe (recipe widget) and a video article (video player, chapters). */
const LIGHTHOUSE_PAGES = {
  ...PAGES,
  recipe: { host: 'wom-dk.localhost', path: '/mad/opskrifter/overnight-oats-med-baer' },
  video: { host: 'wom-dk.localhost', path: '/traening/styrke/video-perfekt-squat' },
};

const [command = '', ...rest] = process.argv.slice(2);
if (wantsHelp([command])) exitWithUsage(import.meta.url);
const cleanups = [];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

async function scrollToBottom(page) {
  for (let step = 0; step < 40; step += 1) {
    const done = await page.evaluate(() => {
      const view = globalThis;
      view.scrollBy(0, view.innerHeight);
      return view.scrollY + view.innerHeight >= view.document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
}

async function weigh(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending = [];
  const files = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          files.push({ type, url: response.url(), raw: body.length, gzip: gzipSize(body) });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await scrollToBottom(page);
  await Promise.all(pending);
  await context.close();
  const sum = (type, key) =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file[key], 0);
  return {
    js: { raw: sum('script', 'raw'), gzip: sum('script', 'gzip') },
    css: { raw: sum('stylesheet', 'raw'), gzip: sum('stylesheet', 'gzip') },
    files,
  };
}

async function articleHtml(origin) {
  const response = await request(`${origin}${ARTICLE.path}`, {
    headers: { host: ARTICLE.host, 'accept-encoding': 'identity' },
  });
  const chunks = [];
  for await (const chunk of response.body) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  return { raw: body.length, gzip: gzipSize(body) };
}

async function weight(rounds) {
  const stack = await startStack();
  cleanups.push(() => stack.stop());
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  const results = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, { host, path }] of Object.entries(PAGES)) {
      const url = `http://${host}:${stack.port}${path}`;
      (results[name] ??= []).push(await weigh(browser, url));
    }
  }
  const html = await articleHtml(stack.origin);
  console.log('bytes shipped (gzip level 6 of each file; medians of rounds), after scrolling:\n');
  for (const [name, list] of Object.entries(results)) {
    const js = median(list.map((r) => r.js.gzip));
    const css = median(list.map((r) => r.css.gzip));
    console.log(
      `${name.padEnd(8)} JS ${kb(js).padStart(9)} gzip (${kb(median(list.map((r) => r.js.raw)))} raw)  CSS ${kb(css).padStart(9)} gzip (${kb(median(list.map((r) => r.css.raw)))} raw)`,
    );
    for (const file of list[0].files)
      console.log(
        `         ${file.type.padEnd(10)} ${kb(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`,
      );
  }
  console.log(`\narticle HTML: ${kb(html.raw)} raw, ${kb(html.gzip)} gzip\n`);
  verdict('article HTML raw', html.raw / 1024, 64, false, (x) => `${x.toFixed(1)} KB`);
  verdict('article HTML gzip', html.gzip / 1024, 12, false, (x) => `${x.toFixed(1)} KB`);
  verdict(
    'article JavaScript gzip',
    median(results.article.map((r) => r.js.gzip)) / 1024,
    75,
    false,
    (x) => `${x.toFixed(1)} KB`,
  );
}

/** One load of each page at Lighthouse's emulated phone size (`--warm`). */
async function warmUp(stack, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const { host, path } of pages)
      await page.goto(`http://${host}:${stack.port}${path}`, { waitUntil: 'networkidle' });
    await context.close();
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(rounds, saveDir, only, warm) {
  ensureBenchPackages(['lighthouse', 'chrome-launcher']);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const stack = await startStack();
  cleanups.push(() => stack.stop());
  const measured = Object.entries(LIGHTHOUSE_PAGES).filter(
    ([name]) => only === undefined || only.split(',').includes(name),
  );
  if (warm)
    await warmUp(
      stack,
      measured.map(([, page]) => page),
    );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  cleanups.push(() => chrome.kill());
  const results = {};
  console.log(
    `Lighthouse mobile, ${rounds} rounds per page${warm ? ', warm page cache and image CDN' : ''}; measured under load from parallel work\n`,
  );
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, { host, path }] of measured) {
      const url = `http://${host}:${stack.port}${path}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (saveDir !== undefined) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(join(saveDir, `${name}-${round}.json`), JSON.stringify(result.lhr));
      }
      // A run Lighthouse could not finish (no paint, a page that timed out) scores 0: say why.
      if (runtimeError !== undefined)
        console.log(
          `round ${round} ${name.padEnd(8)} ${runtimeError.code}: ${runtimeError.message}`,
        );
      const entry = {
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        failedA11y: Object.values(audits)
          .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
          .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
          .map((audit) => audit.id),
      };
      (results[name] ??= []).push(entry);
      console.log(
        `round ${round} ${name.padEnd(8)} perf ${entry.performance} a11y ${entry.accessibility} CLS ${entry.cls.toFixed(3)} LCP ${entry.lcpMs.toFixed(0)} ms TBT ${entry.tbtMs.toFixed(0)} ms${entry.failedA11y.length > 0 ? ` failed: ${entry.failedA11y.join(', ')}` : ''}`,
      );
    }
  }
  console.log('\nmedians:');
  for (const [name, list] of Object.entries(results)) {
    verdict(`${name} performance`, median(list.map((r) => r.performance)), 95, true, (x) =>
      x.toFixed(0),
    );
    verdict(`${name} accessibility`, median(list.map((r) => r.accessibility)), 100, true, (x) =>
      x.toFixed(0),
    );
    verdict(`${name} cumulative layout shift`, median(list.map((r) => r.cls)), 0, false, (x) =>
      x.toFixed(3),
    );
  }
}

if (command === 'weight' || command === 'lighthouse') {
  const { values } = benchArgs(
    import.meta.url,
    {
      rounds: { type: 'string', default: '5' },
      save: { type: 'string' },
      pages: { type: 'string' },
      warm: { type: 'boolean', default: false },
    },
    rest,
  );
  const shutdown = onShutdown(cleanups);
  try {
    await (command === 'weight'
      ? weight(Number(values.rounds))
      : lighthouseScores(Number(values.rounds), values.save, values.pages, values.warm));
  } finally {
    await shutdown();
  }
} else {
  exitWithUsage(import.meta.url, `unknown command: ${command === '' ? '(none)' : command}`);
}
