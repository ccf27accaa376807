import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BENCH = join(process.cwd(), 'bench');

/** The benchmark scripts: every `bench/*.mjs` whose leading comment shows how to run it. */
const SCRIPTS = readdirSync(BENCH).filter(
  (name) =>
    name.endsWith('.mjs') &&
    readFileSync(join(BENCH, name), 'utf8').includes(`//   node bench/${name}`),
);

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function bench(name: string, args: readonly string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run('node', [join(BENCH, name), ...args], {
      timeout: 20_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('the benchmark scripts on the command line', () => {
  it('finds the scripts', () => {
    expect(SCRIPTS).toEqual(expect.arrayContaining(['cache.mjs', 'freshness.mjs', 'growth.mjs']));
    expect(SCRIPTS.length).toBeGreaterThanOrEqual(9);
  });

  it.each(SCRIPTS)('%s answers --help with its usage, starting nothing', async (name) => {
    const outcome = await bench(name, ['--help']);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain(`node bench/${name}`);
    expect(outcome.stderr).not.toMatch(/\n\s+at /);
  });

  it.each(SCRIPTS)(
    '%s names an unknown option and exits 2, without a stack trace',
    async (name) => {
      const commands =
        name === 'cache.mjs' ? ['ceiling'] : name === 'browser.mjs' ? ['weight'] : [];
      const outcome = await bench(name, [...commands, '--no-such-option', '1']);
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toContain('--no-such-option');
      expect(outcome.stderr).toContain(`node bench/${name}`);
      expect(outcome.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
