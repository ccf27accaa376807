/**
 * The stack of the freshness tests (ADR 21), every part real and its own process: the sandbox
 * (dist/sandbox/main.mjs), a redis-server, TWO product replicas (dist/node/server.mjs) sharing it
 * and purging the edge by surrogate key, and varnishd in front of both with the repository's VCL
 * (deploy/varnish/default.vcl, its one backend repeated per replica behind a round-robin
 * director). The sandbox reports editors' edits to replica 1's content webhook. Without varnishd
 * (and its xkey vmod) or redis-server it fails, naming the packages; it never skips. `stop()` ends
 * every process it started, by pid, also after a start that failed half-way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { findVarnishd, INSTALL_HINT, VCL_PATH } from '../deploy/varnish-edge';
import { freePort } from './free-port';
import { startTestRedis, type TestRedis } from './redis';

const ROOT = process.cwd();
export const WEBHOOK_SECRET = 'freshness-test-webhook-secret';

export interface ChildHandle {
  readonly pid: number;
  readonly output: () => string;
  readonly exited: () => boolean;
  readonly stop: () => Promise<void>;
}

export interface Replica {
  readonly origin: string;
  readonly metricsOrigin: string;
  readonly process: ChildHandle;
}

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface FreshnessStack {
  /** Varnish, in front of both replicas. */
  readonly edge: string;
  readonly sandboxOrigin: string;
  readonly replicas: readonly [Replica, Replica];
  readonly redisUrl: string;
  /** Everything the processes wrote lately, for failure messages. */
  readonly describe: () => string;
  readonly stop: () => Promise<void>;
}

/** A child process whose output is kept (the last 20 kB) and that is stopped by its pid. */
function startChild(command: string, args: readonly string[], env: NodeJS.ProcessEnv): ChildHandle {
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  return {
    pid: child.pid ?? -1,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

async function waitForOk(url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await request(url, { headersTimeout: 2_000, bodyTimeout: 2_000 });
      await response.body.dump();
      if (response.statusCode === 200) return;
      last = `HTTP ${String(response.statusCode)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${url} did not answer 200 within ${String(timeoutMs)} ms (${last})\n${output()}`,
  );
}

/**
 * deploy/varnish/default.vcl with one backend per replica behind a round-robin director (vmod
 * directors). The template names one backend, `magazine`, with {{BACKEND_HOST}} and
 * {{BACKEND_PORT}} (its header says so): the block is repeated per replica and `magazine`
 * becomes the director. Fails, saying why, when the template no longer has that shape.
 */
export function roundRobinVcl(
  template: string,
  backends: readonly { readonly host: string; readonly port: number }[],
): string {
  const block = /^backend magazine \{[\s\S]*?\n\}\n/m.exec(template);
  if (block === null)
    throw new Error(`${VCL_PATH} has no \`backend magazine { … }\` block to repeat per replica`);
  if (!template.includes('set req.backend_hint = magazine;'))
    throw new Error(`${VCL_PATH} does not \`set req.backend_hint = magazine;\``);
  const repeated = backends
    .map((backend, index) =>
      block[0]
        .replace('backend magazine {', `backend magazine_${String(index + 1)} {`)
        .replaceAll('{{BACKEND_HOST}}', backend.host)
        .replaceAll('{{BACKEND_PORT}}', String(backend.port)),
    )
    .join('\n');
  const init = [
    'sub vcl_init {',
    '  new magazine = directors.round_robin();',
    ...backends.map((_, index) => `  magazine.add_backend(magazine_${String(index + 1)});`),
    '}',
    '',
  ].join('\n');
  const vcl = template
    .replace(block[0], `${repeated}\n${init}`)
    .replace(/^import std;$/m, 'import std;\nimport directors;')
    .replaceAll('set req.backend_hint = magazine;', 'set req.backend_hint = magazine.backend();');
  // The header comment names the placeholders; no code line may keep one.
  const code = vcl
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');
  const left = /\{\{[A-Z_]+\}\}/.exec(code);
  if (left !== null) throw new Error(`${VCL_PATH}: placeholder ${left[0]} left unfilled`);
  return vcl;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * varnishd in the foreground on 127.0.0.1:`port` with its own work directory (removed on stop);
 * resolves once it accepts connections, fails with its own words when it exits first (a VCL
 * that does not compile, no xkey vmod).
 */
async function startEdge(
  vcl: string,
  port: number,
  stops: (() => Promise<void>)[],
): Promise<ChildHandle> {
  const varnishd = findVarnishd();
  if (varnishd === null) throw new Error(`varnishd not found: ${INSTALL_HINT}`);
  const dir = mkdtempSync(join(tmpdir(), 'freshness-edge-'));
  // Started as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(dir, 0o755);
  stops.push(() => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  });
  const vclFile = join(dir, 'default.vcl');
  writeFileSync(vclFile, vcl, { mode: 0o644 });
  const child = startChild(
    varnishd,
    [
      '-F',
      '-n',
      join(dir, 'work'),
      '-a',
      `127.0.0.1:${String(port)}`,
      '-f',
      vclFile,
      '-s',
      'malloc,64m',
      '-p',
      'thread_pools=1',
      '-p',
      'thread_pool_min=10',
      '-p',
      'vsl_space=1M',
    ],
    { PATH: process.env.PATH },
  );
  stops.push(() => child.stop());
  const deadline = Date.now() + 20_000;
  while (!(await portAnswers(port))) {
    if (child.exited()) {
      const hint = /xkey|directors/i.test(child.output()) ? ` (${INSTALL_HINT})` : '';
      throw new Error(`varnishd exited before it listened${hint}:\n${child.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`varnishd did not listen within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

export async function startFreshnessStack(): Promise<FreshnessStack> {
  if (findVarnishd() === null) throw new Error(`varnishd not found: ${INSTALL_HINT}`);
  for (const built of ['dist/node/server.mjs', 'dist/sandbox/main.mjs'])
    if (!existsSync(join(ROOT, built)))
      throw new Error(`${built} is missing: run \`npm run build\` first`);
  const stops: (() => Promise<void>)[] = [];
  const outputs: { name: string; output: () => string }[] = [];
  const describe = (): string =>
    outputs.map(({ name, output }) => `--- ${name}\n${output().slice(-3_000)}`).join('\n');
  const stop = async (): Promise<void> => {
    for (const step of stops.splice(0).reverse()) {
      try {
        await step();
      } catch {
        // the next process still has to stop
      }
    }
  };
  try {
    // A redis-server of this test's own: the product's keys have a fixed prefix, so a shared
    // REDIS_URL could mix this stack's pages with another's.
    const redis: TestRedis = await startTestRedis({ owned: true });
    stops.push(() => redis.stop());
    const ports = await Promise.all(Array.from({ length: 7 }, () => freePort()));
    const port = (index: number): number => ports[index] ?? 0;
    const [edgePort, sandboxPort, cdnPort] = [port(0), port(1), port(2)];
    const replicaPorts = [0, 1].map((index) => ({
      port: port(3 + index * 2),
      metricsPort: port(4 + index * 2),
    }));
    const sandboxOrigin = `http://127.0.0.1:${String(sandboxPort)}`;
    const firstReplica = `http://127.0.0.1:${String(replicaPorts[0]?.port)}`;
    const shared: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_CDN_PORT: String(cdnPort),
      SANDBOX_ORIGIN: sandboxOrigin,
      SANDBOX_CDN_ORIGIN: `http://127.0.0.1:${String(cdnPort)}`,
      SANDBOX_SITE_ORIGIN_TEMPLATE: `http://{site}.localhost:${String(edgePort)}`,
      PUBLIC_PORT: String(edgePort),
      CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CONTENT_API_TOKEN: 'sandbox-content-token',
      MATERIALS_SERVICE_TOKEN: 'sandbox-materials-token',
    };
    const sandbox = startChild(process.execPath, ['dist/sandbox/main.mjs'], {
      ...shared,
      SANDBOX_CONTENT_WEBHOOK_URL: `${firstReplica}/api/webhooks/content`,
    });
    stops.push(() => sandbox.stop());
    outputs.push({ name: 'sandbox', output: sandbox.output });
    await waitForOk(`${sandboxOrigin}/wom-dk/wp-json/`, 30_000, sandbox.output);
    const replicas = replicaPorts.map(({ port, metricsPort }, index): Replica => {
      const child = startChild(process.execPath, [...SERVER_NODE_FLAGS, 'dist/node/server.mjs'], {
        ...shared,
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'warn',
        REDIS_URL: redis.url,
        EDGE_PURGE: 'varnish',
        EDGE_VARNISH_URLS: `http://127.0.0.1:${String(edgePort)}`,
        // Test files share the cores: overload shedding has its own tests.
        MAX_EVENT_LOOP_DELAY_MS: '0',
      });
      stops.push(() => child.stop());
      outputs.push({ name: `replica ${String(index + 1)}`, output: child.output });
      return {
        origin: `http://127.0.0.1:${String(port)}`,
        metricsOrigin: `http://127.0.0.1:${String(metricsPort)}`,
        process: child,
      };
    });
    await Promise.all(
      replicas.map((replica) => waitForOk(`${replica.origin}/readyz`, 30_000, describe)),
    );
    const vcl = roundRobinVcl(
      readFileSync(VCL_PATH, 'utf8'),
      replicaPorts.map(({ port }) => ({ host: '127.0.0.1', port })),
    );
    const varnish = await startEdge(vcl, edgePort, stops);
    outputs.push({ name: 'varnishd', output: varnish.output });
    const [one, two] = replicas;
    if (one === undefined || two === undefined) throw new Error('two replicas expected');
    return {
      edge: `http://127.0.0.1:${String(edgePort)}`,
      sandboxOrigin,
      replicas: [one, two],
      redisUrl: redis.url,
      describe,
      stop,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const details = describe();
    await stop();
    throw new Error(`${message}\n${details}`);
  }
}

/** One GET with a Host (no compression), the body as text. */
export async function get(origin: string, host: string, path: string): Promise<Answer> {
  const response = await request(`${origin}${path}`, {
    headers: { host, 'accept-encoding': 'identity' },
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return { status: response.statusCode, headers, body: await response.body.text() };
}

/** The sum of a metric's samples (every label set, or those whose labels include `labels`). */
export async function metricSum(metricsOrigin: string, name: string, labels = ''): Promise<number> {
  const response = await request(`${metricsOrigin}/metrics`);
  const text = await response.body.text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    const at = line.lastIndexOf(' ');
    const sample = line.slice(0, at);
    if (sample.split('{')[0] === name && sample.includes(labels)) sum += Number(line.slice(at + 1));
  }
  return sum;
}
