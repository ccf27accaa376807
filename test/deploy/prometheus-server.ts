import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { freePort } from '../support/free-port';
import { findExecutable } from './executables';

/**
 * Debian's Prometheus server (`/usr/bin/prometheus`) on a free loopback port with its own
 * storage folder, scraping one target every second and evaluating the given rule files every
 * second. Stopped by its own handle; the folder is removed.
 */
export interface PrometheusServer {
  readonly origin: string;
  /** An instant query; the result vector (empty when nothing matches). */
  query(
    expr: string,
  ): Promise<readonly { metric: Record<string, string>; value: [number, string] }[]>;
  /** Every alert the server has, pending or firing. */
  alerts(): Promise<readonly { labels: Record<string, string>; state: string }[]>;
  output(): string;
  stop(): Promise<void>;
}

interface ApiAnswer<T> {
  readonly status: string;
  readonly data: T;
  readonly error?: string;
}

async function api<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as ApiAnswer<T>;
  if (body.status !== 'success') throw new Error(`${url}: ${body.error ?? response.status}`);
  return body.data;
}

export async function startPrometheus(options: {
  readonly job: string;
  readonly target: string;
  readonly ruleFiles: readonly string[];
}): Promise<PrometheusServer> {
  const binary = findExecutable('prometheus');
  if (binary === null)
    throw new Error('prometheus is not installed: apt-get install prometheus (.ci/run does)');
  const dir = mkdtempSync(join(tmpdir(), 'magazine-prometheus-'));
  const configFile = join(dir, 'prometheus.yml');
  writeFileSync(
    configFile,
    stringify({
      global: { scrape_interval: '1s', scrape_timeout: '900ms', evaluation_interval: '1s' },
      rule_files: options.ruleFiles,
      scrape_configs: [{ job_name: options.job, static_configs: [{ targets: [options.target] }] }],
    }),
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(
    binary,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const collect = (chunk: Buffer): void => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`prometheus exited with ${child.exitCode}:\n${log}`);
    }
    try {
      const response = await fetch(`${origin}/-/ready`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus was not ready within 30 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    query: async (expr) =>
      (
        await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
          `${origin}/api/v1/query?query=${encodeURIComponent(expr)}`,
        )
      ).result,
    alerts: async () =>
      (
        await api<{ alerts: { labels: Record<string, string>; state: string }[] }>(
          `${origin}/api/v1/alerts`,
        )
      ).alerts,
    output: () => log,
    stop,
  };
}
