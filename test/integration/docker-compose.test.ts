import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/app.config';

/**
 * There is no Docker engine on the development machines: this checks the shape of
 * docker-compose.yml and that the app replicas are configured with keys the app really reads
 * (and that this configuration passes the app's own config validation).
 */
interface ComposeService {
  readonly image?: string;
  readonly build?: string;
  readonly command?: readonly string[];
  readonly environment?: Readonly<Record<string, string>>;
  readonly depends_on?: Readonly<Record<string, { condition: string }>> | readonly string[];
  readonly volumes?: readonly string[];
  readonly ports?: readonly string[];
  readonly healthcheck?: { readonly test: readonly string[] };
  readonly stop_grace_period?: string;
}

const root = process.cwd();
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };
const services = compose.services;

function service(name: string): ComposeService {
  const found = services[name];
  if (found === undefined) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

/** Every key the app's config reads (src/config) and every placeholder of the sites file. */
function keysTheAppReads(): Set<string> {
  const keys = new Set<string>();
  for (const file of ['app.config.ts', 'env.rules.ts', 'single-site.config.ts']) {
    const source = readFileSync(resolve(root, 'src/config', file), 'utf8');
    for (const match of source.matchAll(/env[A-Za-z]*\(env, '([A-Z0-9_]+)'/g))
      if (match[1] !== undefined) keys.add(match[1]);
  }
  const sites = readFileSync(resolve(root, 'sandbox/sites.json'), 'utf8');
  for (const match of sites.matchAll(/\$\{([A-Z0-9_]+)/g))
    if (match[1] !== undefined) keys.add(match[1]);
  return keys;
}

/** `${NAME:-default}` as docker compose would substitute it with NAME unset. */
function substituted(value: string): string {
  return value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');
}

describe('docker-compose.yml', () => {
  it('runs two app replicas behind nginx with one Redis, cognito-local and the sandbox', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['app1', 'app2', 'cognito', 'lb', 'redis', 'sandbox'].sort(),
    );
    expect(service('redis').image).toMatch(/^redis:/);
    expect(service('cognito').image).toMatch(/cognito-local/);
    expect(service('lb').image).toMatch(/^nginx:/);
    expect(service('sandbox').command).toEqual(['node', 'dist/sandbox/main.mjs']);
    const nginx = readFileSync(resolve(root, 'deploy/nginx.conf'), 'utf8');
    expect(nginx).toContain('server app1:3000');
    expect(nginx).toContain('server app2:3000');
  });

  it('points both replicas at the same Redis and waits for it to be healthy', () => {
    for (const name of ['app1', 'app2']) {
      const app = service(name);
      expect(app.build).toBe('.');
      expect(app.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(app.depends_on).toMatchObject({ redis: { condition: 'service_healthy' } });
      expect(app.stop_grace_period).toBeDefined();
    }
    expect(service('redis').healthcheck?.test).toContain('redis-cli');
  });

  it('sets only keys the app reads, and they pass its config validation', () => {
    const known = keysTheAppReads();
    const environment = service('app1').environment ?? {};
    const unknown = Object.keys(environment).filter((key) => !known.has(key));
    expect(unknown).toEqual([]);
    const env = Object.fromEntries(
      Object.entries(environment).map(([key, value]) => [key, substituted(value)]),
    );
    const config = loadConfig(env, root, (path) => readFileSync(path, 'utf8'));
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.contentWebhookSecret).not.toBeNull();
    expect(config.sites.map((site) => site.upstreams.contentApi)).toContain(
      'http://sandbox:4100/wom-dk',
    );
  });
});
