import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises the Node versions a fresh machine needs, package.json's `engines` says the
 * same to npm, and every package a production install brings (`npm ci --omit=dev`: the image's
 * sandbox target, whose packages include the runtime target's) must accept the lowest of them;
 * otherwise npm warns EBADENGINE and the package may use what that Node lacks. Dev-only packages
 * are not checked.
 */
const read = (path: string): string => readFileSync(resolve(process.cwd(), path), 'utf8');

interface LockEntry {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
  engines?: Record<string, string> | string[];
}

const promisedRange = (): string => {
  const pkg = JSON.parse(read('package.json')) as { engines?: { node?: string } };
  return pkg.engines?.node ?? '';
};

/** The README's "Node 20.19+ or 22.12+" as the versions it names, lowest first. */
const readmePromise = (): string[] => {
  const line = /^That is all a fresh machine \(.*\) needs to run it\./m.exec(
    read('README.md'),
  )?.[0];
  return [...(line ?? '').matchAll(/Node (\d+\.\d+)\+|or (\d+\.\d+)\+/g)].map(
    (match) => `${match[1] ?? match[2] ?? ''}.0`,
  );
};

/** The lowest version of each `||` alternative: ^20.19.0 || ^22.12.0 → 20.19.0, 22.12.0. */
const lowestOfEachAlternative = (range: string): string[] =>
  new semver.Range(range).set.map((comparators) => {
    const lowest = semver.minVersion(comparators.map((comparator) => comparator.value).join(' '));
    return lowest?.version ?? '';
  });

/** Lock entries a production install has: not dev-only, optional runtime packages included. */
const productionPackages = (): [string, LockEntry][] => {
  const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
  return Object.entries(lock.packages).filter(
    ([path, entry]) => path !== '' && entry.dev !== true && entry.devOptional !== true,
  );
};

describe('the Node versions the project promises', () => {
  it('are the same in the README and in package.json engines', () => {
    const range = promisedRange();
    expect(semver.validRange(range), `package.json engines.node "${range}"`).not.toBeNull();
    expect(readmePromise()).toEqual(lowestOfEachAlternative(range));
    expect(readmePromise().length).toBeGreaterThan(0);
  });

  it('start at a version every package a production install brings accepts', () => {
    const lowest = semver.minVersion(promisedRange())?.version ?? '';
    expect(lowest).toBe(readmePromise()[0]);
    const packages = productionPackages();
    expect(packages.map(([path]) => path)).toContain(
      'node_modules/@aws-sdk/client-cognito-identity-provider',
    );
    const offending = packages.flatMap(([path, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (node === undefined || semver.satisfies(lowest, node)) return [];
      return [
        `${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} needs node "${node}"`,
      ];
    });
    expect(offending, `runtime packages that refuse Node ${lowest}`).toEqual([]);
  });
});
