// Growth: how the uncached render and the cache hit cost grow with the number of sites and with
// page size, with the sandbox at 100 000 synthetic articles per site (sandbox/README.md, "Scale
// mode"). For each site count (1, 7, 50: the built-in sites first, then synthetic `syn-…` ones):
// sandbox start time (goal < 3 s), product start time and RSS, uncached render (`?cacheClear=1`)
// of a short, a medium and a long synthetic article (the same article in three body sizes):
// req/s, product CPU per request (/proc/<pid>/stat; the sandbox is not counted) and HTML bytes,
// and the hit path over many distinct URLs spread over all sites, warmed first. Rounds, medians.
//
//   node bench/growth.mjs [--sites 1,7,50] [--articles 100000] [--urls 500]
//                         [--seconds 5] [--rounds 5] [--connections 8]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { Pool } from 'undici';
import {
  cpuSeconds,
  ensureBuilt,
  stackPorts,
  median,
  onShutdown,
  ROOT,
  rssMb,
  SERVER_NODE_FLAGS,
  startProcess,
  verdict,
  waitForHttp,
} from './bench-kit.mjs';
import { benchArgs } from './cli-args.mjs';

const { values } = benchArgs(import.meta.url, {
  sites: { type: 'string', default: '1,7,50' },
  articles: { type: 'string', default: '100000' },
  urls: { type: 'string', default: '500' },
  seconds: { type: 'string', default: '5' },
  rounds: { type: 'string', default: '5' },
  connections: { type: 'string', default: '8' },
});
const siteCounts = values.sites.split(',').map(Number);
const articles = Number(values.articles);
const urlCount = Number(values.urls);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const BUILT_IN_SITES = 7;
const SANDBOX_START_GOAL_MS = 3000;
/** Synthetic numbers 3k+1, 3k+2, 3k+3: one article with a short, medium and long body. */
const SIZED = { short: 3001, medium: 3002, long: 3003 };
const MAX_REQUESTS = 200_000;

const cleanups = [];
const shutdown = onShutdown(cleanups);
const dir = mkdtempSync(join(tmpdir(), 'bench-growth-'));
cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the sandbox at scale; resolves when it prints its ready line, with the start times. */
async function startSandbox(sites, ports) {
  const sitesFile = join(dir, `sandbox-sites-${sites}.json`);
  let onReady;
  const ready = new Promise((resolve) => (onReady = resolve));
  const began = performance.now();
  const sandbox = startProcess('sandbox', process.execPath, ['dist/sandbox/main.mjs'], {
    cwd: ROOT,
    env: {
      ...ports.env,
      SANDBOX_SYNTHETIC_ARTICLES: String(articles),
      SANDBOX_SYNTHETIC_SITES: String(Math.max(0, sites - BUILT_IN_SITES)),
      SANDBOX_SITES_FILE_OUT: sitesFile,
    },
    onOutput: (chunk) => {
      const line = /\{[^\n]*"sandbox ready"[^\n]*\}/.exec(chunk.toString());
      if (line) onReady(JSON.parse(line[0]));
    },
  });
  cleanups.push(() => sandbox.stop());
  const line = await Promise.race([
    ready,
    sandbox.exited.then(() => {
      throw new Error(`the sandbox stopped:\n${sandbox.output()}`);
    }),
  ]);
  const wallMs = performance.now() - began;
  return { sandbox, sitesFile, wallMs, inProcessMs: line.startMs, rss: line.rssMb };
}

/** The product's sites file: the first `sites` entries of the one the sandbox wrote. */
function productSitesFile(sitesFile, sites) {
  const file = JSON.parse(readFileSync(sitesFile, 'utf8'));
  const trimmed = { ...file, sites: file.sites.slice(0, sites) };
  const path = join(dir, `product-sites-${sites}.json`);
  writeFileSync(path, JSON.stringify(trimmed));
  return { path, ids: trimmed.sites.map((site) => site.id) };
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Site paths of a site's article sitemap from `position` (0-based) on, `count` of them. */
async function sitemapPaths(sandboxOrigin, site, position, count) {
  const perPage = 1000;
  const paths = [];
  for (let at = position; paths.length < count; at = position + paths.length) {
    const page = Math.floor(at / perPage) + 1;
    const body = await json(
      `${sandboxOrigin}/${site}/wp-json/app/sitemaps/contenthub_composite?page=${page}&per_page=${perPage}`,
    );
    const items = body.data.items.slice(at % perPage, (at % perPage) + count - paths.length);
    if (items.length === 0) break;
    paths.push(...items.map((item) => new URL(item.loc).pathname));
  }
  return paths;
}

/** Published hand-written articles of a site: synthetic number 1 follows them in the sitemap. */
async function writtenCount(sandboxOrigin, site) {
  const paths = await sitemapPaths(sandboxOrigin, site, 0, 400);
  const first = paths.findIndex(
    (path, at) =>
      /-1$/.test(path) && /-2$/.test(paths[at + 1] ?? '') && /-3$/.test(paths[at + 2] ?? ''),
  );
  if (first === -1) throw new Error(`no synthetic articles in ${site}'s sitemap`);
  return first;
}

/**
 * A bounded load over `targets` ({ host, path }, rotating per request): bench-kit's `load` takes
 * one host, the hit path here spreads over every site. Returns req/s, product CPU per request,
 * mean bytes and the Cache-Status mix.
 */
async function loadTargets(origin, pid, targets) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const deadline = Date.now() + seconds * 1000;
  const cacheStatus = {};
  const statuses = {};
  let sent = 0;
  let done = 0;
  let bytes = 0;
  const worker = async () => {
    while (Date.now() < deadline && sent < MAX_REQUESTS) {
      const { host, path } = targets[sent % targets.length];
      sent += 1;
      const response = await pool.request({
        method: 'GET',
        path,
        headers: { host, 'accept-encoding': 'identity' },
      });
      for await (const chunk of response.body) bytes += chunk.length;
      done += 1;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const level = /detail=([a-z-]+)|fwd=([a-z]+)/.exec(
        String(response.headers['cache-status'] ?? ''),
      );
      const key = level ? (level[1] ?? level[2]) : 'none';
      cacheStatus[key] = (cacheStatus[key] ?? 0) + 1;
    }
  };
  const cpuBefore = cpuSeconds(pid);
  const began = process.hrtime.bigint();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = Number(process.hrtime.bigint() - began) / 1e9;
  const cpu = cpuSeconds(pid) - cpuBefore;
  await pool.close();
  return {
    rps: done / elapsed,
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, done),
    meanBytes: bytes / Math.max(1, done),
    statuses,
    cacheStatus,
  };
}

/** Requests every target once, 8 at a time; answers how many were fresh in-process hits. */
async function requestAll(origin, targets) {
  const pool = new Pool(origin, { connections: 8 });
  let next = 0;
  let fresh = 0;
  const worker = async () => {
    while (next < targets.length) {
      const { host, path } = targets[next];
      next += 1;
      const response = await pool.request({ method: 'GET', path, headers: { host } });
      await response.body.dump();
      if (/; hit; ttl=\d+; detail=memory$/.test(String(response.headers['cache-status'] ?? '')))
        fresh += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await pool.close();
  return fresh;
}

/**
 * Stores every hit target fresh (entries stay fresh 60 s, ADR 6): passes until one finds them
 * all fresh, at most 4. A stale entry is answered at once and refreshed in the background, so
 * without this the hit load would also time those renders.
 */
async function warm(origin, targets) {
  let fresh = 0;
  for (let pass = 0; pass < 4 && fresh < targets.length; pass += 1)
    fresh = await requestAll(origin, targets);
  if (fresh < targets.length)
    console.log(`[bench] warning: ${targets.length - fresh} hit URLs not fresh before the load`);
}

async function measure(sites) {
  const { port, sandboxOrigin, env } = await stackPorts();

  const started = await startSandbox(sites, { env });
  const { path: sitesFile, ids } = productSitesFile(started.sitesFile, sites);
  const productBegan = performance.now();
  const product = startProcess(
    'product',
    process.execPath,
    [...SERVER_NODE_FLAGS, 'dist/node/server.mjs'],
    {
      cwd: ROOT,
      env: { ...env, SITES_FILE: sitesFile },
    },
  );
  cleanups.push(() => product.stop());
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, {}, 60_000, product.output);
  const productStartMs = performance.now() - productBegan;
  const productRssMb = rssMb(product.pid);
  const origin = `http://127.0.0.1:${port}`;

  const home = ids[0];
  const written = await writtenCount(sandboxOrigin, home);
  const sized = {};
  for (const [size, number] of Object.entries(SIZED)) {
    const [path] = await sitemapPaths(sandboxOrigin, home, written + number - 1, 1);
    sized[size] = { host: `${home}.localhost`, path: `${path}?cacheClear=1` };
  }
  // Distinct URLs spread over every site: a run of synthetic articles from each site's sitemap.
  const perSite = Math.max(1, Math.ceil(urlCount / ids.length));
  const hitTargets = [];
  for (const [index, site] of ids.entries()) {
    const siteWritten = await writtenCount(sandboxOrigin, site);
    const from = siteWritten + ((index * 7919) % Math.max(1, articles - perSite));
    for (const path of await sitemapPaths(sandboxOrigin, site, from, perSite))
      hitTargets.push({ host: `${site}.localhost`, path });
  }
  // The first renders of a fresh process are slower (JIT): not part of any round.
  for (const target of Object.values(sized)) await requestAll(origin, Array(20).fill(target));

  const perRound = [];
  for (let round = 0; round < rounds; round += 1) {
    const result = {};
    await warm(origin, hitTargets);
    result.hit = await loadTargets(origin, product.pid, hitTargets);
    for (const [size, target] of Object.entries(sized))
      result[size] = await loadTargets(origin, product.pid, [target]);
    perRound.push(result);
    console.log(
      `[bench] sites ${sites} round ${round + 1}: ` +
        Object.entries(result)
          .map(
            ([kind, r]) =>
              `${kind} ${r.rps.toFixed(0)} req/s ${r.cpuMsPerRequest.toFixed(2)} ms CPU`,
          )
          .join(', ') +
        `; hit statuses ${JSON.stringify(result.hit.statuses)} cache ${JSON.stringify(result.hit.cacheStatus)}`,
    );
  }
  const med = (kind, field) => median(perRound.map((result) => result[kind][field]));
  const kinds = [...Object.keys(SIZED), 'hit'];
  const summary = {
    sites,
    sandboxStartMs: started.wallMs,
    sandboxInProcessMs: started.inProcessMs,
    sandboxRssMb: started.rss,
    productStartMs,
    productRssMb,
    productRssAfterMb: rssMb(product.pid),
    hitUrls: hitTargets.length,
    ...Object.fromEntries(
      kinds.flatMap((kind) => [
        [`${kind}Rps`, med(kind, 'rps')],
        [`${kind}CpuMs`, med(kind, 'cpuMsPerRequest')],
        [`${kind}Bytes`, med(kind, 'meanBytes')],
      ]),
    ),
  };
  await product.stop();
  await started.sandbox.stop();
  return summary;
}

function table(results) {
  const rows = [
    ['sandbox start (ms, spawn to ready)', 'sandboxStartMs'],
    ['sandbox RSS at ready (MB)', 'sandboxRssMb'],
    ['product start (ms, spawn to /readyz)', 'productStartMs'],
    ['product RSS at ready (MB)', 'productRssMb'],
    ['product RSS after the loads (MB)', 'productRssAfterMb'],
    ...Object.keys(SIZED).flatMap((size) => [
      [`uncached ${size}: req/s`, `${size}Rps`],
      [`uncached ${size}: product CPU ms/req`, `${size}CpuMs`],
      [`uncached ${size}: HTML bytes`, `${size}Bytes`],
    ]),
    [`hit (${results[0]?.hitUrls ?? 0}+ URLs over all sites): req/s`, 'hitRps'],
    ['hit: product CPU ms/req', 'hitCpuMs'],
  ];
  const base = results[0];
  const header = ['', ...results.map((r) => `${r.sites} site${r.sites === 1 ? '' : 's'}`)];
  console.log(
    `\n${header[0].padEnd(44)}${header
      .slice(1)
      .map((h) => h.padStart(20))
      .join('')}`,
  );
  for (const [label, key] of rows) {
    const cells = results.map((r) => {
      const value = r[key];
      const text = value >= 100 ? value.toFixed(0) : value.toFixed(2);
      return r === base ? text : `${text} (${(value / base[key]).toFixed(2)}x)`;
    });
    console.log(`${label.padEnd(44)}${cells.map((cell) => cell.padStart(20)).join('')}`);
  }
  console.log('\nGrowth with page size (uncached, ratio to the short article, same run):');
  for (const r of results) {
    const cpu = (size) => (r[`${size}CpuMs`] / r.shortCpuMs).toFixed(2);
    const bytes = (size) => (r[`${size}Bytes`] / r.shortBytes).toFixed(2);
    console.log(
      `  ${String(r.sites).padStart(2)} sites: CPU/req medium ${cpu('medium')}x long ${cpu('long')}x; HTML medium ${bytes('medium')}x long ${bytes('long')}x; hit CPU/req is ${((r.hitCpuMs / r.mediumCpuMs) * 100).toFixed(1)} % of an uncached medium render`,
    );
  }
}

try {
  ensureBuilt();
  console.log(
    `[bench] growth: sites ${siteCounts.join(', ')}, ${articles} synthetic articles per site, ${rounds} rounds of ${seconds} s, ${connections} connections`,
  );
  const results = [];
  for (const sites of siteCounts) results.push(await measure(sites));
  table(results);
  console.log('');
  for (const r of results)
    verdict(
      `sandbox start, ${r.sites} sites x ${articles} articles (ms)`,
      r.sandboxStartMs,
      SANDBOX_START_GOAL_MS,
      false,
      (x) => x.toFixed(0),
    );
} finally {
  await shutdown();
}
