import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

/**
 * README examples around `npm start`, run as written: a start with upstream faults switched on
 * (`SANDBOX_FAULTS=content-api=500,image-cdn=hang npm start`) comes up, the purge example works
 * with the embedded default's secret, and SIGTERM to the npm process alone stops every process
 * of the stack. npm runs the start script through a shell exactly as `npm start` does, with
 * `npm run build` left out (npm test built dist/ already).
 */
const root = process.cwd();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const startScript = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

/** The process ids below `pid` (from /proc: children, their children, …). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number): void => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The README's shell command that contains `marker` (continued lines joined). */
function readmeCommand(marker: string): string {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.includes(marker));
  let first = start;
  while (first > 0 && lines[first - 1]?.trimEnd().endsWith('\\')) first -= 1;
  let last = start;
  while (lines[last]?.trimEnd().endsWith('\\')) last += 1;
  if (start === -1) throw new Error(`README has no command with ${marker}`);
  return lines.slice(first, last + 1).join('\n');
}

async function until(
  what: string,
  ms: number,
  check: () => Promise<boolean> | boolean,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('npm start, as the README runs it', () => {
  const identityDir = mkdtempSync(join(tmpdir(), 'npm-start-identity-'));
  let npm: ChildProcess | undefined;
  let output = '';
  let stackPids: number[] = [];

  afterAll(() => {
    // Whatever a failed test left running, by the ids this test started.
    for (const pid of [...stackPids, npm?.pid ?? 0].filter((pid) => pid > 0 && alive(pid)))
      process.kill(pid, 'SIGKILL');
    rmSync(identityDir, { recursive: true, force: true });
  });

  it('comes up with upstream faults switched on, purges with the documented command, and stops entirely on SIGTERM to npm', async () => {
    expect(startScript).toContain('npm run build && ');
    const faultsExample = readmeCommand('npm start  # at start');
    const faults = /SANDBOX_FAULTS=(\S+) npm start/.exec(faultsExample)?.[1];
    expect(faults).toBe('content-api=500,image-cdn=hang');
    const [port, metricsPort, sandboxPort, cdnPort, identityPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      SANDBOX_FAULTS: faults ?? '',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_CDN_PORT: String(cdnPort),
      IDENTITY_PORT: String(identityPort),
      IDENTITY_DATA_DIR: identityDir,
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    const started = spawn(
      'npm',
      ['exec', '--no', '-c', startScript.replace('npm run build', 'true')],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    npm = started;
    const collect = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    started.stdout.on('data', collect);
    started.stderr.on('data', collect);

    // Up although the content API answers 500 on purpose.
    await until(`the product ready (output: ${output})`, 90_000, async () => {
      if (started.exitCode !== null) throw new Error(`npm exited ${started.exitCode}:\n${output}`);
      const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      return response?.ok ?? false;
    });
    // Every process of the stack: npm, its shell, the launcher, sandbox, identity (and its
    // cognito-local), the product.
    stackPids = descendants(started.pid ?? -1);
    expect(stackPids.length).toBeGreaterThanOrEqual(5);
    const api = await fetch(`http://127.0.0.1:${sandboxPort}/wom-dk/wp-json/`);
    expect(api.status).toBe(500);

    // The purge example, with the documented host port replaced by this stack's.
    const purge = readmeCommand('api/webhooks/content').replaceAll(
      'http://127.0.0.1:3000',
      `http://127.0.0.1:${port}`,
    );
    const { stdout } = await promisify(execFile)(
      'sh',
      ['-c', `${purge} -s -o /dev/null -w '%{http_code}'`],
      {
        env: { PATH: env.PATH },
        timeout: 20_000,
      },
    );
    // 202: the purge is accepted (and reaches the other replicas over Redis when there is one).
    expect(stdout).toBe('202');

    const exited = new Promise<void>((resolve) => {
      started.once('exit', () => {
        resolve();
      });
    });
    started.kill('SIGTERM');
    await exited;
    await until('every process of the stack gone', 20_000, () =>
      stackPids.every((pid) => !alive(pid)),
    );
  }, 150_000);
});
