// (c, d) Uncached article render throughput: the product with the response cache bypassed
// (`?cacheClear=1`: resolve over loopback + view model + render, nothing stored) versus the same
// article in a minimal Next.js app (bench/next-peer: pages router and app router, production
// build, dynamic rendering, the same two upstream calls), and the renderer's overhead versus a bare
// renderToString of the same tree (bench/render-overhead.ts). 5 rounds, medians. The peer's
// goals are checked on req/s and on server CPU per request of each process.
//
//   node bench/uncached-render.mjs [--seconds 5] [--rounds 5] [--connections 8] [--skip-next]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { request } from 'undici';
import { importGlobPlugin } from '../scripts/import-glob.esbuild-plugin.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import {
  ARTICLE,
  BENCH,
  ensureBenchPackages,
  freePort,
  loadWithCpu,
  median,
  onShutdown,
  ROOT,
  startProcess,
  startStack,
  verdict,
  waitForHttp,
} from './bench-kit.mjs';
import { benchArgs } from './cli-args.mjs';

const { values } = benchArgs(import.meta.url, {
  seconds: { type: 'string', default: '5' },
  rounds: { type: 'string', default: '5' },
  connections: { type: 'string', default: '8' },
  'skip-next': { type: 'boolean', default: false },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const cleanups = [];
const shutdown = onShutdown(cleanups);

/** Copies bench/next-peer to a temporary folder (build output stays out of the tree) and builds it. */
async function startNextPeer(sandboxOrigin) {
  ensureBenchPackages(['next', 'react', 'react-dom', 'marked']);
  const dir = mkdtempSync(join(tmpdir(), 'bench-next-peer-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(BENCH, 'next-peer'), dir, { recursive: true });
  symlinkSync(join(BENCH, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const next = join(BENCH, 'node_modules', 'next', 'dist', 'bin', 'next');
  // The peer's Node runs with the product's flags (ADR 20): the comparison is of the code.
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    SANDBOX_ORIGIN: sandboxOrigin,
    NODE_OPTIONS: SERVER_NODE_FLAGS.join(' '),
  };
  console.log('[bench] building the Next.js peer (production build)');
  execFileSync(process.execPath, [next, 'build', '--webpack'], { cwd: dir, env, stdio: 'pipe' });
  const port = await freePort();
  const server = startProcess(
    'next',
    process.execPath,
    [next, 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env: { ...env, NODE_ENV: 'production' } },
  );
  cleanups.push(() => server.stop());
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/pages${ARTICLE.path}`, {}, 60_000, server.output);
  return { origin, server };
}

/** Bundles bench/render-overhead.ts (CSS emptied) and runs it against the stack's sandbox. */
async function renderOverhead(sandboxOrigin, port) {
  const outDir = join(ROOT, 'node_modules', '.cache', 'bench');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'render-overhead.mjs');
  await build({
    entryPoints: [join(BENCH, 'render-overhead.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    plugins: [importGlobPlugin()],
    logLevel: 'warning',
  });
  const output = execFileSync(process.execPath, [outfile], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_PORT: String(port),
      SANDBOX_ORIGIN: sandboxOrigin,
      BENCH_HOST: ARTICLE.host,
      BENCH_PATH: ARTICLE.path,
      BENCH_ROUNDS: String(rounds),
      BENCH_ROUND_MS: String(Math.min(3000, seconds * 1000)),
    },
    maxBuffer: 1 << 20,
  }).toString();
  const line = output.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(line);
}

try {
  const stack = await startStack();
  cleanups.push(() => stack.stop());
  const productPath = `${ARTICLE.path}?cacheClear=1`;
  const peer =
    values['skip-next'] || !existsSync(join(BENCH, 'next-peer'))
      ? null
      : await startNextPeer(stack.sandboxOrigin);
  const targets = [
    {
      name: 'product (uncached)',
      origin: stack.origin,
      path: productPath,
      pid: stack.product.pid,
      calls: async () => {
        const text = await (await fetch(`${stack.metricsOrigin}/metrics`)).text();
        return [...text.matchAll(/^upstream_request_duration_seconds_count\{[^}]*\} (\d+)/gm)]
          .map((match) => Number(match[1]))
          .reduce((sum, count) => sum + count, 0);
      },
    },
  ];
  const peerCalls = async () =>
    (await (await fetch(`${peer.origin}/api/upstream-calls`)).json()).calls;
  if (peer !== null) {
    targets.push({
      name: 'Next.js pages router',
      origin: peer.origin,
      path: `/pages${ARTICLE.path}`,
      pid: peer.server.pid,
      calls: peerCalls,
    });
    targets.push({
      name: 'Next.js app router',
      origin: peer.origin,
      path: `/app${ARTICLE.path}`,
      pid: peer.server.pid,
      calls: peerCalls,
    });
  }
  console.log(
    `${rounds} rounds x ${seconds} s, ${connections} connections, Accept-Encoding: identity; measured under load from parallel work\n`,
  );
  // CPU per request of the answering process only (/proc/<pid>/stat): the sandbox's work for the
  // upstream calls is left out on both sides.
  const run = (target) =>
    loadWithCpu(target.pid, {
      origin: target.origin,
      host: ARTICLE.host,
      paths: [target.path],
      connections,
      seconds,
    });
  for (const target of targets) {
    const warm = await run(target);
    if (!warm.statuses[200])
      throw new Error(`${target.name} did not answer 200: ${JSON.stringify(warm.statuses)}`);
    console.log(
      `warm-up ${target.name}: ${warm.meanBytes.toFixed(0)} B per answer, ${JSON.stringify(warm.cacheStatus)}`,
    );
  }
  // Upstream calls per page: 20 sequential pages each, counted by the product's own metrics
  // (upstream_request_duration_seconds_count) and by the peer's counter (pages/api/upstream-calls).
  const callsPerPage = [];
  for (const target of targets) {
    const before = await target.calls();
    for (let page = 0; page < 20; page += 1) {
      // undici's request, not fetch: fetch drops a Host header, and the site is chosen by it.
      const response = await request(`${target.origin}${target.path}`, {
        headers: { host: ARTICLE.host },
      });
      if (response.statusCode !== 200)
        throw new Error(`${target.name} answered ${response.statusCode} while counting`);
      await response.body.arrayBuffer();
    }
    callsPerPage.push((await target.calls()) - before);
  }
  console.log(
    `upstream calls per page: ${targets.map((target, index) => `${target.name} ${(callsPerPage[index] / 20).toFixed(2)}`).join(', ')}`,
  );
  const results = targets.map(() => []);
  for (let round = 1; round <= rounds; round += 1) {
    const line = [];
    for (const [index, target] of targets.entries()) {
      const result = await run(target);
      results[index].push(result);
      line.push(
        `${target.name} ${result.rps.toFixed(0)} req/s p99 ${result.p99.toFixed(1)} ms ${result.cpuMsPerRequest.toFixed(2)} ms CPU/req`,
      );
    }
    console.log(`round ${round}: ${line.join(' | ')}`);
  }
  console.log('\nmedians:');
  for (const [index, target] of targets.entries()) {
    console.log(
      `${target.name.padEnd(22)} ${median(results[index].map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(results[index].map((r) => r.p99)).toFixed(1)} ms, ${median(results[index].map((r) => r.cpuMsPerRequest)).toFixed(2)} ms CPU/req`,
    );
  }
  if (peer !== null) {
    const times = (x) => `${x.toFixed(2)}x`;
    verdict(
      'uncached render / Next.js pages router',
      median(results[0].map((r, i) => r.rps / results[1][i].rps)),
      3,
      true,
      times,
    );
    verdict(
      'uncached render / Next.js app router',
      median(results[0].map((r, i) => r.rps / results[2][i].rps)),
      5,
      true,
      times,
    );
    // The same goals on server CPU per request of each process, the sandbox left out: req/s on
    // this machine is shared with the sandbox and the load generator, CPU per request is not.
    verdict(
      'server CPU per request, Next.js pages router / product',
      median(results[0].map((r, i) => results[1][i].cpuMsPerRequest / r.cpuMsPerRequest)),
      3,
      true,
      times,
    );
    verdict(
      'server CPU per request, Next.js app router / product',
      median(results[0].map((r, i) => results[2][i].cpuMsPerRequest / r.cpuMsPerRequest)),
      5,
      true,
      times,
    );
  }
  const overhead = await renderOverhead(stack.sandboxOrigin, stack.port);
  const rate = (key) => median(overhead.rounds.map((r) => r[key])).toFixed(0);
  console.log(
    `\nin-process render of the same view model: the product's renderer ${rate('product')} renders/s, Vike renderPage (before ADR 16) ${rate('vike')} renders/s, bare renderToString ${rate('bare')} renders/s (${overhead.bytes.product} B, ${overhead.bytes.vike} B, ${overhead.bytes.bare} B)`,
  );
  console.log(
    `for reference, Vike renderPage / bare renderToString: ${median(overhead.rounds.map((r) => r.vikeRatio)).toFixed(2)}x`,
  );
  const { reading } = overhead;
  const productCpuMs = median(results[0].map((r) => r.cpuMsPerRequest));
  const share = (us) => `${((100 * us) / 1000 / productCpuMs).toFixed(1)} %`;
  console.log(
    `reading the content API's article answer (${reading.bodyBytes} B), per miss: JSON.parse ${reading.parseUs.toFixed(0)} µs (${share(reading.parseUs)} of the miss's CPU), zod check of the composite ${reading.checkUs.toFixed(0)} µs (${share(reading.checkUs)}), mapping with its per-item zod checks ${reading.mapUs.toFixed(0)} µs (${share(reading.mapUs)})`,
  );
  verdict(
    "render cost through the product's renderer / bare renderToString",
    median(overhead.rounds.map((r) => r.ratio)),
    1.2,
    false,
    (x) => `${x.toFixed(2)}x`,
  );
} finally {
  await shutdown();
}
