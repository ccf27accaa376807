// `npm start`: the embedded default. Starts the sandbox upstreams on loopback, waits until they
// say they are ready (whatever faults SANDBOX_FAULTS switched on), then starts the product
// against them. Ctrl-C or SIGTERM (to this process or to the npm process that started it) stops
// them all.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const port = process.env.SANDBOX_PORT ?? '4100';
const cdnPort = process.env.SANDBOX_CDN_PORT ?? '4101';
const origin = `http://${host}:${port}`;
// The port readers use (the product's PORT, default 3000): the sites file builds each site's
// origin from it, and the sandbox writes its canonical and translation links on it, so an
// `npm start` on any PORT points every link at the port it answers on.
const publicPort = process.env.PUBLIC_PORT ?? process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PUBLIC_PORT: publicPort,
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
function run(name, script, args = ['--enable-source-maps'], stdio = 'inherit') {
  const child = spawn(process.execPath, [...args, script], { env, stdio });
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
    startIdentity(30_000),
    readyLine(sandbox, 'sandbox', 'sandbox ready', 'sandbox failed to start', 30_000),
  ]);
  env.SANDBOX_IDENTITY_ENDPOINT = identity.endpoint;
  env.SANDBOX_USERPOOL_ID = identity.userPoolId;
  env.SANDBOX_USERPOOL_CLIENT_ID = identity.clientId;
} catch (error) {
  console.error(`[start] the sandbox did not start: ${error.message}`);
  stop(1);
}
if (!stopping)
  run('magazine', 'dist/node/server.mjs', [...SERVER_NODE_FLAGS, '--enable-source-maps']);
