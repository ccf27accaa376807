// Freshness after an edit (ADR 21), measured through a real edge: the sandbox (with
// SANDBOX_SYNTHETIC_ARTICLES articles per site), a real redis-server, TWO product replicas and a
// real varnishd in front of both (deploy/varnish/default.vcl templated with two backends and a
// round-robin director). Editors' edits go through the sandbox (PATCH /__sandbox/content/…), which
// calls the product's content webhook; a relay in this process passes each call to the replicas
// in turn. Under a paced background reader load through Varnish it measures:
//
//  - time to fresh per page kind: every page that showed the edited entity (found by its title in
//    the pages' HTML before the first edit) is polled through Varnish every 20 ms until the new
//    title is there and stays there for a second (10 s: a miss);
//  - origin renders (render_duration_seconds_count, both replicas) per 1,000 reader requests;
//  - pages made stale per edit (content_refresh_pages_total{result="stale"}) against the pages
//    that show the entity;
//  - that pages NOT showing the entity stay cached (Varnish X-Cache, the replicas' Cache-Status);
//  - an edit storm (default 200 edits in 10 s to 3 articles): stores of each page per second,
//    from Redis keyspace events (HSET of the page's hash: one per render that stored, on either
//    replica), and whether the last title of each article got through;
//  - the Redis memory of the surrogate-key index (`mag:rc:sk:*`) per cached article page,
//    extrapolated linearly to 100,000 cached articles per site.
//
// Every process it starts is ended by its pid, also on error and Ctrl-C.
//
//   node bench/freshness.mjs [--edits 50] [--quick] [--rate 250] [--connections 6]
//     [--edit-interval 1200] [--baseline-seconds 60] [--storm-edits 200] [--storm-seconds 10]
//     [--storm-articles 3] [--index-pages 1000] [--synthetic 100000]
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from 'redis';
import { Pool } from 'undici';
import {
  ROOT,
  SERVER_NODE_FLAGS,
  ensureBuilt,
  freePort,
  onShutdown,
  sleep,
  startProcess,
  waitForHttp,
} from './bench-kit.mjs';
import { exitWithUsage, wantsHelp } from './cli-args.mjs';

const SECRET = 'freshness-bench-webhook-secret';
const SITE = 'wom-dk';
const HOST = `${SITE}.localhost`;
const OTHER_HOSTS = ['wom-se', 'wom-no', 'wom-fi', 'wom-nl', 'cos-dk', 'cos-se'].map(
  (site) => `${site}.localhost`,
);
const POLL_MS = 20;
const CONFIRM_MS = 1_000;
const CONFIRM_POLL_MS = 100;
const GIVE_UP_MS = 10_000;
const GOAL_P99_MS = 2_000;
const GOAL_RENDERS_PER_1000 = 10;

// ---------------------------------------------------------------------------------------------
// Options

/** The options this script reads (each takes a number, but `--quick`). */
const OPTIONS = [
  'edits',
  'rate',
  'connections',
  'edit-interval',
  'storm-edits',
  'storm-seconds',
  'storm-articles',
  'index-pages',
  'synthetic',
  'baseline-seconds',
];

function parseOptions(argv) {
  if (wantsHelp(argv)) exitWithUsage(import.meta.url);
  for (let at = 0; at < argv.length; at += 1) {
    const name = argv[at].replace(/^--/, '');
    if (argv[at] === '--quick') continue;
    if (!argv[at].startsWith('--') || !OPTIONS.includes(name))
      exitWithUsage(import.meta.url, `unknown option: ${argv[at]}`);
    at += 1;
  }
  const value = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    if (at < 0) return fallback;
    const raw = Number(argv[at + 1]);
    if (!Number.isFinite(raw) || raw < 0)
      exitWithUsage(import.meta.url, `--${name} needs a number`);
    return raw;
  };
  const quick = argv.includes('--quick');
  return {
    quick,
    edits: value('edits', quick ? 16 : 50),
    rate: value('rate', 250),
    connections: value('connections', 6),
    editIntervalMs: value('edit-interval', 1_200),
    stormEdits: value('storm-edits', quick ? 60 : 200),
    stormSeconds: value('storm-seconds', quick ? 4 : 10),
    stormArticles: value('storm-articles', 3),
    indexPages: value('index-pages', quick ? 200 : 1_000),
    synthetic: value('synthetic', 100_000),
    baselineSeconds: value('baseline-seconds', quick ? 0 : 60),
  };
}

// ---------------------------------------------------------------------------------------------
// Processes: Redis, the webhook relay, Varnish with two backends

function findBinary(name, extra = []) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), ...extra];
  for (const dir of dirs) {
    if (dir !== '' && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

const INSTALL = 'apt-get install -y varnish varnish-modules redis-server';

function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

/** REDIS_URL when set (used as it is: it must hold nothing else), else a redis-server of ours. */
async function startRedis() {
  if (process.env.REDIS_URL) {
    return { url: process.env.REDIS_URL, owned: false, stop: async () => undefined };
  }
  const binary = findBinary('redis-server', ['/usr/bin', '/usr/local/bin']);
  if (binary === null) throw new Error(`redis-server is not installed (${INSTALL})`);
  const port = await freePort();
  const redis = startProcess('redis-server', binary, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitForPort(port, 5_000);
  return { url: `redis://127.0.0.1:${port}`, owned: true, pid: redis.pid, stop: redis.stop };
}

/**
 * deploy/varnish/default.vcl with two backends behind a round-robin director (vmod directors).
 * The template names one backend, `magazine`, with {{BACKEND_HOST}} and {{BACKEND_PORT}} (its
 * header says so); the block is repeated per replica and `magazine` becomes the director.
 */
export function twoBackendVcl(template, backends) {
  const block = /^backend magazine \{[\s\S]*?\n\}\n/m;
  const found = block.exec(template);
  if (found === null)
    throw new Error('deploy/varnish/default.vcl has no `backend magazine { … }` block to repeat');
  if (!template.includes('set req.backend_hint = magazine;'))
    throw new Error('deploy/varnish/default.vcl does not `set req.backend_hint = magazine;`');
  const repeated = backends
    .map((backend, index) =>
      found[0]
        .replace('backend magazine {', `backend magazine_${index + 1} {`)
        .replaceAll('{{BACKEND_HOST}}', backend.host)
        .replaceAll('{{BACKEND_PORT}}', String(backend.port)),
    )
    .join('\n');
  const init = [
    'sub vcl_init {',
    '  new magazine = directors.round_robin();',
    ...backends.map((_, index) => `  magazine.add_backend(magazine_${index + 1});`),
    '}',
    '',
  ].join('\n');
  const vcl = template
    .replace(found[0], `${repeated}\n${init}`)
    .replace(/^import std;$/m, 'import std;\nimport directors;')
    .replaceAll('set req.backend_hint = magazine;', 'set req.backend_hint = magazine.backend();');
  // (the header comment names the placeholders; only code lines must have none left)
  const code = vcl
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');
  const left = /\{\{[A-Z_]+\}\}/.exec(code);
  if (left !== null) throw new Error(`the VCL template has a placeholder left: ${left[0]}`);
  return vcl;
}

async function startVarnish(port, backends) {
  const varnishd = findBinary('varnishd', ['/usr/sbin', '/usr/local/sbin']);
  if (varnishd === null) throw new Error(`varnishd is not installed (${INSTALL})`);
  const dir = mkdtempSync(join(tmpdir(), 'freshness-edge-'));
  chmodSync(dir, 0o755); // varnishd started as root reads the VCL as its own user
  const vclFile = join(dir, 'default.vcl');
  const template = readFileSync(join(ROOT, 'deploy/varnish/default.vcl'), 'utf8');
  writeFileSync(vclFile, twoBackendVcl(template, backends), { mode: 0o644 });
  const varnish = startProcess('varnishd', varnishd, [
    '-F',
    '-n',
    join(dir, 'work'),
    '-a',
    `127.0.0.1:${port}`,
    '-f',
    vclFile,
    '-s',
    'malloc,256m',
  ]);
  const stop = async () => {
    await varnish.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForPort(port, 30_000),
      varnish.exited.then(() => {
        throw new Error(`varnishd exited (is varnish-modules installed? ${INSTALL})`);
      }),
    ]);
  } catch (error) {
    const output = varnish.output();
    await stop();
    throw new Error(`${error.message}\n${output}`);
  }
  return { ...varnish, stop, dir };
}

/**
 * The sandbox's content webhook goes here; each call is passed to the next replica in turn
 * (the sandbox reads one URL at start). Answers what the replica answered.
 */
async function startRelay(targets) {
  let next = 0;
  const calls = [];
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const target = targets[next++ % targets.length];
      const started = performance.now();
      fetch(`${target}/api/webhooks/content`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-secret': String(incoming.headers['x-webhook-secret'] ?? ''),
        },
        body: Buffer.concat(chunks),
      })
        .then(async (response) => {
          const text = await response.text();
          calls.push({ target, status: response.status, ms: performance.now() - started });
          outgoing.writeHead(response.status, { 'content-type': 'application/json' }).end(text);
        })
        .catch((error) => {
          calls.push({ target, status: 0, ms: performance.now() - started, error: error.message });
          outgoing.writeHead(502).end(error.message);
        });
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    calls,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The replicas purge Varnish through this relay (EDGE_VARNISH_URLS), which notes when each purge
 * arrived and which keys it named, and passes it on unchanged.
 */
async function startPurgeRelay(varnishOrigin) {
  const purges = [];
  const server = createServer((incoming, outgoing) => {
    const keys = String(incoming.headers['xkey-purge'] ?? '');
    const at = performance.now();
    incoming.resume();
    fetch(`${varnishOrigin}${incoming.url ?? '/'}`, {
      method: incoming.method,
      headers: { 'xkey-purge': keys },
    })
      .then(async (response) => {
        const text = await response.text();
        purges.push({ at, keys: keys.split(/\s+/), status: response.status });
        outgoing
          .writeHead(response.status, {
            'xkey-purged': response.headers.get('xkey-purged') ?? '',
          })
          .end(text);
      })
      .catch((error) => {
        purges.push({ at, keys: keys.split(/\s+/), status: 0 });
        outgoing.writeHead(502).end(error.message);
      });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    purges,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Each replica's request lines (LOG_LEVEL=info): the pages it answered from the origin (a
 * `fwd=` Cache-Status: a reader's miss, or `fwd=request` for its own background render).
 */
function requestLog(replica) {
  const lines = [];
  const warnings = [];
  let buffered = '';
  const onOutput = (chunk, stream) => {
    if (stream !== 'stdout') return;
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) {
      if (/"level":(40|50|60)/.test(line)) warnings.push(line);
      if (!line.includes('"request completed"') || !line.includes('fwd=')) continue;
      try {
        const entry = JSON.parse(line);
        lines.push({
          replica,
          at: Date.parse(entry.time),
          path: String(entry.url ?? '').split('?')[0],
          host: entry.host,
          cacheStatus: entry.cacheStatus,
        });
      } catch {
        // not a log line of ours
      }
    }
  };
  return { lines, warnings, onOutput };
}

async function startAll(options, cleanups) {
  ensureBuilt();
  const [edgePort, sandboxPort, cdnPort, ...replicaPorts] = await Promise.all(
    Array.from({ length: 7 }, freePort),
  );
  const replicas = [0, 1].map((index) => ({
    port: replicaPorts[index * 2],
    metricsPort: replicaPorts[index * 2 + 1],
    origin: `http://127.0.0.1:${replicaPorts[index * 2]}`,
    metricsOrigin: `http://127.0.0.1:${replicaPorts[index * 2 + 1]}`,
  }));
  const redis = await startRedis();
  cleanups.push(redis.stop);
  const relay = await startRelay(replicas.map((replica) => replica.origin));
  cleanups.push(relay.stop);
  const purgeRelay = await startPurgeRelay(`http://127.0.0.1:${edgePort}`);
  cleanups.push(purgeRelay.stop);
  const logs = replicas.map((_, index) => requestLog(index + 1));
  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_CDN_PORT: String(cdnPort),
    SANDBOX_ORIGIN: sandboxOrigin,
    SANDBOX_CDN_ORIGIN: `http://127.0.0.1:${cdnPort}`,
    // Links point through the edge, as npm start's EDGE_PORT does.
    SANDBOX_SITE_ORIGIN_TEMPLATE: `http://{site}.localhost:${edgePort}`,
    PUBLIC_PORT: String(edgePort),
    CONTENT_WEBHOOK_SECRET: SECRET,
    CONTENT_API_TOKEN: 'sandbox-content-token',
    MATERIALS_SERVICE_TOKEN: 'sandbox-materials-token',
  };
  const sandbox = startProcess('sandbox', process.execPath, ['dist/sandbox/main.mjs'], {
    cwd: ROOT,
    env: {
      ...shared,
      SANDBOX_SYNTHETIC_ARTICLES: String(options.synthetic),
      SANDBOX_CONTENT_WEBHOOK_URL: relay.url,
    },
  });
  cleanups.push(sandbox.stop);
  await waitForHttp(`${sandboxOrigin}/${SITE}/wp-json/`, {}, 30_000, sandbox.output);
  const products = replicas.map((replica, index) => {
    const product = startProcess(
      `product ${index + 1}`,
      process.execPath,
      [...SERVER_NODE_FLAGS, 'dist/node/server.mjs'],
      {
        cwd: ROOT,
        env: {
          ...shared,
          LOG_LEVEL: 'info',
          HOST: '127.0.0.1',
          PORT: String(replica.port),
          METRICS_PORT: String(replica.metricsPort),
          REDIS_URL: redis.url,
          EDGE_PURGE: 'varnish',
          EDGE_VARNISH_URLS: purgeRelay.url,
        },
        onOutput: logs[index].onOutput,
      },
    );
    cleanups.push(product.stop);
    return product;
  });
  await Promise.all(
    replicas.map((replica, index) =>
      waitForHttp(`${replica.origin}/readyz`, {}, 30_000, products[index].output),
    ),
  );
  const varnish = await startVarnish(
    edgePort,
    replicas.map((replica) => ({ host: '127.0.0.1', port: replica.port })),
  );
  cleanups.push(varnish.stop);
  return {
    edge: `http://127.0.0.1:${edgePort}`,
    sandboxOrigin,
    redis,
    relay,
    purgeRelay,
    replicas: replicas.map((replica, index) => ({
      ...replica,
      process: products[index],
      log: logs[index].lines,
      warnings: logs[index].warnings,
    })),
    varnish,
    sandbox,
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP through the edge and to the replicas

function client(origin, connections = 16) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  return {
    pool,
    async get(host, path) {
      const started = performance.now();
      const response = await pool.request({
        method: 'GET',
        path,
        headers: { host, 'accept-encoding': 'identity' },
        headersTimeout: 15_000,
        bodyTimeout: 15_000,
      });
      const body = await response.body.text();
      const header = (name) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value.join(', ') : (value ?? '');
      };
      return {
        status: response.statusCode,
        body,
        xCache: header('x-cache'),
        cacheStatus: header('cache-status'),
        age: Number(header('age') || 0),
        ms: performance.now() - started,
        at: performance.now(),
      };
    },
    close: () => pool.close(),
  };
}

async function json(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Prometheus text → { 'name{labels}': value }. */
async function scrape(metricsOrigin) {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  const samples = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

function total(samples, name, labelFilter = '') {
  let sum = 0;
  for (const [key, value] of samples) {
    const bare = key.split('{')[0];
    if (bare === name && key.includes(labelFilter)) sum += value;
  }
  return sum;
}

async function scrapeAll(stack) {
  return Promise.all(stack.replicas.map((replica) => scrape(replica.metricsOrigin)));
}

function delta(before, after, name, labelFilter = '') {
  return after.reduce(
    (sum, samples, index) =>
      sum + total(samples, name, labelFilter) - total(before[index], name, labelFilter),
    0,
  );
}

// ---------------------------------------------------------------------------------------------
// What the site shows: pages, articles and which pages show each article

const pathOf = (loc) => new URL(loc).pathname;

/** React's escaping of text and attributes. */
const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

async function sitemapPaths(stack, type, page = 1) {
  const answer = await json(
    `${stack.sandboxOrigin}/${SITE}/wp-json/app/sitemaps/${type}?page=${page}`,
  );
  return answer.data.items;
}

/** Every item of every menu location (children too). */
function menuEntries(menus) {
  const flatten = (items) => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
  return Object.values(menus).flatMap((menu) => flatten(menu.data ?? []));
}

/** The texts of the links of one class to `href` in a page (teasers, top lists). */
function linkTexts(body, href, className) {
  const texts = [];
  for (const match of body.matchAll(/<a class="([^"]*)" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)) {
    if (match[2] === href && match[1].split(' ')[0] === className) texts.push(match[3]);
  }
  return texts;
}

/**
 * What to poll for on a page that shows an article: its own page shows the new title; a link of
 * another page (teaser, top list) shows the new teaser title, every link of that kind to it.
 */
function articleChecks(article, newTitle, newTeaser, oldTitle, oldTeaser) {
  return article.shownOn.map(({ path, how }) =>
    how === 'own page'
      ? {
          path,
          how,
          isFresh: (r) => r.body.includes(newTitle),
          isOld: (r) => r.body.includes(escapeHtml(oldTitle)),
        }
      : {
          path,
          how,
          isFresh: (r) => {
            const texts = linkTexts(r.body, article.path, how);
            return texts.length > 0 && texts.every((text) => text === newTeaser);
          },
          isOld: (r) => linkTexts(r.body, article.path, how).includes(oldTeaser),
        },
  );
}

function kindOfPage(path, site) {
  if (path === '/') return 'front page';
  if (path.startsWith('/tags/')) return 'tag listing';
  if (path.startsWith('/author/')) return 'author listing';
  if (path.startsWith('/sitemap')) return 'sitemap';
  if (site.categories.has(path)) return 'category listing';
  return 'other article';
}

async function discover(stack) {
  const categories = (await sitemapPaths(stack, 'category')).map((item) => pathOf(item.loc));
  const tags = (await sitemapPaths(stack, 'post_tag')).map((item) => pathOf(item.loc));
  const authors = (await sitemapPaths(stack, 'author')).map((item) => pathOf(item.loc));
  const composites = await sitemapPaths(stack, 'contenthub_composite');
  // Synthetic articles are dated before 2025; the hand-written ones after.
  const handWritten = composites
    .filter((item) => item.lastmod >= '2025')
    .map((item) => pathOf(item.loc));
  const synthetic = composites
    .filter((item) => item.lastmod < '2025')
    .map((item) => pathOf(item.loc));
  const articles = [];
  for (const path of handWritten) {
    const resolved = await json(
      `${stack.sandboxOrigin}/${SITE}/wp-json/app/resolve?path=${encodeURIComponent(path)}`,
    );
    const data = resolved.data;
    if (data?.kind === undefined || typeof data.title !== 'string') continue;
    articles.push({
      id: data.id,
      path,
      title: data.title,
      categoryId: data.category?.data?.id ?? null,
      categoryPath: data.category?.data?.url ?? null,
    });
  }
  const pages = ['/', ...categories, ...tags, ...authors, ...handWritten];
  const direct = client(stack.replicas[0].origin, 8);
  const html = new Map();
  for (let at = 0; at < pages.length; at += 8) {
    const batch = pages.slice(at, at + 8);
    const answers = await Promise.all(batch.map((path) => direct.get(HOST, path)));
    batch.forEach((path, index) => html.set(path, answers[index].body));
  }
  await direct.close();
  const site = { categories: new Set(categories), tags, authors, handWritten, synthetic, html };
  // Where each article is shown: its own page, and every link to it whose text is its teaser
  // title (teasers, top lists; the menus are left out: an article a menu links is probed apart).
  const links = new Map();
  for (const path of pages) {
    for (const match of (html.get(path) ?? '').matchAll(
      /<a class="([^"]*)" href="([^"]+)"[^>]*>([^<]+)<\/a>/g,
    )) {
      const [, className, href, text] = match;
      if (/menu|nav|breadcrumb|footer|header/.test(className)) continue;
      const list = links.get(href) ?? [];
      list.push({ path, className: className.split(' ')[0], text });
      links.set(href, list);
    }
  }
  for (const article of articles) {
    const shown = links.get(article.path) ?? [];
    // The teaser title: the text most links to the article show.
    const texts = new Map();
    for (const link of shown) texts.set(link.text, (texts.get(link.text) ?? 0) + 1);
    article.teaser = [...texts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    article.shownOn = [
      { path: article.path, how: 'own page' },
      ...shown
        .filter((link) => link.text === article.teaser && link.path !== article.path)
        .map((link) => ({ path: link.path, how: link.className })),
    ];
  }
  // The menus' contents, from the front page's header (shown on every page).
  const menu = await json(`${stack.sandboxOrigin}/${SITE}/wp-json/app/menus`);
  site.menu = menu;
  site.articles = articles;
  site.pages = pages;
  return site;
}

// ---------------------------------------------------------------------------------------------
// The reader load: paced loops through Varnish, bounded in time and count

function startReaderLoad(stack, paths, { rate, connections, maxSeconds }) {
  const edge = client(stack.edge, connections);
  const counts = { requests: 0, statuses: {}, xCache: {}, errors: 0 };
  const started = Date.now();
  const max = Math.ceil(rate * maxSeconds * 1.1);
  let stopped = false;
  const gapMs = (connections * 1000) / rate;
  const loop = async (offset) => {
    let next = performance.now() + offset;
    while (!stopped && counts.requests < max && Date.now() - started < maxSeconds * 1000) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      next += gapMs;
      const page = paths[Math.floor(Math.random() * paths.length)];
      try {
        const answer = await edge.get(page.host, page.path);
        counts.requests += 1;
        counts.statuses[answer.status] = (counts.statuses[answer.status] ?? 0) + 1;
        counts.xCache[answer.xCache] = (counts.xCache[answer.xCache] ?? 0) + 1;
      } catch {
        counts.errors += 1;
      }
    }
  };
  const loops = Array.from({ length: connections }, (_, index) =>
    loop((index * gapMs) / connections),
  );
  return {
    counts,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      await edge.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Edits and polling

async function edit(stack, kind, id, body, query = '') {
  const started = performance.now();
  const answer = await json(
    `${stack.sandboxOrigin}/__sandbox/content/${SITE}/${kind}/${id}${query}`,
    body === null
      ? { method: 'POST' }
      : {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  return { answer, started, ms: performance.now() - started };
}

async function publishAction(stack, id, action) {
  const started = performance.now();
  const answer = await json(
    `${stack.sandboxOrigin}/__sandbox/content/${SITE}/composite/${id}/${action}`,
    {
      method: 'POST',
    },
  );
  return { answer, started, ms: performance.now() - started };
}

/**
 * Polls a page through the edge from `t0` until `isFresh` holds and keeps holding for
 * CONFIRM_MS (a page that flips back to the old content is a flap, and the clock goes on), or
 * GIVE_UP_MS passed. `ms`: from t0 to the first answer of the final fresh streak, null if none.
 */
async function pollFresh(edge, { host, path, isFresh, isOld, t0 }) {
  let freshAt = null;
  let first = null;
  let flaps = 0;
  let last = null;
  for (;;) {
    const now = performance.now();
    if (freshAt !== null && now - freshAt >= CONFIRM_MS) break;
    if (now - t0 > GIVE_UP_MS) break;
    let answer;
    try {
      answer = await edge.get(host, path);
    } catch (error) {
      last = { error: error.message };
      await sleep(POLL_MS);
      continue;
    }
    last = answer;
    if (isFresh(answer)) {
      if (freshAt === null) {
        freshAt = answer.at;
        first ??= answer;
      }
    } else if (freshAt !== null) {
      flaps += 1;
      freshAt = null;
    }
    await sleep(freshAt === null ? POLL_MS : CONFIRM_POLL_MS);
  }
  const stable = freshAt !== null && performance.now() - freshAt >= CONFIRM_MS - 5;
  return {
    ms: stable ? freshAt - t0 : null,
    flaps,
    first: first === null ? null : { xCache: first.xCache, cacheStatus: first.cacheStatus },
    last:
      last === null || last.error !== undefined
        ? last
        : {
            status: last.status,
            xCache: last.xCache,
            age: last.age,
            cacheStatus: last.cacheStatus,
            old: isOld(last),
          },
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

function record(results, kind, outcome, detail) {
  const entry = results.get(kind) ?? { times: [], misses: 0, gone: 0, flaps: 0, details: [] };
  results.set(kind, entry);
  entry.flaps += outcome.flaps;
  if (outcome.ms !== null) entry.times.push(outcome.ms);
  else if (outcome.last?.old === false && detail.goneCounts) entry.gone += 1;
  else {
    entry.misses += 1;
    if (entry.details.length < 4) entry.details.push({ ...detail, last: outcome.last });
  }
  if (outcome.ms !== null && outcome.flaps > 0 && entry.details.length < 4)
    entry.details.push({ ...detail, flaps: outcome.flaps, first: outcome.first });
}

// ---------------------------------------------------------------------------------------------
// Redis: keyspace events (stores per page) and the key index's memory

async function redisClient(url) {
  const redis = createClient({ url });
  redis.on('error', () => undefined);
  await redis.connect();
  return redis;
}

/** Every HSET of a page hash (`mag:rc:{site}:{path}`): one per render that stored. */
async function watchStores(redisUrl) {
  const admin = await redisClient(redisUrl);
  try {
    await admin.configSet('notify-keyspace-events', 'Kh');
  } catch (error) {
    await admin.close();
    return { available: false, reason: error.message, stores: [], stop: async () => undefined };
  }
  await admin.close();
  const subscriber = await redisClient(redisUrl);
  const stores = [];
  await subscriber.pSubscribe(`__keyspace@0__:mag:rc:${SITE}:*`, (message, channel) => {
    if (message === 'hset')
      stores.push({ path: channel.slice(`__keyspace@0__:mag:rc:${SITE}:`.length), at: Date.now() });
  });
  return {
    available: true,
    stores,
    // A subscribed client's QUIT is never answered here: closed at once instead.
    stop: () => {
      subscriber.destroy();
      return Promise.resolve();
    },
  };
}

async function indexMemory(redis) {
  let keys = 0;
  let bytes = 0;
  let members = 0;
  for await (const batch of redis.scanIterator({ MATCH: 'mag:rc:sk:*', COUNT: 1000 })) {
    const list = Array.isArray(batch) ? batch : [batch];
    if (list.length === 0) continue;
    const multi = redis.multi();
    for (const key of list) multi.memoryUsage(key).sCard(key);
    const replies = await multi.exec();
    keys += list.length;
    for (let at = 0; at < replies.length; at += 2) {
      bytes += Number(replies[at] ?? 0);
      members += Number(replies[at + 1] ?? 0);
    }
  }
  const info = await redis.info('memory');
  const used = Number(/used_memory:(\d+)/.exec(info)?.[1] ?? NaN);
  return { keys, bytes, members, used };
}

// ---------------------------------------------------------------------------------------------
// The run

/** Counts now minus counts before, by key. */
const since = (now, earlier) =>
  Object.fromEntries(Object.entries(now).map(([key, count]) => [key, count - (earlier[key] ?? 0)]));

const fmtMs = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');

function printFreshness(results) {
  console.log(
    `\n${'time to fresh through Varnish, by page kind'.padEnd(44)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'misses'.padStart(7)} ${'flaps'.padStart(6)}  goal p99 <= 2 s`,
  );
  let allMet = true;
  for (const [kind, entry] of results) {
    const n = entry.times.length + entry.misses;
    // A miss counts as never: p99 over every poll, misses included.
    const withMisses = [...entry.times, ...Array.from({ length: entry.misses }, () => Infinity)];
    const p50 = percentile(withMisses, 0.5);
    const p99 = percentile(withMisses, 0.99);
    const met = p99 <= GOAL_P99_MS;
    allMet &&= met;
    console.log(
      `  ${kind.padEnd(42)} ${String(n).padStart(4)} ${fmtMs(p50).padStart(8)} ${fmtMs(p99).padStart(8)} ${String(entry.misses).padStart(7)} ${String(entry.flaps).padStart(6)}  ${met ? 'MET' : 'MISSED'}${entry.gone > 0 ? ` (${entry.gone} no longer showed it)` : ''}`,
    );
  }
  for (const [kind, entry] of results) {
    for (const detail of entry.details) console.log(`    ${kind}: ${JSON.stringify(detail)}`);
  }
  return allMet;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const cleanups = [];
  const shutdown = onShutdown(cleanups);
  // onShutdown stops everything on Ctrl-C; a SIGTERM (timeout, CI) does the same.
  process.once('SIGTERM', () => {
    void shutdown().then(() => process.exit(143));
  });
  let exitCode = 0;
  try {
    exitCode = await run(options, cleanups);
  } catch (error) {
    console.error(`[freshness] failed: ${error.stack ?? error.message}`);
    exitCode = 1;
  } finally {
    await shutdown();
  }
  process.exit(exitCode);
}

async function run(options, cleanups) {
  const began = Date.now();
  console.log(
    `[freshness] sandbox (${options.synthetic} synthetic articles per site), redis-server, 2 replicas, varnishd (2 backends, round robin); ${options.edits} edits, ${options.rate} reader req/s`,
  );
  const stack = await startAll(options, cleanups);
  console.log(
    `[freshness] edge ${stack.edge}, replicas ${stack.replicas.map((replica) => replica.origin).join(', ')}, redis ${stack.redis.url}${stack.redis.owned ? ` (pid ${stack.redis.pid})` : ' (REDIS_URL)'}; the sandbox's webhook goes to a relay that alternates between the replicas per edit`,
  );
  const redis = await redisClient(stack.redis.url);
  cleanups.push(() => redis.close());
  const site = await discover(stack);

  // The articles to edit: shown on a few pages besides their own, not linked from a menu (that
  // one is on every page: it is probed on its own below).
  const menuIds = new Set(menuEntries(site.menu).map((item) => item.id));
  const menuLinked = site.articles.find((article) => menuIds.has(article.id));
  const pool = site.articles
    .filter((article) => !menuIds.has(article.id) && article.teaser !== null)
    .filter((article) => article.shownOn.length >= 3 && article.shownOn.length <= 12)
    .sort((a, b) => b.shownOn.length - a.shownOn.length);
  if (pool.length < options.stormArticles + 2)
    throw new Error(`only ${pool.length} articles are shown on listings: nothing to measure`);
  const stormArticles = pool.slice(-options.stormArticles);
  const editable = pool.slice(0, pool.length - options.stormArticles);
  const unrelated = site.handWritten
    .filter((path) => !pool.some((article) => article.path === path))
    .filter((path) => path !== menuLinked?.path)
    .filter(
      (path) => !pool.some((article) => site.html.get(path)?.includes(`href="${article.path}"`)),
    )
    .slice(0, 5);
  console.log(
    `[freshness] ${site.articles.length} hand-written articles on ${SITE}; ${editable.length} edited in turn (shown on ${editable.map((article) => article.shownOn.length).join('/')} pages each, own page included), ${stormArticles.length} for the storm, ${unrelated.length} unrelated articles watched; ${site.pages.length} pages looked at`,
  );

  // The reader mix: the front pages of every site, wom-dk's listings and articles, sitemaps, and
  // a long tail of synthetic articles.
  const mix = [
    ...Array.from({ length: 10 }, () => ({ host: HOST, path: '/' })),
    ...OTHER_HOSTS.map((host) => ({ host, path: '/' })),
    ...site.pages.map((path) => ({ host: HOST, path })),
    { host: HOST, path: '/sitemap.xml' },
    { host: HOST, path: '/sitemaps/contenthub_composite.xml' },
    ...site.synthetic.slice(0, 30).map((path) => ({ host: HOST, path })),
  ];
  // Warm every page of the mix through the edge, and on both replicas directly.
  const edge = client(stack.edge, 24);
  cleanups.push(() => edge.close());
  const direct = stack.replicas.map((replica) => client(replica.origin, 8));
  cleanups.push(() => Promise.all(direct.map((one) => one.close())));
  for (let at = 0; at < mix.length; at += 12) {
    await Promise.all(mix.slice(at, at + 12).map((page) => edge.get(page.host, page.path)));
  }
  for (const path of unrelated) {
    for (const replica of direct) await replica.get(HOST, path);
  }

  // -- Stage 1: edits under reader load --------------------------------------------------------
  const stageSeconds =
    options.baselineSeconds + Math.ceil((options.edits * options.editIntervalMs) / 1000) + 90;
  const load = startReaderLoad(stack, mix, {
    rate: options.rate,
    connections: options.connections,
    maxSeconds: stageSeconds,
  });
  let loadStopped = false;
  cleanups.push(() => (loadStopped ? undefined : load.stop()));
  await sleep(2_000);
  // The same load without edits first, for as long as a page stays fresh (s-maxage 60 s): each
  // page of the mix expires and is rendered again once in it, as it is every minute anyway.
  let baseline = null;
  if (options.baselineSeconds > 0) {
    console.log(`[freshness] stage 0: ${options.baselineSeconds} s of reader load without edits`);
    const quietBefore = await scrapeAll(stack);
    const quietLoad = load.counts.requests;
    await sleep(options.baselineSeconds * 1000);
    const quietAfter = await scrapeAll(stack);
    baseline = {
      renders: delta(quietBefore, quietAfter, 'render_duration_seconds_count'),
      requests: load.counts.requests - quietLoad,
    };
  }
  const before = await scrapeAll(stack);
  const loadBefore = load.counts.requests;
  const mixBefore = { statuses: { ...load.counts.statuses }, xCache: { ...load.counts.xCache } };
  const stageStart = performance.now();
  const results = new Map();
  const webhooks = { calls: 0, retried: 0, failed: 0, ms: [] };
  const unrelatedSeen = { edge: {}, replicas: {} };
  let pollRequests = 0;
  const countingEdge = {
    get: (host, path) => {
      pollRequests += 1;
      return edge.get(host, path);
    },
  };
  const noteWebhook = (answer, ms) => {
    webhooks.calls += 1;
    webhooks.ms.push(ms);
    const outcome = answer.webhook;
    if (typeof outcome === 'object' && outcome.attempts > 1) webhooks.retried += 1;
    if (typeof outcome !== 'object' || outcome.error !== undefined) webhooks.failed += 1;
  };

  let version = 0;
  const editTimings = [];
  const titleEdits = Math.max(1, options.edits - 8);
  const pending = [];
  let expectedPages = 0;
  console.log(
    `[freshness] stage 1: ${titleEdits} article title edits, one every ${options.editIntervalMs} ms`,
  );
  for (let index = 0; index < titleEdits; index++) {
    const article = editable[index % editable.length];
    version += 1;
    const oldTitle = article.title;
    const oldTeaser = article.teaser;
    const tag = Math.random().toString(36).slice(2, 8);
    const newTitle = `Frisk titel ${version} ${tag}`;
    const newTeaser = `Frisk teaser ${version} ${tag}`;
    const scheduled = performance.now();
    const job = (async () => {
      const { answer, started, ms } = await edit(stack, 'composite', article.id, {
        title: newTitle,
        teaser_title: newTeaser,
      });
      noteWebhook(answer, ms);
      article.title = newTitle;
      article.teaser = newTeaser;
      expectedPages += new Set(article.shownOn.map((shown) => shown.path)).size;
      const checks = articleChecks(article, newTitle, newTeaser, oldTitle, oldTeaser);
      const polls = checks.map(async (check) => {
        const outcome = await pollFresh(countingEdge, { host: HOST, ...check, t0: started });
        const kind =
          check.how === 'own page'
            ? 'article page'
            : `${kindOfPage(check.path, site)} (${check.how})`;
        record(results, `title edit: ${kind}`, outcome, {
          path: check.path,
          id: article.id,
          goneCounts: true,
        });
      });
      await Promise.all(polls);
      const purge = stack.purgeRelay.purges.find(
        (candidate) =>
          candidate.at >= started && candidate.keys.includes(`${SITE}:composite:${article.id}`),
      );
      editTimings.push({ purgeMs: purge === undefined ? null : purge.at - started });
      // Pages that never showed the article: still cached at the edge and in memory.
      for (const path of unrelated) {
        const seen = await edge.get(HOST, path);
        unrelatedSeen.edge[seen.xCache] = (unrelatedSeen.edge[seen.xCache] ?? 0) + 1;
        for (const replica of direct) {
          const status = (await replica.get(HOST, path)).cacheStatus;
          const label = /detail=memory/.test(status)
            ? 'memory hit'
            : /fwd=miss/.test(status)
              ? 'miss (rendered)'
              : status.replace(/ttl=\d+; /, '');
          unrelatedSeen.replicas[label] = (unrelatedSeen.replicas[label] ?? 0) + 1;
        }
      }
    })();
    pending.push(job);
    const wait = scheduled + options.editIntervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    // Never two edits of one article while the first is still polled.
    if (pending.length >= editable.length) await pending[pending.length - editable.length];
  }
  await Promise.all(pending);
  const afterTitles = await scrapeAll(stack);
  const loadAfterTitles = load.counts.requests;
  const staleDuringTitles = delta(
    before,
    afterTitles,
    'content_refresh_pages_total',
    'result="stale"',
  );
  const renderedDuringTitles = delta(
    before,
    afterTitles,
    'content_refresh_pages_total',
    'result="rendered"',
  );

  // -- Stage 1b: the other kinds of edit, one at a time -----------------------------------------
  console.log(
    '[freshness] stage 1b: category names, menu items, an article linked from the menu, unpublish and publish',
  );
  const probeLines = [];
  /**
   * One edit on its own: `make()` edits (answering the sandbox's answer and when it was sent),
   * then every check is polled; prints what the replicas did for it.
   */
  const probe = async (name, make, checks) => {
    const metricsBefore = await scrapeAll(stack);
    const callsBefore = stack.relay.calls.length;
    const { answer, started, ms } = await make();
    noteWebhook(answer, ms);
    await Promise.all(
      checks(answer).map(async (check) => {
        const outcome = await pollFresh(countingEdge, { host: HOST, ...check, t0: started });
        record(results, check.kind, outcome, { path: check.path, edit: name });
      }),
    );
    const metricsAfter = await scrapeAll(stack);
    const calls = stack.relay.calls.slice(callsBefore);
    probeLines.push(
      `  ${name.padEnd(44)} webhook ${calls.map((call) => `${call.status} in ${fmtMs(call.ms)} at replica ${stack.replicas.findIndex((replica) => replica.origin === call.target) + 1}`).join(', ')}; pages made stale ${delta(metricsBefore, metricsAfter, 'content_refresh_pages_total', 'result="stale"')}, rendered again ${delta(metricsBefore, metricsAfter, 'content_refresh_pages_total', 'result="rendered"')}, origin renders ${delta(metricsBefore, metricsAfter, 'render_duration_seconds_count')}, edge purges ${delta(metricsBefore, metricsAfter, 'edge_purges_total')}`,
    );
    probeEdits.push(name);
  };
  const probeEdits = [];
  const unique = () => `${++version} ${Math.random().toString(36).slice(2, 6)}`;
  // Category names: the listing's heading, an article's breadcrumb, and the header menu that
  // links the category (on every page).
  const categoryTargets = [...new Set(pool.map((article) => article.categoryId))]
    .filter((id) => id !== null)
    .slice(0, 3);
  for (const categoryId of categoryTargets) {
    const article = site.articles.find((candidate) => candidate.categoryId === categoryId);
    const name = `Kategori ${unique()}`;
    const shows = (r) => r.body.includes(name);
    await probe(
      `category ${categoryId} renamed`,
      () => edit(stack, 'category', categoryId, { name }),
      (answer) => {
        const oldName = escapeHtml(String(answer.changed.name?.from ?? ''));
        const isOld = (r) => r.body.includes(oldName);
        return [
          { kind: 'category name: its listing', path: article.categoryPath, isFresh: shows, isOld },
          { kind: 'category name: article breadcrumb', path: article.path, isFresh: shows, isOld },
          { kind: 'category name: header menu (front page)', path: '/', isFresh: shows, isOld },
          {
            kind: 'category name: header menu (unrelated article)',
            path: unrelated[0],
            isFresh: shows,
            isOld,
          },
        ].filter((check) => typeof check.path === 'string');
      },
    );
  }
  // Menu items: own titles of two header items (on every page).
  const header = site.menu['header-primary']?.data ?? [];
  const menuItems = header.flatMap((item) => [item, ...(item.children ?? [])]).slice(1, 3);
  for (const item of menuItems) {
    const title = `Menupunkt ${unique()}`;
    await probe(
      `menu item ${item.id} retitled`,
      () => edit(stack, 'menu-item', item.id, { title }, '?location=header-primary'),
      () =>
        ['/', unrelated[1] ?? unrelated[0], [...site.categories][0]].map((path) => ({
          kind: 'menu item title: every page',
          path,
          isFresh: (r) => r.body.includes(title),
          isOld: () => true,
        })),
    );
  }
  // An article the header menu links (its teaser title is in the menu on every page).
  if (menuLinked !== undefined) {
    const tag = unique();
    const title = `Menuartikel ${tag}`;
    const teaser = `Menuteaser ${tag}`;
    const oldTitle = escapeHtml(menuLinked.title);
    await probe(
      `menu-linked article ${menuLinked.id} retitled`,
      () => edit(stack, 'composite', menuLinked.id, { title, teaser_title: teaser }),
      () => [
        {
          kind: 'menu-linked article: its page',
          path: menuLinked.path,
          isFresh: (r) => r.body.includes(title),
          isOld: (r) => r.body.includes(oldTitle),
        },
        ...['/', unrelated[2] ?? unrelated[0]].map((path) => ({
          kind: 'menu-linked article: header menu on other pages',
          path,
          isFresh: (r) => r.body.includes(teaser),
          isOld: () => true,
        })),
      ],
    );
  }
  // Unpublish, then publish again: the sitemap, the article page, the listings that showed it.
  const target = editable[0];
  for (const action of ['unpublish', 'publish']) {
    const shown = action === 'publish';
    const check = (kind, path, isFresh) => ({ kind, path, isFresh, isOld: (r) => !isFresh(r) });
    await probe(
      `article ${target.id} ${action}ed`,
      () => publishAction(stack, target.id, action),
      () => [
        check(
          `${action}: sitemap`,
          '/sitemaps/contenthub_composite.xml',
          (r) => r.body.includes(`${target.path}</loc>`) === shown,
        ),
        check(`${action}: article page`, target.path, (r) => (r.status === 200) === shown),
        ...target.shownOn
          .filter((shownOn) => shownOn.how !== 'own page')
          .map(({ path, how }) =>
            check(
              `${action}: ${kindOfPage(path, site)} (${how})`,
              path,
              (r) => linkTexts(r.body, target.path, how).length > 0 === shown,
            ),
          ),
      ],
    );
  }
  await sleep(1_000);
  const after = await scrapeAll(stack);
  const loadRequests = load.counts.requests - loadBefore;
  const stageSecondsTaken = (performance.now() - stageStart) / 1000;
  await load.stop();
  loadStopped = true;

  const editsMade = titleEdits + probeEdits.length;
  const renders = delta(before, after, 'render_duration_seconds_count');
  const backgroundRenders = delta(
    before,
    after,
    'content_refresh_pages_total',
    'result="rendered"',
  );
  const rendersByType = {};
  for (const [key] of after[0]) {
    const type = /^render_duration_seconds_count\{page_type="([^"]+)"/.exec(key)?.[1];
    if (type !== undefined)
      rendersByType[type] = delta(
        before,
        after,
        'render_duration_seconds_count',
        `page_type="${type}"`,
      );
  }
  console.log(
    `\n[freshness] stage 1: ${editsMade} edits (${titleEdits} article titles, ${probeEdits.join(', ')}) in ${stageSecondsTaken.toFixed(0)} s under ${loadRequests} reader requests (${(loadRequests / stageSecondsTaken).toFixed(0)}/s; statuses ${JSON.stringify(since(load.counts.statuses, mixBefore.statuses))}, X-Cache ${JSON.stringify(since(load.counts.xCache, mixBefore.xCache))}, ${load.counts.errors} errors) and ${pollRequests} poll requests`,
  );
  const met = printFreshness(results);
  const purgeTimes = editTimings.map((timing) => timing.purgeMs).filter((ms) => ms !== null);
  console.log(
    `  article title edits: edge purge (PURGE with the article's key at Varnish) ${fmtMs(percentile(purgeTimes, 0.5))} p50, ${fmtMs(percentile(purgeTimes, 0.99))} p99 after the edit was sent; ${editTimings.length - purgeTimes.length} edits without one`,
  );
  console.log('\n  one edit at a time (stage 1b):');
  for (const text of probeLines) console.log(text);

  console.log('');
  const perThousand = (renders / Math.max(1, loadRequests)) * 1000;
  const perThousandAll = (renders / Math.max(1, loadRequests + pollRequests)) * 1000;
  const line = (label, value, goal, text) =>
    console.log(`${label.padEnd(62)} ${value.padStart(12)}  ${goal.padEnd(14)} ${text}`);
  line(
    'origin renders per 1,000 reader requests (both replicas)',
    perThousand.toFixed(2),
    `goal < ${GOAL_RENDERS_PER_1000}`,
    perThousand < GOAL_RENDERS_PER_1000 ? 'MET' : 'MISSED',
  );
  const titleRenders = delta(before, afterTitles, 'render_duration_seconds_count');
  line(
    '  … in the article title edits alone',
    ((titleRenders / Math.max(1, loadAfterTitles - loadBefore)) * 1000).toFixed(2),
    '',
    `(${titleRenders} renders, ${loadAfterTitles - loadBefore} reader requests, ${titleEdits} edits: one every ${(options.editIntervalMs / 1000).toFixed(1)} s)`,
  );
  if (baseline !== null)
    line(
      '  … with the same load and no edits (stage 0)',
      ((baseline.renders / Math.max(1, baseline.requests)) * 1000).toFixed(2),
      '',
      `(${baseline.renders} renders, ${baseline.requests} reader requests in ${options.baselineSeconds} s: every page of the mix is rendered again once per s-maxage)`,
    );
  line(
    '  … per 1,000 edge requests, the freshness polls included',
    perThousandAll.toFixed(2),
    '',
    `(${renders} renders over ${mix.length} pages in the mix)`,
  );
  line(
    '  … of which background re-renders after edits',
    String(backgroundRenders),
    '',
    `(${renderedDuringTitles} in the title edits); the rest are readers' misses and stale revalidations (s-maxage 60 s, pages purged by an edit asked again); by page type ${JSON.stringify(rendersByType)}`,
  );
  line(
    'pages made stale per article title edit (content_refresh stale)',
    (staleDuringTitles / titleEdits).toFixed(2),
    'reported',
    `pages that show the article: ${(expectedPages / titleEdits).toFixed(2)} per edit (polled)`,
  );
  const edgeSeen = Object.values(unrelatedSeen.edge).reduce((a, b) => a + b, 0);
  const edgeKept = (unrelatedSeen.edge.HIT ?? 0) + (unrelatedSeen.edge.STALE ?? 0);
  const replicaSeen = Object.values(unrelatedSeen.replicas).reduce((a, b) => a + b, 0);
  line(
    'pages not showing the edited article still cached at the edge',
    `${((edgeKept / Math.max(1, edgeSeen)) * 100).toFixed(1)} %`,
    'goal 100 %',
    `${edgeKept === edgeSeen ? 'MET' : 'MISSED'} X-Cache ${JSON.stringify(unrelatedSeen.edge)}`,
  );
  line(
    "  … and in the replicas' memory (Cache-Status)",
    `${(((unrelatedSeen.replicas['memory hit'] ?? 0) / Math.max(1, replicaSeen)) * 100).toFixed(1)} %`,
    '',
    JSON.stringify(unrelatedSeen.replicas),
  );
  line(
    'content webhook calls (sandbox → relay → replica): p50 / max',
    `${fmtMs(percentile(webhooks.ms, 0.5))} / ${fmtMs(Math.max(...webhooks.ms))}`,
    'reported',
    `${webhooks.calls} calls, ${webhooks.retried} retried by the sandbox (2 s timeout), ${webhooks.failed} failed`,
  );
  line(
    'edge purges (edge_purges_total by outcome)',
    String(delta(before, after, 'edge_purges_total')),
    'reported',
    `purged ${delta(before, after, 'edge_purges_total', 'outcome="purged"')}, failed ${delta(before, after, 'edge_purges_total', 'outcome="failed"')}; mean duration ${fmtMs((delta(before, after, 'edge_purge_duration_seconds_sum') / Math.max(1, delta(before, after, 'edge_purge_duration_seconds_count'))) * 1000)}`,
  );
  const keysPerPage =
    after.reduce((sum, samples) => sum + total(samples, 'surrogate_keys_per_page_sum'), 0) /
    Math.max(
      1,
      after.reduce((sum, samples) => sum + total(samples, 'surrogate_keys_per_page_count'), 0),
    );
  line('surrogate keys per stored page (mean)', keysPerPage.toFixed(1), 'reported', '');

  // -- Stage 2: an edit storm -----------------------------------------------------------------
  const stormLoad = startReaderLoad(stack, mix, {
    rate: options.rate,
    connections: options.connections,
    maxSeconds: options.stormSeconds + 25,
  });
  let stormLoadStopped = false;
  cleanups.push(() => (stormLoadStopped ? undefined : stormLoad.stop()));
  const watch = await watchStores(stack.redis.url);
  cleanups.push(() => watch.stop());
  const stormBefore = await scrapeAll(stack);
  const stormStart = Date.now();
  const stormPaths = new Set(
    stormArticles.flatMap((article) => article.shownOn.map((shownOn) => shownOn.path)),
  );
  const stormCalls = [];
  const stormGap = (options.stormSeconds * 1000) / options.stormEdits;
  const lastTitle = new Map();
  for (let index = 0; index < options.stormEdits; index++) {
    const article = stormArticles[index % stormArticles.length];
    const title = `Storm ${index} ${Math.random().toString(36).slice(2, 6)}`;
    lastTitle.set(article, { title, at: 0 });
    const sent = performance.now();
    stormCalls.push(
      edit(stack, 'composite', article.id, { title, teaser_title: `${title} teaser` }).then(
        (result) => {
          noteWebhook(result.answer, result.ms);
          return result;
        },
        (error) => ({ error: error.message }),
      ),
    );
    lastTitle.get(article).at = sent;
    const wait = stormStart + (index + 1) * stormGap - Date.now();
    if (wait > 0) await sleep(wait);
  }
  const stormSent = Date.now();
  const stormLast = await Promise.all(
    stormArticles.map(async (article) => {
      const { title, at } = lastTitle.get(article);
      const outcome = await pollFresh(countingEdge, {
        host: HOST,
        path: article.path,
        isFresh: (r) => r.body.includes(title),
        isOld: () => true,
        t0: at,
      });
      return { path: article.path, ...outcome };
    }),
  );
  const stormAnswers = await Promise.all(stormCalls);
  await sleep(2_000);
  const stormAfter = await scrapeAll(stack);
  await stormLoad.stop();
  stormLoadStopped = true;
  await watch.stop();
  const stormElapsed = (Date.now() - stormStart) / 1000;
  console.log(
    `\n[freshness] stage 2: edit storm, ${options.stormEdits} edits in ${((stormSent - stormStart) / 1000).toFixed(1)} s to ${stormArticles.length} articles (${stormPaths.size} pages show them), readers at ${options.rate}/s`,
  );
  const stormFailed = stormAnswers.filter((answer) => answer.error !== undefined).length;
  const stormRetried = stormAnswers.filter(
    (answer) => typeof answer.answer?.webhook === 'object' && answer.answer.webhook.attempts > 1,
  ).length;
  const stormWebhookFailed = stormAnswers.filter(
    (answer) =>
      answer.answer !== undefined &&
      (typeof answer.answer.webhook !== 'object' || answer.answer.webhook.error !== undefined),
  ).length;
  console.log(
    `  edits refused ${stormFailed}; webhook calls the sandbox retried ${stormRetried}, that failed ${stormWebhookFailed}; PATCH p50 ${fmtMs(
      percentile(
        stormAnswers.filter((a) => a.ms !== undefined).map((a) => a.ms),
        0.5,
      ),
    )}, max ${fmtMs(Math.max(...stormAnswers.filter((a) => a.ms !== undefined).map((a) => a.ms)))}`,
  );
  const stormRenders = delta(stormBefore, stormAfter, 'render_duration_seconds_count');
  console.log(
    `  origin renders during the storm (render_duration_seconds_count, both replicas, every page the readers asked for too): ${stormRenders} in ${stormElapsed.toFixed(1)} s`,
  );
  if (watch.available) {
    const perSecond = new Map();
    const byPath = new Map();
    for (const store of watch.stores) {
      const bucket = `${store.path} ${Math.floor(store.at / 1000)}`;
      perSecond.set(bucket, (perSecond.get(bucket) ?? 0) + 1);
      const times = byPath.get(store.path) ?? [];
      times.push(store.at);
      byPath.set(store.path, times);
    }
    const max = Math.max(0, ...perSecond.values());
    const worst = [...perSecond].filter(([, count]) => count === max).slice(0, 3);
    let minGap = Infinity;
    let worstPath = '';
    let worstAt = 0;
    for (const [path, times] of byPath) {
      times.sort((a, b) => a - b);
      for (let at = 1; at < times.length; at++) {
        if (times[at] - times[at - 1] < minGap) {
          minGap = times[at] - times[at - 1];
          worstPath = path;
          worstAt = times[at];
        }
      }
    }
    const stormStores = [...byPath]
      .filter(([path]) => stormPaths.has(path))
      .map(([path, times]) => `${path} ${times.length}`);
    console.log(
      `  stores per page per calendar second (Redis HSET of the page, either replica): max ${max} (${worst.map(([bucket]) => bucket).join('; ')}); shortest gap between two stores of one page ${fmtMs(minGap)} (${worstPath}); goal one render per page per second: ${max <= 2 && minGap >= 500 ? 'MET' : 'MISSED'} (renders are claimed 1 s apart and a store lands when its render ends, so two stores can share a calendar second and lie a little under 1 s apart; two renders that were not claimed apart lie a render's time apart, under 500 ms)`,
    );
    if (minGap < 500) {
      // Who rendered it: the replicas' request lines for that page around the two stores.
      const around = stack.replicas
        .flatMap((replica) => replica.log)
        .filter(
          (line) =>
            line.host === HOST &&
            line.path === worstPath &&
            line.at >= worstAt - minGap - 1_500 &&
            line.at <= worstAt + 300,
        )
        .sort((a, b) => a.at - b.at)
        .map(
          (line) =>
            `replica ${line.replica} ${new Date(line.at).toISOString().slice(17, 23)} ${line.cacheStatus}`,
        );
      console.log(
        `  the two stores of ${worstPath} ${fmtMs(minGap)} apart (the second at ${new Date(worstAt).toISOString().slice(17, 23)}); the replicas' origin answers for it just before: ${around.join(', ') || 'none logged (background revalidations of stale copies are not logged)'}`,
      );
    }
    const stormStoreCount = [...byPath]
      .filter(([path]) => stormPaths.has(path))
      .reduce((sum, [, times]) => sum + times.length, 0);
    console.log(
      `  stores of the pages that show the storm's articles: ${stormStoreCount} (bound ${stormPaths.size} pages × ${Math.ceil(stormElapsed)} s = ${stormPaths.size * Math.ceil(stormElapsed)}): ${stormStores.join(', ')}`,
    );
  } else {
    console.log(`  keyspace events unavailable (${watch.reason}): no per-page count`);
  }
  for (const outcome of stormLast) {
    console.log(
      `  last title after the storm on ${outcome.path}: ${outcome.ms === null ? `NOT fresh within ${GIVE_UP_MS / 1000} s (${JSON.stringify(outcome.last)})` : `fresh ${fmtMs(outcome.ms)} after its edit was sent`}${outcome.flaps > 0 ? `, ${outcome.flaps} flaps` : ''}`,
    );
  }

  // -- Stage 3: the key index's memory --------------------------------------------------------
  const k = options.indexPages;
  const targets = [];
  for (let page = 2; targets.length < k && page < 100; page++) {
    const items = await sitemapPaths(stack, 'contenthub_composite', page);
    targets.push(...items.map((item) => pathOf(item.loc)));
  }
  const indexBefore = await indexMemory(redis);
  const renderStart = Date.now();
  let next = 0;
  const renderer = direct[0];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < Math.min(k, targets.length)) {
        const path = targets[next++];
        await renderer.get(HOST, path);
      }
    }),
  );
  const indexAfter = await indexMemory(redis);
  const cached = Math.min(k, targets.length);
  const perPage = (indexAfter.bytes - indexBefore.bytes) / cached;
  const usedPerPage = (indexAfter.used - indexBefore.used) / cached;
  console.log(
    `\n[freshness] stage 3: key index in Redis, ${cached} synthetic article pages cached in ${((Date.now() - renderStart) / 1000).toFixed(1)} s (estimated: measured over ${cached} pages, extrapolated linearly)`,
  );
  console.log(
    `  mag:rc:sk:* sets ${indexBefore.keys} → ${indexAfter.keys} (${indexAfter.members - indexBefore.members} members more), MEMORY USAGE ${(indexBefore.bytes / 1024).toFixed(0)} → ${(indexAfter.bytes / 1024).toFixed(0)} KB: ${perPage.toFixed(0)} B per cached article page`,
  );
  console.log(
    `  at 100,000 cached articles per site: key index ≈ ${((perPage * 100_000) / 1024 / 1024).toFixed(1)} MB per site (${((perPage * 100_000 * 7) / 1024 / 1024).toFixed(0)} MB for the 7 sites); all of Redis (INFO used_memory, pages included) ≈ ${((usedPerPage * 100_000) / 1024 / 1024).toFixed(0)} MB per site (${(usedPerPage / 1024).toFixed(1)} KB per page)`,
  );

  console.log(
    `\n[freshness] done in ${((Date.now() - began) / 1000).toFixed(0)} s; time to fresh ${met ? 'MET' : 'MISSED'}, renders per 1,000 ${perThousand < GOAL_RENDERS_PER_1000 ? 'MET' : 'MISSED'}`,
  );
  const edgeErrors = stack.replicas
    .map((replica, index) =>
      replica.warnings.length === 0
        ? null
        : `product ${index + 1}: ${replica.warnings.length} warn/error lines: ${[...new Set(replica.warnings.map((text) => /"msg":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 200)))].join('; ')}; last: ${replica.warnings.at(-1).slice(0, 400)}`,
    )
    .filter((text) => text !== null);
  for (const text of edgeErrors) console.log(`  ${text}`);
  return 0;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  void main();
}
