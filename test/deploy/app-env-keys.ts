import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SINGLE_SITE_KEYS } from '../../src/config/single-site.config';

/**
 * Which environment keys the product and the sandbox really read, for the tests that check a
 * deployment (docker-compose.yml, deploy/k8s) sets nothing else: a misspelt or retired key is
 * ignored silently by the process, so only a test notices.
 */
const root = process.cwd();

/** `${NAME}` and `${NAME:-default}` placeholders of a sites file (ADR 3). */
export function sitesFilePlaceholders(sitesJson: string): Set<string> {
  const keys = new Set<string>();
  for (const match of sitesJson.matchAll(/\$\{([A-Z0-9_]+)/g))
    if (match[1] !== undefined) keys.add(match[1]);
  return keys;
}

/**
 * Every key the app's configuration reads (each `envX(env, 'KEY')` or `requireEnv(env, 'KEY')`
 * call in src/config, and the single-site keys it reads in a loop) plus the placeholders of the
 * sites files it will be given.
 */
export function keysTheAppReads(sitesFiles: readonly string[]): Set<string> {
  const keys = new Set<string>(SINGLE_SITE_KEYS);
  const dir = resolve(root, 'src/config');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const match of source.matchAll(/\w+\(env, '([A-Z0-9_]+)'/g))
      if (match[1] !== undefined) keys.add(match[1]);
  }
  for (const sitesJson of sitesFiles)
    for (const key of sitesFilePlaceholders(sitesJson)) keys.add(key);
  return keys;
}

/**
 * Every key the sandbox programs read: `process.env.KEY`, `env.KEY` (an environment passed in,
 * `process.env` by default) and `port('KEY', …)` in sandbox/.
 */
export function keysTheSandboxReads(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)|port\('([A-Z0-9_]+)'/g)) {
          const key = match[1] ?? match[2];
          if (key !== undefined) keys.add(key);
        }
      }
    }
  };
  walk(resolve(root, 'sandbox'));
  return keys;
}

/**
 * A value as docker compose substitutes it: `${NAME:-default}` with NAME unset, `${NAME:?why}` (a
 * required key, from `.env`) with `given[NAME]`.
 */
export function composeSubstituted(
  value: string,
  given: Readonly<Record<string, string>> = {},
): string {
  return value
    .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
    .replace(/\$\{([A-Z0-9_]+):\?[^}]*\}/g, (_, key: string) => given[key] ?? `<${key}>`);
}
