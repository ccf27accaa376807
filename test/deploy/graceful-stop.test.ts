import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import { startRecordedContentApi, type RecordedContentApi } from '../support/recorded-content-api';
import { findExecutable } from './executables';

/**
 * A replica stopped behind a balancer that does not retry (a real haproxy from Debian, health
 * checks on /readyz): with the drain (SHUTDOWN_DRAIN_SECONDS), readiness fails first, the balancer
 * takes the replica out while it still answers, and then it closes: no reader request fails.
 */
const HOST = 'iform.dk';
const DRAIN_SECONDS = 2;
const haproxy = findExecutable('haproxy') ?? findExecutable('/usr/sbin/haproxy');

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function haproxyConfig(port: number, replicas: readonly ProductProcess[]): string {
  return [
    'global',
    '  maxconn 256',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 10s',
    '  timeout server 10s',
    // No retries, no redispatch: a request sent to a closed port fails as a reader would see it.
    '  retries 0',
    '  option http-server-close',
    `frontend readers`,
    `  bind 127.0.0.1:${String(port)}`,
    '  default_backend replicas',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    `  http-check send hdr Host ${HOST}`,
    '  http-check expect status 200',
    '  default-server inter 300ms fall 1 rise 1',
    ...replicas.map(
      (replica, index) => `  server r${String(index + 1)} 127.0.0.1:${String(replica.port)} check`,
    ),
    '',
  ].join('\n');
}

async function startHaproxy(config: string): Promise<ChildProcess> {
  if (haproxy === null)
    throw new Error('haproxy is not installed: apt-get install -y haproxy (.ci/run does)');
  const dir = mkdtempSync(join(tmpdir(), 'graceful-stop-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn(haproxy, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (child.exitCode !== null)
    throw new Error(`haproxy exited ${String(child.exitCode)}:\n${output}`);
  return child;
}

/** GET / through the balancer until `until` resolves; each answer's status, or 0 for a failure. */
async function readersUntil(origin: string, until: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const reader = async (): Promise<void> => {
    // Bounded: at most 4,000 requests per reader, and it stops when the replica has stopped.
    for (let count = 0; !done && count < 4_000; count += 1) {
      try {
        const response = await request(`${origin}/`, {
          headers: { host: HOST },
          headersTimeout: 5_000,
          bodyTimeout: 5_000,
        });
        await response.body.text();
        statuses.push(response.statusCode);
      } catch {
        statuses.push(0);
      }
    }
  };
  await Promise.all([reader(), reader(), reader(), reader()]);
  return statuses;
}

describe('a replica stopped behind a balancer without retries', () => {
  it('fails no request: readiness fails first, the listener answers through the drain, then closes', async () => {
    const api: RecordedContentApi = await startRecordedContentApi();
    cleanups.push(() => api.close());
    const env = { ...iformEnv(api.origin), SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) };
    const replicas = await Promise.all([
      startProduct(env, { host: HOST, readyTimeoutMs: 60_000 }),
      startProduct(env, { host: HOST, readyTimeoutMs: 60_000 }),
    ]);
    for (const replica of replicas) cleanups.push(() => replica.close());
    for (const replica of replicas) expect((await replica.get('/')).status).toBe(200);
    const port = await freePort();
    await startHaproxy(haproxyConfig(port, replicas));
    const origin = `http://127.0.0.1:${String(port)}`;
    // Both replicas in rotation.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const [stopping, staying] = replicas;
    const stopped = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const began = Date.now();
      await stopping.close();
      const tookMs = Date.now() - began;
      // Keep reading a little after the stop: the survivor answers everything.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return tookMs;
    })();
    const statuses = await readersUntil(origin, stopped);
    const tookMs = await stopped;

    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // It drained before closing, and stopped cleanly.
    expect(tookMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(stopping.output()).toContain('shutting down: readiness fails, draining');
    expect(stopping.output()).toContain('shut down cleanly');
    expect((await staying.get('/readyz')).status).toBe(200);
  }, 180_000);
});
