// (c, d) Uncached article render throughput: the product with the response cache bypassed
// (`?cacheClear=1`: resolve over loopback + view model + render, nothing stored) versus the same
// article in a minimal Next.js app (bench/next-peer: pages router and app router, production
// build, dynamic rendering, the same upstream call), and the renderer's overhead versus a bare
// renderToString of the same tree (bench/render-overhead.ts). 5 rounds, medians.
//
//   node bench/uncached-render.mjs [--seconds 5] [--rounds 5] [--connections 8] [--skip-next]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import {
  ARTICLE,
  BENCH,
  ensureBenchPackages,
  freePort,
  load,
  median,
  onShutdown,
  ROOT,
  startProcess,
  startStack,
  verdict,
  waitForHttp,
} from './bench-kit.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '8' },
    'skip-next': { type: 'boolean', default: false },
  },
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
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SANDBOX_ORIGIN: sandboxOrigin };
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
  const targets = [{ name: 'product (uncached)', origin: stack.origin, path: productPath }];
  if (peer !== null) {
    targets.push({
      name: 'Next.js pages router',
      origin: peer.origin,
      path: `/pages${ARTICLE.path}`,
    });
    targets.push({ name: 'Next.js app router', origin: peer.origin, path: `/app${ARTICLE.path}` });
  }
  console.log(
    `${rounds} rounds x ${seconds} s, ${connections} connections, Accept-Encoding: identity; measured under load from parallel work\n`,
  );
  const run = (target) =>
    load({ origin: target.origin, host: ARTICLE.host, paths: [target.path], connections, seconds });
  for (const target of targets) {
    const warm = await run(target);
    if (!warm.statuses[200])
      throw new Error(`${target.name} did not answer 200: ${JSON.stringify(warm.statuses)}`);
    console.log(
      `warm-up ${target.name}: ${warm.meanBytes.toFixed(0)} B per answer, ${JSON.stringify(warm.cacheStatus)}`,
    );
  }
  const results = targets.map(() => []);
  for (let round = 1; round <= rounds; round += 1) {
    const line = [];
    for (const [index, target] of targets.entries()) {
      const result = await run(target);
      results[index].push(result);
      line.push(`${target.name} ${result.rps.toFixed(0)} req/s p99 ${result.p99.toFixed(1)} ms`);
    }
    console.log(`round ${round}: ${line.join(' | ')}`);
  }
  console.log('\nmedians:');
  for (const [index, target] of targets.entries()) {
    console.log(
      `${target.name.padEnd(22)} ${median(results[index].map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(results[index].map((r) => r.p99)).toFixed(1)} ms`,
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
  }
  const overhead = await renderOverhead(stack.sandboxOrigin, stack.port);
  const vike = median(overhead.rounds.map((r) => r.vike));
  const bare = median(overhead.rounds.map((r) => r.bare));
  console.log(
    `\nin-process render of the same view model: through Vike ${vike.toFixed(0)} renders/s, bare renderToString ${bare.toFixed(0)} renders/s (${overhead.bytes.vike} B vs ${overhead.bytes.bare} B)`,
  );
  verdict(
    'render cost through Vike / bare renderToString',
    median(overhead.rounds.map((r) => r.ratio)),
    2,
    false,
    (x) => `${x.toFixed(2)}x`,
  );
} finally {
  await shutdown();
}
