import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROUTES } from '../../src/domain/routing/route-table';
import {
  command,
  copies,
  defaultTarget,
  instructions,
  readDockerfile,
  stage,
  type Stage,
} from './dockerfile';

/**
 * The production image (the Dockerfile's default target, `runtime`) holds the production server
 * and what it needs: the server bundle, the client assets, and the packages the server imports,
 * installed from package-lock.json as its `npm ci` installs them. Nothing of the sandbox, the
 * identity emulator, the build or the tests; those have a `sandbox` target of their own, which
 * docker-compose.yml's sandbox, cognito and identity-seed services build. (No Docker engine on
 * the development machines: the Dockerfile and the lock file are read, not built.)
 */
const root = process.cwd();
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const stages = readDockerfile(root);
const runtime = defaultTarget(stages);

interface LockEntry {
  readonly version?: string;
  readonly dev?: boolean;
  readonly optional?: boolean;
  readonly devOptional?: boolean;
  readonly peer?: boolean;
  readonly link?: boolean;
  readonly hasInstallScript?: boolean;
}
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

/** The `npm ci` a stage's node_modules come from: its own, or the stage it copies them from. */
function npmCi(of: Stage): string {
  const own = instructions(of, 'RUN').find((run) => /\bnpm ci\b/.test(run));
  if (own !== undefined) return own;
  const copied = copies(of).find((copy) =>
    copy.sources.some((source) => source.endsWith('/node_modules')),
  );
  if (copied?.from == null) throw new Error(`stage ${of.name} installs no packages`);
  return npmCi(stage(stages, copied.from));
}

/** What an `npm ci` leaves out (`--omit=dev --omit=optional` → dev, optional). */
function omitted(npmCommand: string): Set<string> {
  return new Set([...npmCommand.matchAll(/--omit[= ](\w+)/g)].map((match) => match[1] ?? ''));
}

/**
 * The lock file entries `npm ci` with these omissions installs (npm's rules: dev, optional, peer
 * omitted as asked; devOptional only when both dev and optional are).
 */
function installedEntries(omit: Set<string>): [string, LockEntry][] {
  return Object.entries(lock.packages).filter(([path, entry]) => {
    if (path === '' || entry.link === true) return false;
    if (entry.dev === true && omit.has('dev')) return false;
    if (entry.optional === true && omit.has('optional')) return false;
    if (entry.devOptional === true && omit.has('dev') && omit.has('optional')) return false;
    if (entry.peer === true && omit.has('peer')) return false;
    return true;
  });
}
/** The same, as `name@version`. */
function installed(omit: Set<string>): string[] {
  return installedEntries(omit)
    .map(
      ([path, entry]) => `${path.slice(path.lastIndexOf('node_modules/') + 13)}@${entry.version}`,
    )
    .sort();
}
const nameOf = (pkg: string): string => pkg.slice(0, pkg.lastIndexOf('@'));

const runtimeNpm = npmCi(runtime);
const runtimePackages = installed(omitted(runtimeNpm));
const listing = (packages: readonly string[]): string =>
  `\n  ${packages.join('\n  ')}\n(${packages.length} packages)`;

/**
 * Never in the production image: the sandbox's and identity emulator's (sharp and its libvips,
 * cognito-local and the AWS SDK v2 it brings), the build's, the tests'.
 */
const NOT_IN_PRODUCTION = [
  'cognito-local',
  'aws-sdk',
  'sharp',
  '@img/sharp-linux-x64',
  '@img/sharp-libvips-linux-x64',
  'vike',
  'vite',
  'esbuild',
  'typescript',
  'swiper',
  'vitest',
  'playwright-core',
  'testcontainers',
  'tsx',
  '@stryker-mutator/core',
];

/** The bare package imports of a bundle (`from "fastify"`, `from "date-fns/locale"` → date-fns). */
function packagesImported(bundle: string): string[] {
  const specifiers = [
    ...readFileSync(bundle, 'utf8').matchAll(
      /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)";?$|^import\s*"([^"]+)";?$|\bimport\("([^"]+)"\)/gms,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  return [
    ...new Set(
      specifiers
        .filter((specifier) => !specifier.startsWith('node:') && !specifier.startsWith('.'))
        .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1))
        .map((parts) => parts.join('/')),
    ),
  ].sort();
}

describe('the production image (the Dockerfile’s default target)', () => {
  it('is the runtime stage, on a pinned Node the engines accept, as a non-root user with a health check', () => {
    expect(runtime.name).toBe('runtime');
    const nodeVersion = /^ARG NODE_VERSION=(\S+)$/m.exec(read('Dockerfile'))?.[1] ?? '';
    expect(nodeVersion, 'NODE_VERSION: a full version').toMatch(/^\d+\.\d+\.\d+$/);
    expect(semver.satisfies(nodeVersion, manifest.engines.node), nodeVersion).toBe(true);
    expect(runtime.from).toBe('node:${NODE_VERSION}-bookworm-slim');
    const users = instructions(runtime, 'USER');
    expect(users.length, 'a USER').toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:.*)?$/);
    const order = runtime.instructions.map((entry) => entry.keyword);
    expect(order.lastIndexOf('USER')).toBeLessThan(order.lastIndexOf('CMD'));
    expect(instructions(runtime, 'HEALTHCHECK').join(' ')).toContain(ROUTES.readiness.path);
    expect(command(runtime).at(-1)).toBe('dist/node/server.mjs');
  });

  it('copies only the server bundle and the client assets from the build: nothing of the sandbox', () => {
    const copied = copies(runtime);
    // nothing straight from the repository
    expect(copied.filter((copy) => copy.from === null)).toEqual([]);
    const fromBuild = copied
      .filter((copy) => copy.from === 'build')
      .flatMap((copy) => copy.sources);
    expect(fromBuild.sort()).toEqual(
      ['/app/dist/assets.json', '/app/dist/client', '/app/dist/node'].sort(),
    );
    for (const source of copied.flatMap((copy) => copy.sources))
      expect(source, 'the sandbox stays out').not.toMatch(/sandbox|cognito/);
    expect(instructions(runtime, 'RUN').join('\n')).not.toMatch(/sandbox|cognito/);
  });

  it('installs the locked production dependencies only: no dev, no optional (the sandbox’s) packages', () => {
    expect(runtimeNpm).toMatch(/^npm ci\b/);
    expect([...omitted(runtimeNpm)].sort()).toEqual(['dev', 'optional']);
    // the install reads only the manifest and the lock file
    const modules = copies(runtime).find((copy) =>
      copy.sources.some((source) => source.endsWith('/node_modules')),
    );
    const installer = stage(stages, modules?.from ?? '?');
    expect(copies(installer)).toEqual([
      { from: null, sources: ['package.json', 'package-lock.json'], destination: './' },
    ]);
    // --ignore-scripts: no runtime package has an install script that would be skipped
    expect(runtimeNpm).toContain('--ignore-scripts');
    const scripted = installedEntries(omitted(runtimeNpm))
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([path]) => path);
    expect(scripted).toEqual([]);
  });

  it('is built from a context without local installs, build output or the .env secrets', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', '.env', '.git']));
  });

  it('holds no package of the sandbox, the identity emulator, the build or the tests', () => {
    const names = new Set(runtimePackages.map(nameOf));
    const present = NOT_IN_PRODUCTION.filter((name) => names.has(name));
    expect(
      present,
      `the runtime stage's packages (${runtimeNpm}) include ${present.join(', ')}:${listing(runtimePackages)}`,
    ).toEqual([]);
  });

  it('has a production dependency for every package the server imports, and none the server does not import', () => {
    const bundle = join(root, 'dist/node/server.mjs');
    expect(existsSync(bundle), `${bundle}: run npm run build`).toBe(true);
    const imported = packagesImported(bundle);
    expect(imported).toContain('fastify');
    const topLevel = new Set(
      Object.keys(lock.packages)
        .filter((path) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path))
        .map((path) => path.slice('node_modules/'.length)),
    );
    const installedNames = new Set(runtimePackages.map(nameOf));
    const missing = imported.filter(
      (name) => !Object.hasOwn(manifest.dependencies, name) || !installedNames.has(name),
    );
    expect(
      missing,
      `the server imports these, the runtime stage lacks them:${listing(runtimePackages)}`,
    ).toEqual([]);
    expect(imported.every((name) => topLevel.has(name))).toBe(true);
    const unused = Object.keys(manifest.dependencies).filter((name) => !imported.includes(name));
    expect(
      unused,
      'dependencies the server never imports (a devDependency for the build or the tests, an optionalDependency for the sandbox image)',
    ).toEqual([]);
  });
});

describe('the sandbox image (the Dockerfile’s sandbox target)', () => {
  const sandbox = stage(stages, 'sandbox');
  const sandboxPackages = installed(omitted(npmCi(sandbox))).map(nameOf);

  it('holds the sandbox, the identity seeder and cognito-local, as a non-root user', () => {
    expect(copies(sandbox).flatMap((copy) => copy.sources)).toEqual(
      expect.arrayContaining(['/app/dist/sandbox', '/app/sandbox/sites.json']),
    );
    for (const name of [
      'cognito-local',
      'sharp',
      'fastify',
      '@aws-sdk/client-cognito-identity-provider',
    ])
      expect(sandboxPackages, name).toContain(name);
    expect(Object.keys(manifest.optionalDependencies ?? {}).sort()).toEqual(
      ['cognito-local', 'sharp'].sort(),
    );
    expect(instructions(sandbox, 'USER').at(-1)).toBe('node');
    expect(command(sandbox)).toEqual(['node', '--enable-source-maps', 'dist/sandbox/main.mjs']);
  });

  it('is what docker-compose.yml builds for the sandbox, cognito and the seeder; the apps build the runtime', () => {
    const compose = parse(read('docker-compose.yml'), { merge: true }) as {
      services: Record<string, { build?: { context?: string; target?: string } | string }>;
    };
    const targets = Object.fromEntries(
      Object.entries(compose.services)
        .filter(([, service]) => service.build !== undefined)
        .map(([name, service]) => [name, service.build]),
    );
    expect(targets).toEqual({
      sandbox: { context: '.', target: 'sandbox' },
      cognito: { context: '.', target: 'sandbox' },
      'identity-seed': { context: '.', target: 'sandbox' },
      app1: { context: '.', target: runtime.name },
      app2: { context: '.', target: runtime.name },
    });
  });
});
