import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { findExecutable } from './executables';
import { freePort } from '../support/free-port';

/**
 * A real varnishd with the repository's VCL (deploy/varnish/default.vcl), for the edge tests.
 * Varnish and varnish-modules (xkey) come from Debian; without them the tests fail, saying so.
 */
export const VCL_PATH = resolve(process.cwd(), 'deploy/varnish/default.vcl');
export const INSTALL_HINT =
  'install Varnish 7 and varnish-modules: apt-get install -y varnish varnish-modules (.ci/run does)';

/** varnishd on PATH or where Debian puts it (/usr/sbin), else null. */
export function findVarnishd(): string | null {
  return (
    findExecutable('varnishd') ?? (existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : null)
  );
}

/** The repository's VCL with the backend placeholders filled in. */
export function edgeVcl(backendHost: string, backendPort: number): string {
  const template = readFileSync(VCL_PATH, 'utf8');
  return template
    .replaceAll('{{BACKEND_HOST}}', backendHost)
    .replaceAll('{{BACKEND_PORT}}', String(backendPort));
}

export interface RunningVarnish {
  readonly port: number;
  readonly pid: number;
  output(): string;
  /** varnishadm against this instance (e.g. `backend.set_health boot.magazine sick`). */
  admin(...command: string[]): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts varnishd in the foreground (-F) on 127.0.0.1:<free port> with its own -n directory, in
 * front of the backend, and resolves once it answers HTTP. Fails with varnishd's own words (a
 * VCL that does not compile, a missing xkey vmod) when it exits first.
 */
export async function startVarnish(options: {
  readonly vcl: string;
  readonly params?: readonly string[];
}): Promise<RunningVarnish> {
  const varnishd = findVarnishd();
  if (varnishd === null) throw new Error(`varnishd not found: ${INSTALL_HINT}`);
  const dir = mkdtempSync(join(tmpdir(), 'edge-test-'));
  // Started as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(dir, 0o755);
  const vclFile = join(dir, 'default.vcl');
  writeFileSync(vclFile, options.vcl);
  const port = await freePort();
  const child: ChildProcess = spawn(
    varnishd,
    [
      '-F',
      '-n',
      join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vclFile,
      '-s',
      'malloc,64m',
      // small and quick: one pool of few threads, the smallest shared log
      '-p',
      'thread_pools=1',
      '-p',
      'thread_pool_min=10',
      '-p',
      'vsl_space=1M',
      ...(options.params ?? []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolveExit) => {
    child.once('exit', () => {
      resolveExit();
    });
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      const hint = /xkey/i.test(output) ? ` (is varnish-modules installed? ${INSTALL_HINT})` : '';
      throw new Error(`varnishd exited before it answered${hint}:\n${output}`);
    }
    const answered = await send(port, { path: '/healthz' }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not answer within 20 s:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  const admin = async (...command: string[]): Promise<string> => {
    const varnishadm = join(dirname(varnishd).replace(/\/sbin$/, '/bin'), 'varnishadm');
    const { stdout } = await promisify(execFile)(
      existsSync(varnishadm) ? varnishadm : 'varnishadm',
      ['-n', join(dir, 'work'), ...command],
      { timeout: 10_000 },
    );
    return stdout;
  };
  return { port, pid: child.pid ?? -1, output: () => output, admin, stop };
}

export interface EdgeResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** One HTTP/1.1 request without keep-alive and without decompression (bodies as sent). */
export function send(
  port: number,
  options: {
    readonly path: string;
    readonly method?: string;
    readonly headers?: Readonly<Record<string, string>>;
    /** The client's own address (another loopback address, for the purge ACL). */
    readonly localAddress?: string;
  },
): Promise<EdgeResponse> {
  return new Promise((resolveResponse, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolveResponse({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${options.path}: timed out`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
