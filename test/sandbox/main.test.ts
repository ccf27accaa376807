import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';

const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

interface Started {
  readonly child: ChildProcess;
  readonly ready: { readonly origin: string; readonly cdnOrigin: string };
  readonly exited: Promise<number | null>;
}

/** Runs the CLI on free ports and waits for its "ready" log line. */
async function runCli(args: readonly string[]): Promise<Started> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_CDN_PORT: '0', SANDBOX_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  let output = '';
  const ready = await new Promise<{ origin: string; cdnOrigin: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no ready line within 20 s:\n${output}`));
    }, 20_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.includes('"sandbox ready"'));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as { origin: string; cdnOrigin: string });
      }
    });
    void exited.then((code) => {
      reject(new Error(`exited with ${String(code)}:\n${output}`));
    });
  });
  return { child, ready, exited };
}

async function expectServesAndStops(started: Started): Promise<void> {
  const root = await fetch(`${started.ready.origin}/wom-dk/wp-json/`);
  expect(root.status).toBe(200);
  const image = await fetch(`${started.ready.cdnOrigin}/wp-content/uploads/2025/03/squat.jpg?w=64`);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  started.child.kill('SIGTERM');
  expect(await started.exited).toBe(0);
}

describe('the sandbox CLI', () => {
  it('starts from the TypeScript source, logs both origins as JSON and stops on SIGTERM', async () => {
    const started = await runCli(['--import', 'tsx', 'sandbox/main.ts']);
    expect(started.ready.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(started.ready.cdnOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expectServesAndStops(started);
  });

  it('runs the same when bundled by esbuild, its content pack beside it as the build puts it', async () => {
    const dir = await mkdtemp(join(process.cwd(), 'node_modules', '.cache-sandbox-bundle-'));
    try {
      const outfile = join(dir, 'main.mjs');
      await build({
        entryPoints: ['sandbox/main.ts'],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        logLevel: 'silent',
      });
      // scripts/build.mjs copies the content pack's data files next to the bundle
      await cp('sandbox/content', join(dir, 'content'), {
        recursive: true,
        filter: (source) => !source.endsWith('.ts'),
      });
      await expectServesAndStops(await runCli([outfile]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
