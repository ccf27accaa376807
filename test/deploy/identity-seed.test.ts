import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityClient } from '../../sandbox/identity/cognito-bootstrap';
import { SEED_ACCOUNTS } from '../../sandbox/identity/seed-accounts';
import { freePort } from '../support/free-port';

/**
 * docker-compose.yml's init service: the bundled seeder (dist/sandbox/identity-seed.mjs, what
 * the sandbox image holds) run with plain node against a cognito-local of its own, as the compose
 * file runs them. It imports only Node built-ins and production dependencies (the sandbox image
 * installs no devDependencies), seeds accounts one can sign in with, and a second run reuses the
 * pool.
 */
const root = process.cwd();
const SEEDER = join(root, 'dist/sandbox/identity-seed.mjs');
const run = promisify(execFile);

describe('the identity seeder of docker-compose.yml', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'seed-cognito-'));
  const seedDir = mkdtempSync(join(tmpdir(), 'seed-out-'));
  let cognito: ChildProcess | undefined;
  let endpoint = '';

  beforeAll(async () => {
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    cognito = spawn(process.execPath, [join(root, 'node_modules/cognito-local/lib/bin/start.js')], {
      cwd: dataDir,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), CODE: '123456' },
      stdio: 'ignore',
    });
  });
  afterAll(async () => {
    const running = cognito;
    if (running?.exitCode === null) {
      const exited = new Promise<void>((resolve) => {
        running.once('exit', () => {
          resolve();
        });
      });
      running.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(seedDir, { recursive: true, force: true });
  });

  /** The seeder as compose runs it: `node dist/sandbox/identity-seed.mjs`, nothing preloaded. */
  async function seed(): Promise<Record<string, string>> {
    await run(process.execPath, [SEEDER], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        IDENTITY_ENDPOINT: endpoint,
        IDENTITY_SEED_DIR: seedDir,
      },
      timeout: 90_000,
    });
    const { stdout } = await run('sh', ['-c', `. ${join(seedDir, 'identity.env')} && env`], {
      env: { PATH: process.env.PATH ?? '' },
    });
    return Object.fromEntries(
      stdout
        .split('\n')
        .filter((line) => line.startsWith('SANDBOX_USERPOOL_'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  }

  it('is built, and needs nothing the image prunes', () => {
    expect(existsSync(SEEDER), `${SEEDER}: run npm run build`).toBe(true);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imports = [
      ...readFileSync(SEEDER, 'utf8').matchAll(/^(?:import|export) .*? from "([^"]+)";$/gms),
    ].map((match) => match[1] ?? '');
    expect(imports.length).toBeGreaterThan(0);
    for (const specifier of imports) {
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      expect(
        specifier.startsWith('node:') || Object.hasOwn(manifest.dependencies, name ?? ''),
        specifier,
      ).toBe(true);
    }
  });

  it('seeds accounts that sign in, writes their ids for the apps, and reuses them on a second run', async () => {
    const first = await seed();
    expect(first.SANDBOX_USERPOOL_ID).toMatch(/^local_/);
    expect(first.SANDBOX_USERPOOL_CLIENT_ID).toBeTruthy();
    const client = identityClient(endpoint, 'eu-west-1');
    try {
      for (const account of SEED_ACCOUNTS) {
        const answer = await client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: first.SANDBOX_USERPOOL_CLIENT_ID,
            AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
          }),
        );
        expect(answer.AuthenticationResult?.IdToken, account.email).toBeTruthy();
      }
    } finally {
      client.destroy();
    }
    expect(await seed()).toEqual(first);
  }, 120_000);
});
