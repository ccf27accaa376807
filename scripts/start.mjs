// `npm start`: the embedded default. Starts the sandbox upstreams on loopback, waits until they
// answer, then starts the product against them. Ctrl-C (or SIGTERM) stops both.
import { spawn } from 'node:child_process';

const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const port = process.env.SANDBOX_PORT ?? '4100';
const cdnPort = process.env.SANDBOX_CDN_PORT ?? '4101';
const origin = `http://${host}:${port}`;
const env = {
  ...process.env,
  SANDBOX_HOST: host,
  SANDBOX_PORT: port,
  SANDBOX_CDN_PORT: cdnPort,
  SANDBOX_ORIGIN: origin,
  SANDBOX_CDN_ORIGIN: `http://${host}:${cdnPort}`,
};

const children = new Set();
function run(name, script) {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    env,
    stdio: 'inherit',
  });
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

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

run('sandbox', 'dist/sandbox/main.mjs');
try {
  await waitFor(`${origin}/wom-dk/wp-json/`, 20_000);
} catch (error) {
  console.error(`[start] the sandbox did not start: ${error.message}`);
  stop(1);
}
if (!stopping) run('magazine', 'dist/node/server.mjs');
