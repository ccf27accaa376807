// (g) Server memory: resident set size (RSS) of the product process before, during and after a
// 60 s load over a mix of pages (cache hits, uncached renders with ?cacheClear=1, and 404s) on
// every site. RSS sampled every second from /proc/<pid>/status.
//
//   node bench/memory-soak.mjs [--seconds 60] [--connections 8]
import { load, onShutdown, rssMb, sleep, startStack } from './bench-kit.mjs';
import { benchArgs } from './cli-args.mjs';

const { values } = benchArgs(import.meta.url, {
  seconds: { type: 'string', default: '60' },
  connections: { type: 'string', default: '8' },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const cleanups = [];
const shutdown = onShutdown(cleanups);
const SITES = ['wom-dk', 'wom-se', 'wom-no', 'wom-fi', 'wom-nl'];

/** The paths a site's home page links to, plus some uncached renders and unknown paths. */
async function mixOf(origin, host) {
  const { request } = await import('undici');
  const response = await request(`${origin}/`, { headers: { host } });
  const html = await response.body.text();
  const links = [...new Set([...html.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1]))];
  return [
    ...links,
    ...links.slice(0, 5).map((path) => `${path}?cacheClear=1`),
    ...Array.from({ length: 5 }, (_, i) => `/findes-ikke-${i}`),
  ];
}

try {
  const stack = await startStack();
  cleanups.push(() => stack.stop());
  const pid = stack.product.pid;
  const startRss = rssMb(pid);
  const mixes = await Promise.all(
    SITES.map(async (site) => ({
      host: `${site}.localhost`,
      paths: await mixOf(stack.origin, `${site}.localhost`),
    })),
  );
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
  cleanups.push(() => clearInterval(sampler));
  // Every site loaded at once: one bounded loop per site, sharing the connections.
  const perSite = Math.max(1, Math.floor(connections / SITES.length));
  const results = await Promise.all(
    mixes.map(({ host, paths }) =>
      load({ origin: stack.origin, host, paths, connections: perSite, seconds }),
    ),
  );
  clearInterval(sampler);
  const endRss = rssMb(pid);
  const requests = results.reduce((total, r) => total + r.requests, 0);
  const statuses = {};
  for (const result of results)
    for (const [status, count] of Object.entries(result.statuses))
      statuses[status] = (statuses[status] ?? 0) + count;
  console.log(
    `${seconds} s load, ${SITES.length} sites x ${perSite} connections, ${requests} requests ${JSON.stringify(statuses)}; measured under load from parallel work`,
  );
  const serverErrors = results.flatMap((result) => result.serverErrors);
  if (serverErrors.length > 0) console.log(`server errors: ${serverErrors.join(', ')}`);
  await sleep(10_000);
  const idleRss = rssMb(pid);
  console.log(
    `product RSS: ${startRss.toFixed(0)} MB at start, ${Math.max(...samples, endRss).toFixed(0)} MB peak, ${endRss.toFixed(0)} MB after the load, ${idleRss.toFixed(0)} MB after 10 s idle`,
  );
  console.log(
    `samples (MB, every 10 s): ${samples
      .filter((_, i) => i % 10 === 0)
      .map((x) => x.toFixed(0))
      .join(' ')}`,
  );
} finally {
  await shutdown();
}
