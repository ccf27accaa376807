/**
 * The built product (`dist/node/server.mjs`) as a child process, for tests that talk to it over
 * HTTP like a reader would. Start it, wait for its `magazine ready` line, and close it by its own
 * handle in `afterAll`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { freePort } from './free-port';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/**
 * The built server; `CONTRACT_PRODUCT_DIR` points the contract suites at another checkout's build
 * (e.g. an older commit, to see the suites fail against it).
 */
const PRODUCT_DIR =
  process.env.CONTRACT_PRODUCT_DIR ?? fileURLToPath(new URL('../../', import.meta.url));
export const PRODUCT_SERVER = join(PRODUCT_DIR, 'dist', 'node', 'server.mjs');

export interface ProductResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RequestOptions {
  readonly host?: string;
  readonly method?: 'GET' | 'POST' | 'HEAD';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface ProductProcess {
  readonly origin: string;
  readonly port: number;
  /** The Host header sent unless a request names another. */
  readonly host: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Its JSON log lines so far (pino), parsed; other lines are skipped. */
  logLines(): readonly Readonly<Record<string, unknown>>[];
  get(path: string, options?: RequestOptions): Promise<ProductResponse>;
  close(): Promise<void>;
}

/** The environment of a single-site deployment of I FORM Denmark on `contentApiUrl`. */
export function iformEnv(contentApiUrl: string): Record<string, string> {
  return {
    BRAND_CODE: 'WOM',
    BRAND_NAME: 'I FORM',
    MARKET: 'dk',
    SITE_DOMAIN: 'https://iform.dk',
    SITE_HOSTS: 'iform.dk',
    CONTENT_API_URL: contentApiUrl,
  };
}

/**
 * Spawns the product with `env` (plus PORT, METRICS_PORT, HOST, LOG_LEVEL=info and PATH) and
 * waits for `magazine ready`. The process gets nothing else from this environment.
 */
export async function startProduct(
  env: Readonly<Record<string, string>>,
  options: { readonly host: string; readonly readyTimeoutMs?: number },
): Promise<ProductProcess> {
  if (!existsSync(PRODUCT_SERVER))
    throw new Error(
      `${PRODUCT_SERVER} is missing: run \`npm run build\` before the contract tests`,
    );
  const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, PRODUCT_SERVER], {
    cwd: PRODUCT_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: number | null | undefined = undefined;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<void>((resolve) => {
    child.on('exit', (code) => {
      exited = code;
      resolve();
    });
  });

  await new Promise<void>((resolve, reject) => {
    const timeoutMs = options.readyTimeoutMs ?? 20_000;
    const started = Date.now();
    const poll = setInterval(() => {
      if (output.includes('magazine ready')) {
        clearInterval(poll);
        resolve();
      } else if (exited !== undefined || Date.now() - started > timeoutMs) {
        clearInterval(poll);
        child.kill('SIGKILL');
        reject(
          new Error(
            `the product did not log "magazine ready" (${exited === undefined ? `timeout ${timeoutMs} ms` : `exit ${String(exited)}`}):\n${output}`,
          ),
        );
      }
    }, 25);
  });

  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    host: options.host,
    output: () => output,
    logLines: () =>
      output.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    get: async (path, requestOptions = {}) => {
      const response = await request(`${origin}${path}`, {
        method: requestOptions.method ?? 'GET',
        headers: { host: requestOptions.host ?? options.host, ...requestOptions.headers },
        ...(requestOptions.body === undefined ? {} : { body: requestOptions.body }),
        headersTimeout: 15_000,
        bodyTimeout: 15_000,
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      return { status: response.statusCode, headers, body: await response.body.text() };
    },
    close: async () => {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
