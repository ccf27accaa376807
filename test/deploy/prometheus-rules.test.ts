import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findExecutable } from './executables';

/**
 * deploy/prometheus with Prometheus's own tool: the rules load (`promtool check rules`) and
 * their unit tests pass (`promtool test rules`). promtool comes with Debian's `prometheus`
 * package, which .ci/run installs; without it this test fails, it never skips.
 */
const run = promisify(execFile);
const DIR = join(process.cwd(), 'deploy/prometheus');
const promtool = findExecutable('promtool');

async function promtoolRun(args: readonly string[]): Promise<string> {
  if (promtool === null)
    throw new Error('promtool is not installed: apt-get install prometheus (.ci/run does)');
  try {
    const { stdout, stderr } = await run(promtool, args, { cwd: DIR, timeout: 120_000 });
    return `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `promtool ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? failed.message}`,
    );
  }
}

describe('deploy/prometheus', () => {
  it('has promtool to check it with', () => {
    expect(promtool, 'apt-get install prometheus').not.toBeNull();
  });

  it('has rules that promtool loads', async () => {
    const output = await promtoolRun(['check', 'rules', 'magazine.rules.yml']);
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('has rules that pass their unit tests', async () => {
    const tests = readdirSync(join(DIR, 'tests')).filter((file) => file.endsWith('.yml'));
    expect(tests.length).toBeGreaterThan(0);
    const output = await promtoolRun([
      'test',
      'rules',
      ...tests.map((file) => join('tests', file)),
    ]);
    expect(output).toContain('SUCCESS');
  }, 180_000);
});
