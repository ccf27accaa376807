import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { findVarnishd, INSTALL_HINT, send } from './varnish-edge';

/**
 * README examples around `npm start`, run as written: a start with upstream faults switched on
 * (`SANDBOX_FAULTS=content-api=500,image-cdn=hang npm start`) comes up, the purge example works
 * with the embedded default's secret, and SIGTERM to the npm process alone stops every process
 * of the stack; with EDGE_PORT, Varnish (deploy/varnish/default.vcl) comes up in front of the
 * product and pages come through it. npm runs the start script through a shell exactly as
 * `npm start` does, with `npm run build` left out (npm test built dist/ already).
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

/** The environment a process was started with (from /proc). */
function environOf(pid: number): Map<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return new Map(
    entries.flatMap((entry) => {
      const at = entry.indexOf('=');
      return at > 0 ? [[entry.slice(0, at), entry.slice(at + 1)] as const] : [];
    }),
  );
}

/** The process among pids whose command line contains `part`. */
function processRunning(pids: readonly number[], part: string): number {
  const found = pids.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(part);
    } catch {
      return false;
    }
  });
  if (found === undefined) throw new Error(`no process of the stack runs ${part}`);
  return found;
}

/** The README's shell command that contains `marker` (continued lines joined). */
/** Every README command (with its continuation lines) that has a line containing `marker`. */
function readmeCommands(marker: string): string[] {
  const lines = readme.split('\n');
  const commands: string[] = [];
  let after = -1;
  lines.forEach((line, start) => {
    if (!line.includes(marker) || start <= after) return;
    let first = start;
    while (first > 0 && lines[first - 1]?.trimEnd().endsWith('\\')) first -= 1;
    let last = start;
    while (lines[last]?.trimEnd().endsWith('\\')) last += 1;
    after = last;
    commands.push(lines.slice(first, last + 1).join('\n'));
  });
  if (commands.length === 0) throw new Error(`README has no command with ${marker}`);
  return commands;
}

function readmeCommand(marker: string): string {
  const [command] = readmeCommands(marker);
  if (command === undefined) throw new Error(`README has no command with ${marker}`);
  return command;
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

interface Stack {
  readonly npm: ChildProcess;
  readonly port: number;
  readonly sandboxPort: number;
  output(): string;
}

describe('npm start, as the README runs it', () => {
  const identityDirs: string[] = [];
  const started: ChildProcess[] = [];
  let stackPids: number[] = [];

  afterAll(() => {
    // Whatever a failed test left running, by the ids this test started.
    const pids = [...stackPids, ...started.map((npm) => npm.pid ?? 0)];
    for (const pid of pids.filter((pid) => pid > 0 && alive(pid))) process.kill(pid, 'SIGKILL');
    for (const dir of identityDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** `npm start` (without the build) on free ports, with `extra` in its environment. */
  async function startStack(extra: Readonly<Record<string, string>>): Promise<Stack> {
    const identityDir = mkdtempSync(join(tmpdir(), 'npm-start-identity-'));
    identityDirs.push(identityDir);
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
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_CDN_PORT: String(cdnPort),
      IDENTITY_PORT: String(identityPort),
      IDENTITY_DATA_DIR: identityDir,
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...extra,
    };
    const npm = spawn('npm', ['exec', '--no', '-c', startScript.replace('npm run build', 'true')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(npm);
    let output = '';
    const collect = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    npm.stdout.on('data', collect);
    npm.stderr.on('data', collect);
    await until('the product ready', 90_000, async () => {
      if (npm.exitCode !== null) throw new Error(`npm exited ${npm.exitCode}:\n${output}`);
      const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      return response?.ok ?? false;
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output}`);
    });
    return { npm, port, sandboxPort, output: () => output };
  }

  /** SIGTERM to npm alone, then every process of the stack is gone. */
  async function stopStack(stack: Stack, pids: readonly number[]): Promise<void> {
    const exited = new Promise<void>((resolve) => {
      stack.npm.once('exit', () => {
        resolve();
      });
    });
    stack.npm.kill('SIGTERM');
    await exited;
    await until('every process of the stack gone', 20_000, () => pids.every((pid) => !alive(pid)));
  }

  it('refuses a START_TIMEOUT_SECONDS that is not a number of seconds, naming the key, before starting anything', () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, START_TIMEOUT_SECONDS: '30s' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('START_TIMEOUT_SECONDS');
    expect(result.stderr).toContain('"30s"');
    expect(result.stdout).not.toContain('ready');
  });

  it('comes up with upstream faults switched on, purges with the documented command, and stops entirely on SIGTERM to npm', async () => {
    expect(startScript).toContain('npm run build && ');
    const faultsExample = readmeCommand('npm start  # at start');
    const faults = /SANDBOX_FAULTS=(\S+) npm start/.exec(faultsExample)?.[1];
    expect(faults).toBe('content-api=500,image-cdn=hang');
    // Up although the content API answers 500 on purpose.
    const stack = await startStack({ SANDBOX_FAULTS: faults ?? '' });
    const { port, sandboxPort } = stack;
    // Every process of the stack: npm, its shell, the launcher, sandbox, identity (and its
    // cognito-local), the product.
    stackPids = descendants(stack.npm.pid ?? -1);
    expect(stackPids.length).toBeGreaterThanOrEqual(5);
    const api = await fetch(`http://127.0.0.1:${sandboxPort}/wom-dk/wp-json/`);
    expect(api.status).toBe(500);
    // The sandbox reports editors' edits to the product's content webhook.
    expect(
      environOf(processRunning(stackPids, 'dist/sandbox/main.mjs')).get(
        'SANDBOX_CONTENT_WEBHOOK_URL',
      ),
    ).toBe(`http://127.0.0.1:${port}/api/webhooks/content`);

    // The webhook examples (a WordPress hook, a purge by path), with the documented host port
    // replaced by this stack's.
    const examples = readmeCommands('http://127.0.0.1:3000/api/webhooks/content');
    expect(examples).toHaveLength(2);
    for (const example of examples) {
      const command = example.replaceAll('http://127.0.0.1:3000', `http://127.0.0.1:${port}`);
      const { stdout } = await promisify(execFile)(
        'sh',
        ['-c', `${command} -s -o /dev/null -w '%{http_code}'`],
        { env: { PATH: process.env.PATH ?? '' }, timeout: 20_000 },
      );
      // 202: accepted (and reaches the other replicas over Redis when there is one).
      expect(stdout, command).toBe('202');
    }

    await stopStack(stack, stackPids);
  }, 150_000);

  it("with EDGE_PORT starts Varnish in front of the product once it is up: pages come through it, the second is a hit, and an editor's edit reaches readers through it", async () => {
    expect(findVarnishd(), `varnishd is not installed: ${INSTALL_HINT}`).not.toBeNull();
    const edgePort = await freePort();
    const stack = await startStack({ EDGE_PORT: String(edgePort) });
    const readers = `http://wom-dk.localhost:${edgePort}/`;
    await until('the edge started', 30_000, () => stack.output().includes(readers));
    stackPids = descendants(stack.npm.pid ?? -1);
    // The product purges this edge, and its links point through it.
    const product = environOf(processRunning(stackPids, 'dist/node/server.mjs'));
    expect(product.get('EDGE_PURGE')).toBe('varnish');
    expect(product.get('EDGE_VARNISH_URLS')).toBe(`http://127.0.0.1:${edgePort}`);
    expect(product.get('PUBLIC_PORT')).toBe(String(edgePort));
    const varnishd = processRunning(stackPids, 'varnishd');

    const page = (): ReturnType<typeof send> =>
      send(edgePort, { path: '/', headers: { host: `wom-dk.localhost:${edgePort}` } });
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.body.toString()).toContain(`http://wom-dk.localhost:${edgePort}/`);
    const second = await page();
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    for (const response of [first, second]) {
      expect(response.headers['surrogate-key']).toBeUndefined();
      expect(response.headers.xkey).toBeUndefined();
    }

    // An editor's edit in the sandbox reaches readers through the edge within seconds: the
    // sandbox calls the product's webhook, the product purges the edge by surrogate key.
    const articlePath = '/traening/12-ugers-traeningsprogram';
    const article = (headers: Record<string, string> = {}): ReturnType<typeof send> =>
      send(edgePort, {
        path: articlePath,
        headers: { host: `wom-dk.localhost:${edgePort}`, ...headers },
      });
    expect((await article()).status).toBe(200);
    const cached = await article({ 'x-edge-debug': '1' });
    expect(cached.headers['x-cache']).toBe('HIT');
    const composite = /wom-dk:composite:(\d+)/.exec(String(cached.headers['surrogate-key']))?.[1];
    expect(composite, String(cached.headers['surrogate-key'])).toBeDefined();
    const title = `Edited through the edge ${String(Date.now())}`;
    const edit = await fetch(
      `http://127.0.0.1:${stack.sandboxPort}/__sandbox/content/wom-dk/composite/${composite ?? ''}`,
      { method: 'PATCH', body: JSON.stringify({ title }) },
    );
    expect(edit.status).toBe(200);
    const editedAt = Date.now();
    let seen = await article();
    while (!seen.body.toString().includes(title) && Date.now() - editedAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await article();
    }
    expect(seen.body.toString(), `not through the edge within 10 s: ${stack.output()}`).toContain(
      title,
    );

    await stopStack(stack, stackPids);
    expect(alive(varnishd)).toBe(false);
  }, 150_000);
});
