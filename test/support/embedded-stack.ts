import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface EmbeddedStack {
  readonly port: number;
  readonly metricsPort: number;
  readonly sandboxOrigin: string;
  /** Everything the processes printed, for failure messages. */
  readonly output: () => string;
  stop(): Promise<void>;
}

async function waitUntil(
  url: string,
  host: string | undefined,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, host === undefined ? {} : { headers: { host } });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (${lastError}).\n${output()}`);
}

/**
 * Runs `npm start`'s launcher (scripts/start.mjs: sandbox + product from dist/) on free loopback
 * ports, exactly as a newcomer runs it. Needs `npm run build` first (npm test does it). Each stack
 * has its own identity service: a free port chosen here (the launcher's "9229 when free" check
 * races when several test files start at once) and its own data folder (cognito-local processes
 * must not share `.cognito/`), removed on stop.
 */
export async function startEmbeddedStack(): Promise<EmbeddedStack> {
  const [port, metricsPort, sandboxPort, cdnPort, identityPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const identityDir = mkdtempSync(join(tmpdir(), 'stack-identity-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_CDN_PORT: String(cdnPort),
      IDENTITY_PORT: String(identityPort),
      IDENTITY_DATA_DIR: identityDir,
      SANDBOX_SITE_ORIGIN_TEMPLATE: `http://{site}.localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Test files share the machine's cores with many other processes, so the event loop may lag
      // past the overload limit and a page would answer 503; overload protection has its own tests
      // (test/adapters/http/overload.plugin.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer): void => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = (): string => log;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );

  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(identityDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitUntil(`http://127.0.0.1:${port}/readyz`, undefined, 30_000, output),
      exited.then(() => {
        throw new Error(`npm start's launcher exited before the product was ready.\n${output()}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, metricsPort, sandboxOrigin: `http://127.0.0.1:${sandboxPort}`, output, stop };
}
