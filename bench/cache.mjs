// The response cache against its limits, one command each (5 rounds, medians, bounded loads):
//
//   node bench/cache.mjs ceiling [--seconds 5] [--rounds 5] [--connections 8]
//     (a) a cached article hit versus the ceiling: a bare Fastify server answering the same bytes
//     from memory (its own process, `serve-ceiling` below). Throughput, p99 and server CPU per
//     request (from /proc) of each process, without and with `Accept-Encoding: br, gzip`. Goals:
//     hit CPU per request <= 1.15x the ceiling's, compressed hit >= 90 % and identity hit >= 95 %
//     of the ceiling's req/s. The ceiling sends the same response as the product, headers
//     included (the security headers of ADR 10 and x-request-id as stored values);
//     `--ceiling-headers content` makes it send only the content headers (content-type,
//     cache-control, vary, age, cache-status), about 1 KB less per response.
//   node bench/cache.mjs redis [--seconds 5] [--rounds 5] [--connections 8]
//     (b) a Redis hit versus an in-process hit. Two products on the same pages: one with the
//     in-process LRU only (128 MB: every request a memory hit), one with a real Redis
//     (redis-server on a free port) and a 1 MB LRU, so that a rotation over more pages than the
//     LRU holds is answered from Redis. The Cache-Status mix shows which level answered.
import { Buffer } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import {
  ARTICLE,
  freePort,
  load,
  loadWithCpu,
  median,
  onShutdown,
  pct,
  ROOT,
  SERVER_NODE_FLAGS,
  sleep,
  startProcess,
  startStack,
  verdict,
  waitForHttp,
} from './bench-kit.mjs';
import { benchArgs, exitWithUsage, wantsHelp } from './cli-args.mjs';

const [command = '', ...rest] = process.argv.slice(2);
if (wantsHelp([command])) exitWithUsage(import.meta.url);
const cleanups = [];

/** The ceiling: one stored response (status, headers, bytes) answered from memory. */
async function serveCeiling(file, port) {
  const stored = JSON.parse(readFileSync(file, 'utf8'));
  const bodies = {
    identity: Buffer.from(stored.identity, 'base64'),
    br: stored.br ? Buffer.from(stored.br, 'base64') : null,
    gzip: stored.gzip ? Buffer.from(stored.gzip, 'base64') : null,
  };
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const accept = String(request.headers['accept-encoding'] ?? '');
    void reply.status(200).headers(stored.headers);
    if (bodies.br && accept.includes('br'))
      return reply.header('content-encoding', 'br').send(bodies.br);
    if (bodies.gzip && accept.includes('gzip'))
      return reply.header('content-encoding', 'gzip').send(bodies.gzip);
    return reply.send(bodies.identity);
  });
  await app.listen({ host: '127.0.0.1', port: Number(port) });
  console.log(`ceiling listening on ${port}`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

/** `all` (the product's whole header set) or `content` (content headers only). */
let ceilingHeaders = 'all';

/** The product's stored copies, read through undici with decompression off. */
async function storedResponse(origin) {
  const { request } = await import('undici');
  const get = async (encoding) => {
    const response = await request(`${origin}${ARTICLE.path}`, {
      headers: { host: ARTICLE.host, 'accept-encoding': encoding },
    });
    const chunks = [];
    for await (const chunk of response.body) chunks.push(chunk);
    return { headers: response.headers, body: Buffer.concat(chunks) };
  };
  const identity = await get('identity');
  const br = await get('br');
  const gzip = await get('gzip');
  // The ceiling answers the same response: every header the product sends (the security headers
  // of ADR 10 and x-request-id included, as stored values), except those the HTTP server writes
  // itself. `--ceiling-headers content` keeps only the content headers, as before ADR 18.
  const content = ['content-type', 'cache-control', 'vary', 'age', 'cache-status'];
  const ownedByServer = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  const keep =
    ceilingHeaders === 'content'
      ? content
      : Object.keys(identity.headers).filter((name) => !ownedByServer.includes(name));
  const headers = Object.fromEntries(
    keep
      .filter((name) => identity.headers[name] !== undefined)
      .map((n) => [n, identity.headers[n]]),
  );
  return {
    headers,
    identity: identity.body.toString('base64'),
    br: br.headers['content-encoding'] === 'br' ? br.body.toString('base64') : null,
    gzip: gzip.headers['content-encoding'] === 'gzip' ? gzip.body.toString('base64') : null,
    sizes: { identity: identity.body.length, br: br.body.length, gzip: gzip.body.length },
    cacheStatus: identity.headers['cache-status'],
  };
}

/**
 * Waits (bounded) until the article's entry is a fresh hit with at least `seconds` of freshness
 * left: an entry about to turn stale is let go stale, asked for once (its background refresh
 * stores a new one), then asked again.
 */
async function freshFor(origin, seconds) {
  const { request } = await import('undici');
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await request(`${origin}${ARTICLE.path}`, { headers: { host: ARTICLE.host } });
    await response.body.dump();
    const status = String(response.headers['cache-status'] ?? '');
    const ttl = Number(/ttl=(-?\d+)/.exec(status)?.[1] ?? Number.NaN);
    const fresh = /; hit; ttl=\d+; detail=memory$/.test(status);
    if (fresh && ttl >= seconds) return;
    if (fresh) {
      console.log(`[bench] the entry has ${ttl} s of freshness left; waiting for a new one`);
      await sleep((ttl + 1) * 1000);
    } else {
      await sleep(200);
    }
  }
  console.log('[bench] warning: no fresh entry for the next round');
}

async function ceiling({ seconds, rounds, connections }) {
  const stack = await startStack();
  cleanups.push(() => stack.stop());
  // Two requests: the first renders and stores, the second must be a hit.
  await storedResponse(stack.origin);
  const stored = await storedResponse(stack.origin);
  if (!String(stored.cacheStatus ?? '').includes('hit'))
    console.log(
      `[bench] warning: the article is not a cache hit (${stored.cacheStatus ?? 'no Cache-Status'})`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'bench-ceiling-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'response.json');
  writeFileSync(file, JSON.stringify(stored));
  const ceilingPort = await freePort();
  const ceiling = startProcess(
    'ceiling',
    process.execPath,
    // The product's Node flags (ADR 20): the two servers differ only in their code.
    [...SERVER_NODE_FLAGS, 'bench/cache.mjs', 'serve-ceiling', file, String(ceilingPort)],
    {
      cwd: ROOT,
    },
  );
  cleanups.push(() => ceiling.stop());
  const ceilingOrigin = `http://127.0.0.1:${ceilingPort}`;
  await waitForHttp(`${ceilingOrigin}/`, {}, 20_000, ceiling.output);

  console.log(
    `article ${ARTICLE.host}${ARTICLE.path}: ${stored.sizes.identity} B raw, ${stored.sizes.br} B br, ${stored.sizes.gzip} B gzip`,
  );
  console.log(
    `${rounds} rounds x ${seconds} s, ${connections} connections; measured under load from parallel work\n`,
  );
  const variants = [
    { name: 'identity', headers: {} },
    { name: 'br, gzip', headers: { 'accept-encoding': 'br, gzip' } },
  ];
  const results = {};
  const run = (origin, pid, headers) =>
    loadWithCpu(pid, {
      origin,
      host: ARTICLE.host,
      paths: [ARTICLE.path],
      headers,
      connections,
      seconds,
    });
  // Warm both servers (JIT) before measuring.
  for (const variant of variants) {
    await run(stack.origin, stack.product.pid, variant.headers);
    await run(ceilingOrigin, ceiling.pid, variant.headers);
  }
  // A round measures hits: the entry must stay fresh through it (60 s windows), or its product
  // runs would also time a stale answer and the background render that replaces it.
  const roundSeconds = Math.min(55, variants.length * 2 * seconds + 2);
  for (let round = 1; round <= rounds; round += 1) {
    await freshFor(stack.origin, roundSeconds);
    for (const variant of variants) {
      const product = await run(stack.origin, stack.product.pid, variant.headers);
      const bare = await run(ceilingOrigin, ceiling.pid, variant.headers);
      (results[variant.name] ??= []).push({ product, bare });
      console.log(
        `round ${round} ${variant.name.padEnd(8)} product ${product.rps.toFixed(0)} req/s p99 ${product.p99.toFixed(2)} ms ${product.cpuMsPerRequest.toFixed(3)} ms CPU/req ${JSON.stringify(product.cacheStatus)} | ceiling ${bare.rps.toFixed(0)} req/s p99 ${bare.p99.toFixed(2)} ms ${bare.cpuMsPerRequest.toFixed(3)} ms CPU/req`,
      );
    }
  }
  console.log('\nmedians of the rounds (ratios within each round, then the median):');
  const summary = {};
  for (const variant of variants) {
    const list = results[variant.name];
    const of = (pick) => median(list.map(pick));
    summary[variant.name] = {
      throughput: of((r) => r.product.rps / r.bare.rps),
      cpu: of((r) => r.product.cpuMsPerRequest / r.bare.cpuMsPerRequest),
    };
    console.log(
      `${variant.name.padEnd(8)}: product ${of((r) => r.product.rps).toFixed(0)} req/s, ${of((r) => r.product.cpuMsPerRequest).toFixed(3)} ms CPU/req, p99 ${of((r) => r.product.p99).toFixed(2)} ms | ceiling ${of((r) => r.bare.rps).toFixed(0)} req/s, ${of((r) => r.bare.cpuMsPerRequest).toFixed(3)} ms CPU/req, p99 ${of((r) => r.bare.p99).toFixed(2)} ms | ratios: req/s ${pct(summary[variant.name].throughput)}, CPU/req ${summary[variant.name].cpu.toFixed(2)}x, p99 ${of((r) => r.product.p99 / r.bare.p99).toFixed(2)}x`,
    );
  }
  console.log('');
  const times = (x) => `${x.toFixed(2)}x`;
  verdict(
    'cache hit CPU per request / bare Fastify ceiling',
    summary.identity.cpu,
    1.15,
    false,
    times,
  );
  verdict(
    'compressed (br, gzip) hit throughput / ceiling',
    summary['br, gzip'].throughput,
    0.9,
    true,
    pct,
  );
  verdict(
    'cache hit throughput / ceiling (identity)',
    summary.identity.throughput,
    0.95,
    true,
    pct,
  );
  console.log(
    `(not a goal) compressed (br, gzip) hit CPU per request / ceiling: ${times(summary['br, gzip'].cpu)}`,
  );
}

const HOST = 'wom-dk.localhost';

async function pagesOf(origin) {
  const { request } = await import('undici');
  const response = await request(`${origin}/`, { headers: { host: HOST } });
  const html = await response.body.text();
  const links = [...new Set([...html.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1]))];
  // Listing pages 1-3 too: more distinct entries than a 1 MB LRU holds.
  const listings = links.filter((path) => path.split('/').length === 2 && path !== '/');
  return [...links, ...listings.flatMap((path) => [`${path}?page=2`, `${path}?page=3`])];
}

async function redis({ seconds, rounds, connections }) {
  const redisPort = await freePort();
  const redis = startProcess('redis', 'redis-server', [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  cleanups.push(() => redis.stop());
  await sleep(300);
  const withRedis = await startStack({
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    CACHE_MEMORY_MB: '1',
  });
  cleanups.push(() => withRedis.stop());
  const memoryOnly = await startStack({ CACHE_MEMORY_MB: '128' });
  cleanups.push(() => memoryOnly.stop());
  const paths = await pagesOf(memoryOnly.origin);
  const run = (stack) => load({ origin: stack.origin, host: HOST, paths, connections, seconds });
  // Fill both caches (every path rendered and stored), then warm the JIT.
  await load({
    origin: withRedis.origin,
    host: HOST,
    paths,
    connections: 1,
    seconds: 30,
    max: paths.length,
  });
  await load({
    origin: memoryOnly.origin,
    host: HOST,
    paths,
    connections: 1,
    seconds: 30,
    max: paths.length,
  });
  await run(withRedis);
  await run(memoryOnly);
  console.log(
    `${paths.length} pages rotated, ${rounds} rounds x ${seconds} s, ${connections} connections; measured under load from parallel work\n`,
  );
  const ratios = [];
  for (let round = 1; round <= rounds; round += 1) {
    const shared = await run(withRedis);
    const local = await run(memoryOnly);
    ratios.push({ shared, local, ratio: shared.rps / local.rps });
    console.log(
      `round ${round}: Redis level ${shared.rps.toFixed(0)} req/s p99 ${shared.p99.toFixed(2)} ms ${JSON.stringify(shared.cacheStatus)} | in-process ${local.rps.toFixed(0)} req/s p99 ${local.p99.toFixed(2)} ms ${JSON.stringify(local.cacheStatus)}`,
    );
  }
  console.log(
    `\nmedians: Redis level ${median(ratios.map((r) => r.shared.rps)).toFixed(0)} req/s, in-process ${median(ratios.map((r) => r.local.rps)).toFixed(0)} req/s`,
  );
  verdict(
    'Redis hit throughput / in-process hit',
    median(ratios.map((r) => r.ratio)),
    0.5,
    true,
    pct,
  );
}

if (command === 'serve-ceiling') {
  await serveCeiling(rest[0], rest[1]);
} else if (command === 'ceiling' || command === 'redis') {
  const { values } = benchArgs(
    import.meta.url,
    {
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '8' },
      'ceiling-headers': { type: 'string', default: 'all' },
    },
    rest,
  );
  ceilingHeaders = values['ceiling-headers'];
  const options = {
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
  };
  const shutdown = onShutdown(cleanups);
  try {
    await (command === 'ceiling' ? ceiling(options) : redis(options));
  } finally {
    await shutdown();
  }
} else {
  exitWithUsage(import.meta.url, `unknown command: ${command === '' ? '(none)' : command}`);
}
