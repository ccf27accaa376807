// Shared parts of the benchmark scripts: the built product on free loopback ports, a bounded load
// loop, CPU and RSS of a process from /proc, medians. Every process started here is ended here,
// by its own pid.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export { SERVER_NODE_FLAGS };
import { Pool } from 'undici';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH = join(ROOT, 'bench');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The article every script measures (the same page in every comparison). */
export const ARTICLE = {
  host: 'wom-dk.localhost',
  path: '/traening/kom-i-gang-med-styrketraening',
};
export const PAGES = {
  home: { host: 'wom-dk.localhost', path: '/' },
  article: ARTICLE,
  listing: { host: 'wom-dk.localhost', path: '/traening' },
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`;

/** `npm run build` when dist/ is missing (the product and the sandbox run from dist/). */
export function ensureBuilt() {
  if (existsSync(join(ROOT, 'dist/node/server.mjs')) && existsSync(join(ROOT, 'dist/server')))
    return;
  console.error('[bench] dist/ is missing: running npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * bench/'s own packages (Next.js, Lighthouse) on first use, at the lock file's versions. `npm
 * install`, not `npm ci`: npm 11's `ci` refuses this lock because Next's optional SWC binaries for
 * other platforms are not in it (the registry here does not serve them), although nothing needs them.
 */
export function ensureBenchPackages(names) {
  if (names.every((name) => existsSync(join(BENCH, 'node_modules', name, 'package.json')))) return;
  console.error('[bench] installing bench/ packages (npm install --prefix bench)');
  execFileSync('npm', ['install', '--prefix', BENCH, '--no-audit', '--no-fund'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

/**
 * Starts one child process; `stop()` ends exactly that pid. `output()` keeps the last 20 kB;
 * `options.onOutput(chunk, stream)` (optional) also sees every chunk of stdout and stderr.
 */
export function startProcess(name, command, args, options = {}) {
  let output = '';
  const { onOutput, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  const collect = (stream) => (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    onOutput?.(chunk, stream);
  };
  child.stdout.on('data', collect('stdout'));
  child.stderr.on('data', collect('stderr'));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    name,
    pid: child.pid,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(10_000)]);
      if (!done) child.kill('SIGKILL');
    },
  };
}

export async function waitForHttp(url, headers = {}, timeoutMs = 60_000, describe = () => '') {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${last})\n${describe()}`);
}

/**
 * The sandbox (content API + image CDN) and the product from dist/, each its own process so that
 * the product's pid is known (CPU, RSS). `env` adds product keys (REDIS_URL, CACHE_MEMORY_MB);
 * `nodeArgs` adds Node flags for the product (e.g. `--cpu-prof` to profile a benchmark);
 * `onProductOutput(chunk, stream)` (optional) sees every chunk the product writes (log volume).
 */
/**
 * Free loopback ports for a product, its metrics and the sandbox (API and image CDN), and the
 * environment both processes start with.
 */
export async function stackPorts() {
  const [port, metricsPort, sandboxPort, cdnPort] = await Promise.all(
    Array.from({ length: 4 }, freePort),
  );
  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_PORT: String(port),
    METRICS_PORT: String(metricsPort),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_CDN_PORT: String(cdnPort),
    SANDBOX_ORIGIN: sandboxOrigin,
    SANDBOX_CDN_ORIGIN: `http://127.0.0.1:${cdnPort}`,
    SANDBOX_SITE_ORIGIN_TEMPLATE: `http://{site}.localhost:${port}`,
  };
  return { port, metricsPort, sandboxOrigin, env };
}

export async function startStack(env = {}, nodeArgs = [], { onProductOutput } = {}) {
  ensureBuilt();
  const { port, metricsPort, sandboxOrigin: origin, env: shared } = await stackPorts();
  const sandbox = startProcess('sandbox', process.execPath, ['dist/sandbox/main.mjs'], {
    cwd: ROOT,
    env: shared,
  });
  let product = null;
  const stop = async () => {
    await product?.stop();
    await sandbox.stop();
  };
  try {
    await waitForHttp(`${origin}/wom-dk/wp-json/`, {}, 30_000, sandbox.output);
    product = startProcess(
      'product',
      process.execPath,
      [...SERVER_NODE_FLAGS, ...nodeArgs, 'dist/node/server.mjs'],
      {
        cwd: ROOT,
        env: { ...shared, ...env },
        onOutput: onProductOutput,
      },
    );
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, {}, 30_000, product.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    metricsOrigin: `http://127.0.0.1:${metricsPort}`,
    sandboxOrigin: origin,
    product,
    stop,
  };
}

/**
 * Seconds of CPU (user + system) a process has used so far, from /proc/<pid>/stat; with `task`,
 * one of its threads' (/proc/<pid>/task/<task>/stat).
 */
export function cpuSeconds(pid, task = null) {
  const stat = readFileSync(
    task === null ? `/proc/${pid}/stat` : `/proc/${pid}/task/${task}/stat`,
    'utf8',
  );
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / clockTicks();
}

let ticksPerSecond = 0;
function clockTicks() {
  if (ticksPerSecond === 0) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * A bounded load loop (loopback only): `connections` keep-alive connections for at most
 * `seconds` or `max` requests. `paths` rotate per request. Returns req/s, p50/p99 (ms), bytes,
 * status and Cache-Status mixes.
 */
export async function load({
  origin,
  host,
  paths,
  headers = {},
  connections = 8,
  seconds = 5,
  max = 500_000,
}) {
  const target = new URL(origin);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error('bench loads only target loopback addresses');
  const pool = new Pool(target.origin, { connections, pipelining: 1 });
  const deadline = Date.now() + seconds * 1000;
  const latencies = [];
  const statuses = {};
  const cacheStatus = {};
  const serverErrors = [];
  let sent = 0;
  let bytes = 0;
  const worker = async () => {
    while (Date.now() < deadline && sent < max) {
      const path = paths[sent % paths.length];
      sent += 1;
      const started = process.hrtime.bigint();
      const response = await pool.request({
        method: 'GET',
        path,
        headers: { host, 'accept-encoding': 'identity', ...headers },
      });
      for await (const chunk of response.body) bytes += chunk.length;
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500 && serverErrors.length < 10)
        serverErrors.push(`${response.statusCode} ${host}${path}`);
      const detail = /detail=([a-z-]+)|fwd=([a-z]+)/.exec(
        String(response.headers['cache-status'] ?? ''),
      );
      const level = detail ? (detail[1] ?? detail[2]) : 'none';
      cacheStatus[level] = (cacheStatus[level] ?? 0) + 1;
    }
  };
  const began = process.hrtime.bigint();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = Number(process.hrtime.bigint() - began) / 1e9;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    meanBytes: bytes / Math.max(1, latencies.length),
    statuses,
    cacheStatus,
    serverErrors,
  };
}

/** Load plus the server's CPU seconds per request over the same window. */
export async function loadWithCpu(pid, options) {
  const before = cpuSeconds(pid);
  const result = await load(options);
  const cpu = cpuSeconds(pid) - before;
  return { ...result, cpuMsPerRequest: (cpu * 1000) / Math.max(1, result.requests) };
}

/** Prints one comparison line: goal met or missed, and by how much. */
export function verdict(label, value, goal, higherIsBetter, format = (x) => x.toFixed(2)) {
  const met = higherIsBetter ? value >= goal : value <= goal;
  const gap = higherIsBetter ? goal - value : value - goal;
  const text = met ? 'MET' : `MISSED by ${format(gap)}`;
  console.log(
    `${label.padEnd(58)} ${format(value).padStart(10)}  goal ${higherIsBetter ? '>=' : '<='} ${format(goal)}  ${text}`,
  );
  return met;
}

/** Starts/stops everything in `cleanups` on exit and on Ctrl-C. */
export function onShutdown(cleanups) {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    for (const cleanup of [...cleanups].reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[bench] cleanup failed: ${error.message}`);
      }
    }
  };
  process.once('SIGINT', () => {
    void run().then(() => process.exit(130));
  });
  return run;
}
