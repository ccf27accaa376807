// `npm start`: the embedded default. Starts the sandbox upstreams on loopback, waits until they
// say they are ready (whatever faults SANDBOX_FAULTS switched on), then starts the product
// against them. With EDGE_PORT, Varnish with deploy/varnish/default.vcl is started in front of
// the product once it is up (the edge cache readers then use). Ctrl-C or SIGTERM (to this
// process or to the npm process that started it) stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

/**
 * How long each part may take to say it is ready (START_TIMEOUT_SECONDS, default 120): the
 * identity service (cognito-local under tsx) alone can take over 30 s on a busy machine.
 */
function startTimeoutMs() {
  const raw = process.env.START_TIMEOUT_SECONDS ?? '120';
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) {
    console.error(
      `[start] START_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 9999 (got "${raw}")`,
    );
    process.exit(1);
  }
  return Number(raw) * 1000;
}
const startTimeout = startTimeoutMs();

const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const port = process.env.SANDBOX_PORT ?? '4100';
const cdnPort = process.env.SANDBOX_CDN_PORT ?? '4101';
const origin = `http://${host}:${port}`;

// The product: where it listens, and the address this machine reaches it on (a wildcard HOST
// is reached on loopback).
const productPort = process.env.PORT ?? '3000';
const productHost = process.env.HOST ?? '127.0.0.1';
const reachable = (address) => (['0.0.0.0', '::', ''].includes(address) ? '127.0.0.1' : address);
const urlHost = (address) => (address.includes(':') ? `[${address}]` : address);
const productOrigin = `http://${urlHost(reachable(productHost))}:${productPort}`;

const edge = edgeSettings();
// The port readers use (the edge's EDGE_PORT, else the product's PORT, default 3000): the sites
// file builds each site's origin from it, and the sandbox writes its canonical and translation
// links on it, so an `npm start` on any port points every link at the port readers use.
const publicPort = process.env.PUBLIC_PORT ?? edge?.port ?? productPort;
const env = {
  ...process.env,
  PUBLIC_PORT: publicPort,
  // The product purges the edge by surrogate key after an edit (src/config: EDGE_*).
  ...(edge === null
    ? {}
    : {
        EDGE_PURGE: process.env.EDGE_PURGE ?? 'varnish',
        EDGE_VARNISH_URLS: process.env.EDGE_VARNISH_URLS ?? edge.url,
      }),
  // Where the sandbox reports editors' edits (with CONTENT_WEBHOOK_SECRET): the product's
  // content webhook.
  SANDBOX_CONTENT_WEBHOOK_URL:
    process.env.SANDBOX_CONTENT_WEBHOOK_URL ?? `${productOrigin}/api/webhooks/content`,
  SANDBOX_HOST: host,
  SANDBOX_PORT: port,
  SANDBOX_CDN_PORT: cdnPort,
  SANDBOX_ORIGIN: origin,
  SANDBOX_CDN_ORIGIN: `http://${host}:${cdnPort}`,
  // the sandbox materials service's Bearer token (sandbox/services/materials.service.ts)
  MATERIALS_SERVICE_TOKEN: process.env.MATERIALS_SERVICE_TOKEN ?? 'sandbox-materials-token',
  // the product's content API credential: locked content arrives whole and is cut per reader
  // (sandbox/api/site-context.ts)
  CONTENT_API_TOKEN: process.env.CONTENT_API_TOKEN ?? 'sandbox-content-token',
  // the content webhook and admin purge secret of the embedded default (README "Purge a page")
  CONTENT_WEBHOOK_SECRET: process.env.CONTENT_WEBHOOK_SECRET ?? 'sandbox-webhook-secret',
  // every embedded site's sign-up endpoint and its x-api-key (sandbox/services/signup.service.ts)
  SANDBOX_SIGNUP_URL: process.env.SANDBOX_SIGNUP_URL ?? `${origin}/services/signup/users`,
  SIGNUP_API_KEY: process.env.SIGNUP_API_KEY ?? 'sandbox-signup-key',
};

const children = new Set();
/** A process of the stack: when it exits on its own, everything stops. */
function track(name, child) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping`);
      stop(code ?? 1);
    }
  });
  return child;
}
function run(name, script, args = ['--enable-source-maps'], stdio = 'inherit') {
  return track(name, spawn(process.execPath, [...args, script], { env, stdio }));
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 50);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/**
 * Resolves with the first JSON line of `child`'s stdout whose msg is `ready` (rejects on
 * `failed`, on exit, or after timeoutMs), passing every line on to this process's stdout.
 */
function readyLine(child, name, ready, failed, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name}: no "${ready}" within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready`));
    });
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line);
          if (entry.msg === ready) {
            clearTimeout(timer);
            resolve(entry);
          }
          if (entry.msg === failed) reject(new Error(entry.error));
        } catch {
          // not a JSON line
        }
      }
    });
  });
}

// The embedded identity service: cognito-local with the seeded pool and accounts, data
// under IDENTITY_DATA_DIR (default: this folder, in .cognito/) so it survives a restart.
// IDENTITY_PORT, else 9229 when free, else any free port (parallel stacks must not collide).
function identityPort() {
  if (process.env.IDENTITY_PORT) return Promise.resolve(process.env.IDENTITY_PORT);
  const listen = (port) =>
    new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, host, () => {
        const { port: bound } = server.address();
        server.close(() => resolve(String(bound)));
      });
    });
  return listen(9229).catch(() => listen(0));
}

async function startIdentity(timeoutMs) {
  env.IDENTITY_PORT = await identityPort();
  // A second stack (9229 taken) must not share the first one's data files: it gets its own.
  if (!process.env.IDENTITY_DATA_DIR && env.IDENTITY_PORT !== '9229' && !process.env.IDENTITY_PORT)
    env.IDENTITY_DATA_DIR = mkdtempSync(join(tmpdir(), 'magazine-identity-'));
  env.IDENTITY_HOST = host;
  const child = run(
    'identity',
    'sandbox/identity/identity-main.ts',
    ['--import', 'tsx'],
    ['ignore', 'pipe', 'inherit'],
  );
  return readyLine(child, 'identity', 'identity ready', 'identity failed to start', timeoutMs);
}

// When the parent goes away without passing a signal on, this process is re-parented: stop the
// stack rather than leave it running. `npm start` runs this script under a shell that npm's
// SIGTERM ends without passing it on.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) {
    console.error('[start] the parent process is gone; stopping');
    stop(0);
  }
}, 1_000).unref();

// Ready when it says so: a content API faulted at start (SANDBOX_FAULTS) answers 500 on purpose.
const sandbox = run(
  'sandbox',
  'dist/sandbox/main.mjs',
  ['--enable-source-maps'],
  ['ignore', 'pipe', 'inherit'],
);
try {
  const [identity] = await Promise.all([
    startIdentity(startTimeout),
    readyLine(sandbox, 'sandbox', 'sandbox ready', 'sandbox failed to start', startTimeout),
  ]);
  env.SANDBOX_IDENTITY_ENDPOINT = identity.endpoint;
  env.SANDBOX_USERPOOL_ID = identity.userPoolId;
  env.SANDBOX_USERPOOL_CLIENT_ID = identity.clientId;
} catch (error) {
  console.error(`[start] the sandbox did not start: ${error.message}`);
  stop(1);
}
if (!stopping) {
  run('magazine', 'dist/node/server.mjs', [...SERVER_NODE_FLAGS, '--enable-source-maps']);
  if (edge !== null) {
    try {
      await until(`the product on ${productOrigin}`, startTimeout, () =>
        answers(`${productOrigin}/healthz`),
      );
      await startEdge(edge);
    } catch (error) {
      if (!stopping) {
        console.error(`[start] the edge did not start: ${error.message}`);
        stop(1);
      }
    }
  }
}

/**
 * EDGE_PORT: where Varnish listens (HOST, else 127.0.0.1), its URL for the product's purges, and
 * the repository's VCL with the backend filled in; null without EDGE_PORT, or when varnishd (or
 * its xkey vmod) is missing, which is said on stderr and the stack runs without the edge.
 */
function edgeSettings() {
  const edgePort = process.env.EDGE_PORT;
  if (edgePort === undefined || edgePort === '') return null;
  if (!/^\d+$/.test(edgePort) || Number(edgePort) < 1 || Number(edgePort) > 65535) {
    console.error(
      `Invalid configuration: EDGE_PORT must be a port number (1-65535), not "${edgePort}"`,
    );
    process.exit(78);
  }
  if (edgePort === productPort) {
    console.error(`Invalid configuration: EDGE_PORT ${edgePort} is the product's PORT`);
    process.exit(78);
  }
  const varnishd = findVarnishd();
  const install = 'install it with: apt-get install -y varnish varnish-modules';
  if (varnishd === null) {
    console.error(
      `[start] EDGE_PORT=${edgePort}, but varnishd is not installed (${install}); starting without the edge`,
    );
    return null;
  }
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const vcl = readFileSync(join(root, 'deploy/varnish/default.vcl'), 'utf8')
    .replaceAll('{{BACKEND_HOST}}', reachable(productHost))
    .replaceAll('{{BACKEND_PORT}}', productPort);
  const dir = mkdtempSync(join(tmpdir(), 'magazine-edge-'));
  // varnishd started as root reads the VCL as its own unprivileged user
  chmodSync(dir, 0o755);
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const vclFile = join(dir, 'default.vcl');
  writeFileSync(vclFile, vcl, { mode: 0o644 });
  // Compiled once now: a varnishd without varnish-modules (xkey) is found before anything starts.
  const check = spawnSync(varnishd, ['-C', '-n', join(dir, 'check'), '-f', vclFile], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (check.status !== 0) {
    const reason = (check.stderr ?? '').trim().split('\n').slice(0, 6).join('\n');
    console.error(
      `[start] EDGE_PORT=${edgePort}, but varnishd cannot load deploy/varnish/default.vcl (${install}); starting without the edge:\n${reason}`,
    );
    return null;
  }
  const listen = productHost === '' ? '127.0.0.1' : productHost;
  return {
    varnishd,
    dir,
    vclFile,
    port: edgePort,
    listen: `${urlHost(listen)}:${edgePort}`,
    url: `http://${urlHost(reachable(listen))}:${edgePort}`,
  };
}

/** varnishd on PATH, or where Debian puts it (/usr/sbin is not on every PATH). */
function findVarnishd() {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    if (dir !== '' && existsSync(join(dir, 'varnishd'))) return join(dir, 'varnishd');
  }
  return null;
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function until(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (stopping) throw new Error('stopping');
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Varnish in the foreground, stopped with the rest; its lines go to stderr as `[edge] …`. */
async function startEdge(settings) {
  const child = track(
    'edge (varnishd)',
    spawn(
      settings.varnishd,
      [
        '-F',
        '-n',
        join(settings.dir, 'varnishd'),
        '-a',
        settings.listen,
        '-f',
        settings.vclFile,
        '-s',
        'malloc,256m',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') process.stderr.write(`[edge] ${line}\n`);
    });
  }
  await until(`the edge on ${settings.url}`, startTimeout, () =>
    answers(`${settings.url}/healthz`),
  );
  const readers = `http://wom-dk.localhost:${settings.port}/`;
  console.log(
    `[start] edge cache: Varnish on ${settings.url}/ in front of the product on ${productOrigin}/; readers go to ${readers} (every site on port ${settings.port}); the product purges it (EDGE_PURGE=${env.EDGE_PURGE}); varnishlog, varnishstat, varnishadm: -n ${join(settings.dir, 'varnishd')}`,
  );
}
