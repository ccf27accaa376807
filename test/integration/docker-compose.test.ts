import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/app.config';
import { ROUTES } from '../../src/domain/routing/route-table';
import {
  composeSubstituted,
  keysTheAppReads,
  keysTheSandboxReads,
  sitesFilePlaceholders,
} from '../deploy/app-env-keys';
import { readDockerfile, stage } from '../deploy/dockerfile';
import { findExecutable } from '../deploy/executables';

/**
 * There is no Docker engine on the development machines: this checks docker-compose.yml with
 * `docker-compose config` (installed by .ci/run) and checks what a run needs that the tool does
 * not: the services configured with keys their programs really read (and that pass the app's
 * own validation), the seeded identity ids reaching the apps, health checks on each program's
 * own port, writable data volumes, one content token on both sides, and the monitoring wired to
 * the replicas. The images' side (ownership, the seeder's bundle) is read from the Dockerfile
 * (its sandbox target; test/deploy/runtime-image.test.ts checks the targets each service builds)
 * and scripts/build.mjs.
 */
interface ComposeService {
  readonly image?: string;
  readonly build?: { readonly context: string; readonly target: string };
  readonly command?: readonly string[];
  readonly environment?: Readonly<Record<string, string>>;
  readonly depends_on?: Readonly<Record<string, { condition: string }>> | readonly string[];
  readonly volumes?: readonly string[];
  readonly ports?: readonly string[];
  readonly expose?: readonly string[];
  readonly healthcheck?: { readonly test?: readonly string[]; readonly disable?: boolean };
  readonly stop_grace_period?: string;
}

const root = process.cwd();
const read = (path: string): string => readFileSync(resolve(root, path), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const BUILT = ['sandbox', 'cognito', 'identity-seed', 'app1', 'app2'];

function service(name: string): ComposeService {
  const found = services[name];
  if (found === undefined) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

/** The keys `.env.example` lists, with a long random-looking value each (what `.env` holds). */
const DOT_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .flatMap((line) => /^([A-Z0-9_]+)=/.exec(line)?.slice(1, 2) ?? [])
    .map((key) => [key, `${key.toLowerCase()}-${'9f3c'.repeat(8)}`]),
);
/** The keys docker-compose.yml requires from `.env` (`${KEY:?…}`). */
const REQUIRED = [
  ...new Set(
    [...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1] ?? ''),
  ),
];

function env(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([key, value]) => [
      key,
      composeSubstituted(value, DOT_ENV),
    ]),
  );
}

/**
 * A service's environment as the app reads it from this repository: SITES_FILE, a path in the
 * container, becomes the repository file mounted there.
 */
function hostEnv(name: string): Record<string, string> {
  const values = env(name);
  const sitesFile = values.SITES_FILE;
  if (sitesFile === undefined) return values;
  const mounted = mounts(name).find((mount) => mount.target === sitesFile);
  if (mounted === undefined) throw new Error(`${name}: SITES_FILE ${sitesFile} is not mounted`);
  return { ...values, SITES_FILE: resolve(root, mounted.source) };
}

/** `name:/path[:ro]` mounts of a service, as [source, target, mode]. */
function mounts(name: string): { source: string; target: string; readOnly: boolean }[] {
  return (service(name).volumes ?? []).map((volume) => {
    const [source = '', target = '', mode] = volume.split(':');
    return { source, target, readOnly: mode === 'ro' };
  });
}

/** The port a health check's `fetch('http://127.0.0.1:PORT/…')` or wget URL names. */
function healthUrl(name: string): URL {
  const test = (service(name).healthcheck?.test ?? []).join(' ');
  const url = /http:\/\/127\.0\.0\.1:\d+\/[^'"\s)]*/.exec(test)?.[0];
  if (url === undefined) throw new Error(`${name} has no health check URL: ${test}`);
  return new URL(url);
}

/** The environment variables the cognito-local package reads. */
function keysCognitoLocalReads(): Set<string> {
  const source = ['lib/server/config.js', 'lib/services/otp.js', 'lib/bin/start.js']
    .map((file) => read(`node_modules/cognito-local/${file}`))
    .join('\n');
  return new Set(
    [...source.matchAll(/process\.env\.([A-Z0-9_]+)/g)].flatMap((match) =>
      match[1] === undefined ? [] : [match[1]],
    ),
  );
}

describe('docker-compose.yml', () => {
  it('is a valid compose file for docker-compose config', async () => {
    const tool = findExecutable('docker-compose');
    expect(
      tool,
      'docker-compose is not installed: apt-get install docker-compose (.ci/run does)',
    ).not.toBeNull();
    if (tool === null) return;
    const { stdout } = await promisify(execFile)(tool, ['-f', 'docker-compose.yml', 'config'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...DOT_ENV },
      timeout: 60_000,
    });
    const normalised = parse(stdout) as { services: Record<string, unknown> };
    expect(Object.keys(normalised.services).sort()).toEqual(Object.keys(services).sort());
    // Without a secret it stops and names the key.
    const missing = Object.fromEntries(
      Object.entries(DOT_ENV).filter(([key]) => key !== 'CONTENT_WEBHOOK_SECRET'),
    );
    const refused = await promisify(execFile)(tool, ['-f', 'docker-compose.yml', 'config'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...missing },
      timeout: 60_000,
    }).then(
      () => '',
      (error: unknown) => String((error as { stderr?: string }).stderr ?? error),
    );
    expect(refused).toContain('CONTENT_WEBHOOK_SECRET');
  });

  it('takes every secret from .env, with no default anyone could read here', () => {
    expect(REQUIRED.sort()).toEqual(
      [
        'CONTENT_API_TOKEN',
        'CONTENT_WEBHOOK_SECRET',
        'GRAFANA_ADMIN_PASSWORD',
        'MATERIALS_SERVICE_TOKEN',
        'SIGNUP_API_KEY',
      ].sort(),
    );
    for (const key of REQUIRED) expect(Object.keys(DOT_ENV), key).toContain(key);
    const raw = read('docker-compose.yml');
    expect(raw).not.toMatch(/\$\{[A-Z0-9_]*(SECRET|TOKEN|KEY|PASSWORD)[A-Z0-9_]*:-/);
    expect(read('.gitignore').split('\n')).toContain('.env');
  });

  it('publishes only the edge on every interface; the rest on loopback or the compose network', () => {
    for (const [name, definition] of Object.entries(services)) {
      for (const port of definition.ports ?? []) {
        if (name === 'edge') continue;
        expect(port, name).toMatch(/^127\.0\.0\.1:/);
      }
    }
    for (const name of ['cognito', 'redis', 'lb', 'app1', 'app2', 'identity-seed'])
      expect(service(name).ports, name).toBeUndefined();
  });

  it('links brand images at an address a browser reaches: the image CDN published on this machine', () => {
    const cdn = new URL(env('app1').SANDBOX_CDN_ORIGIN ?? '');
    expect(cdn.hostname).toBe('localhost');
    expect(service('sandbox').ports).toContain(`127.0.0.1:${cdn.port}:${cdn.port}`);
    const config = loadConfig(
      { ...hostEnv('app1'), SANDBOX_USERPOOL_ID: 'local_x', SANDBOX_USERPOOL_CLIENT_ID: 'x' },
      root,
      (path) => readFileSync(path, 'utf8'),
    );
    for (const site of config.sites) {
      for (const url of [site.logoUrl, site.shareImage].filter((value) => value != null))
        expect(new URL(url).origin, site.id).toBe(cdn.origin);
    }
  });

  it('runs two app replicas behind nginx with Redis, identity, the sandbox and monitoring', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'app1',
        'app2',
        'cognito',
        'edge',
        'grafana',
        'identity-seed',
        'lb',
        'prometheus',
        'redis',
        'sandbox',
      ].sort(),
    );
    for (const name of BUILT) expect(service(name).build?.context, name).toBe('.');
    expect(service('redis').image).toMatch(/^redis:/);
    expect(service('lb').image).toMatch(/^nginx:/);
    expect(service('sandbox').command).toEqual(['node', 'dist/sandbox/main.mjs']);
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain('server app1:3000');
    expect(nginx).toContain('server app2:3000');
    expect(service('lb').depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
  });

  it('puts the edge cache (Varnish with the repository VCL) in front of nginx, as the one published entry, and lets every app purge it', () => {
    const edge = service('edge');
    expect(edge.image).toMatch(/^varnish:7\.\d+$/);
    // the VCL mounted as a template, every placeholder of it filled in by the command
    const template = mounts('edge').find(
      (mount) => mount.source === './deploy/varnish/default.vcl',
    );
    expect(template?.readOnly).toBe(true);
    const command = edge.command?.join(' ') ?? '';
    const vcl = read('deploy/varnish/default.vcl');
    const placeholders = [...new Set(vcl.match(/\{\{[A-Z_]+\}\}/g))];
    expect(placeholders.sort()).toEqual(['{{BACKEND_HOST}}', '{{BACKEND_PORT}}']);
    const substituted = [...command.matchAll(/-e s\/(\{\{[A-Z_]+\}\})\/([^/]+)\/g/g)].reduce(
      (text, [, placeholder = '', value = '']) => text.replaceAll(placeholder, value),
      vcl,
    );
    expect(substituted).not.toContain('{{');
    // its backend is nginx on the port nginx listens on
    const nginxPort = /listen (\d+);/.exec(read('deploy/nginx.conf'))?.[1];
    expect(substituted).toContain('.host = "lb";');
    expect(substituted).toContain(`.port = "${nginxPort ?? '?'}";`);
    expect(command).toContain(`${template?.target ?? '?'} > /tmp/magazine.vcl`);
    expect(command).toContain('exec varnishd -F -f /tmp/magazine.vcl -a http=:80,HTTP');
    expect(edge.depends_on).toEqual({ lb: { condition: 'service_healthy' } });
    expect((edge.healthcheck?.test ?? []).join(' ')).toContain('/dev/tcp/127.0.0.1/80');
    // readers come in through the edge, on the port the sites' links name; nginx is not published
    expect(edge.ports).toEqual([`${env('app1').PUBLIC_PORT ?? '?'}:80`]);
    expect(service('lb').ports).toBeUndefined();
    // editors' edits in the sandbox reach the apps' content webhook (through nginx)
    expect(env('sandbox').SANDBOX_CONTENT_WEBHOOK_URL).toBe(
      `http://lb:${nginxPort ?? '?'}${ROUTES.contentWebhook.path}`,
    );
    for (const name of ['app1', 'app2']) {
      expect(env(name).EDGE_PURGE).toBe('varnish');
      expect(env(name).EDGE_VARNISH_URLS).toBe('http://edge:80');
    }
  });

  it('points both replicas at the same Redis and starts them once their upstreams are ready', () => {
    for (const name of ['app1', 'app2']) {
      expect(env(name).REDIS_URL).toBe('redis://redis:6379');
      expect(service(name).depends_on).toEqual({
        redis: { condition: 'service_healthy' },
        sandbox: { condition: 'service_healthy' },
        'identity-seed': { condition: 'service_completed_successfully' },
      });
      expect(service(name).stop_grace_period).toBeDefined();
    }
    expect(service('redis').healthcheck?.test).toContain('redis-cli');
  });

  it('seeds the identity pool with plain node from the image and hands the ids to the apps', () => {
    const seeder = service('identity-seed');
    expect(seeder.command).toEqual(['node', 'dist/sandbox/identity-seed.mjs']);
    expect(read('scripts/build.mjs')).toContain("outfile: 'dist/sandbox/identity-seed.mjs'");
    expect(env('identity-seed').IDENTITY_ENDPOINT).toBe(
      `http://cognito:${env('cognito').PORT ?? ''}`,
    );
    expect(seeder.depends_on).toEqual({ cognito: { condition: 'service_healthy' } });
    const seedDir = env('identity-seed').IDENTITY_SEED_DIR ?? '';
    const written = mounts('identity-seed').find((mount) => mount.target === seedDir);
    expect(written?.readOnly).toBe(false);
    // The seeder writes identity.env with the sites file's keys (identity-seed-main.ts); the
    // apps source it from the same volume before the server starts.
    const seederSource = read('sandbox/identity/identity-seed-main.ts');
    const placeholders = sitesFilePlaceholders(read('sandbox/sites.json'));
    for (const key of ['SANDBOX_USERPOOL_ID', 'SANDBOX_USERPOOL_CLIENT_ID']) {
      expect(seederSource).toContain(`export ${key}=`);
      expect(placeholders).toContain(key);
    }
    for (const name of ['app1', 'app2']) {
      const seed = mounts(name).find((mount) => mount.source === written?.source);
      expect(seed?.readOnly).toBe(true);
      expect(service(name).command?.join(' ')).toContain(
        `. ${seed?.target ?? '?'}/identity.env && exec node`,
      );
      expect(env(name).SANDBOX_IDENTITY_ENDPOINT).toBe(env('identity-seed').IDENTITY_ENDPOINT);
    }
  });

  it('checks each program on its own port, and never the one-shot seeder', () => {
    for (const name of ['app1', 'app2']) {
      const url = healthUrl(name);
      expect(url.port).toBe(env(name).PORT);
      expect(url.pathname).toBe(ROUTES.readiness.path);
    }
    expect(healthUrl('sandbox').port).toBe(env('sandbox').SANDBOX_PORT);
    // The fault list answers whatever faults are switched on (SANDBOX_FAULTS must not make the
    // sandbox unhealthy).
    expect(healthUrl('sandbox').pathname).toBe('/__sandbox/faults');
    expect(healthUrl('cognito').port).toBe(env('cognito').PORT);
    expect(service('identity-seed').healthcheck?.disable).toBe(true);
  });

  it('gives every path a program writes a named volume the node user owns', () => {
    // Every program that writes runs from the sandbox image (the production image writes nothing).
    const image = stage(readDockerfile(root), 'sandbox');
    for (const name of ['sandbox', 'cognito', 'identity-seed'])
      expect(service(name).build?.target, name).toBe(image.name);
    const said = (keyword: string): string[] =>
      image.instructions.filter((entry) => entry.keyword === keyword).map((entry) => entry.args);
    expect(said('USER').at(-1)).toBe('node');
    const owned = said('RUN')
      .map((run) => /^mkdir -p (.+) && chown node:node (.+)$/.exec(run))
      .find((match) => match !== null);
    const writable = [
      ['sandbox', dirname(env('sandbox').SANDBOX_FAVOURITES_FILE ?? '')],
      ['cognito', '/app/.cognito'],
      ['identity-seed', env('identity-seed').IDENTITY_SEED_DIR ?? ''],
    ] as const;
    for (const [name, path] of writable) {
      const mount = mounts(name).find((candidate) => candidate.target === path);
      expect(mount?.readOnly, `${name} ${path}`).toBe(false);
      expect(Object.keys(compose.volumes)).toContain(mount?.source);
      expect(owned?.[2]?.split(' '), path).toContain(path);
    }
  });

  it('gives the sandbox and the apps the same credentials', () => {
    for (const key of ['CONTENT_API_TOKEN', 'MATERIALS_SERVICE_TOKEN', 'CONTENT_WEBHOOK_SECRET']) {
      expect(service('sandbox').environment?.[key], key).toBeDefined();
      for (const name of ['app1', 'app2'])
        expect(service(name).environment?.[key]).toBe(service('sandbox').environment?.[key]);
    }
  });

  it('sets only keys the programs read', () => {
    const app = keysTheAppReads([read('sandbox/sites.json')]);
    const sandbox = keysTheSandboxReads();
    const cognito = keysCognitoLocalReads();
    const unknown = (name: string, known: Set<string>): string[] =>
      Object.keys(service(name).environment ?? {}).filter((key) => !known.has(key));
    expect(unknown('app1', app)).toEqual([]);
    expect(unknown('sandbox', sandbox)).toEqual([]);
    expect(unknown('identity-seed', sandbox)).toEqual([]);
    expect(unknown('cognito', cognito)).toEqual([]);
  });

  it('configures the apps so that their validation passes with the seeded ids', () => {
    const seeded = {
      SANDBOX_USERPOOL_ID: 'local_seeded1',
      SANDBOX_USERPOOL_CLIENT_ID: 'seededclient',
    };
    // The production image holds no sites file: the embedded sites are mounted, read-only, where
    // the Kubernetes Deployment mounts its own.
    for (const name of ['app1', 'app2'])
      expect(mounts(name).find((mount) => mount.target === env(name).SITES_FILE)).toEqual({
        source: './sandbox/sites.json',
        target: '/etc/magazine/sites.json',
        readOnly: true,
      });
    const config = loadConfig({ ...hostEnv('app1'), ...seeded }, root, (path) =>
      readFileSync(path, 'utf8'),
    );
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.contentWebhookSecret).not.toBeNull();
    // the edge and nginx
    expect(config.trustProxy).toBe(2);
    expect(config.sites.map((site) => site.upstreams.contentApi)).toContain(
      'http://sandbox:4100/wom-dk',
    );
    for (const site of config.sites)
      expect(site.auth).toMatchObject({
        enabled: true,
        userPoolId: 'local_seeded1',
        userPoolWebClientId: 'seededclient',
        endpoint: 'http://cognito:9229',
      });
  });

  it('scrapes both replicas into Prometheus with the rules, and provisions Grafana with the dashboard', () => {
    const prometheusMounts = mounts('prometheus');
    for (const mount of [...prometheusMounts, ...mounts('grafana')])
      if (mount.source.startsWith('./'))
        expect(existsSync(resolve(root, mount.source)), mount.source).toBe(true);
    const configMount = prometheusMounts.find(
      (mount) => mount.target === '/etc/prometheus/prometheus.yml',
    );
    const config = parse(read(configMount?.source ?? '?')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    expect(config.scrape_configs).toEqual([
      {
        job_name: 'magazine',
        static_configs: [
          {
            targets: [
              `app1:${env('app1').METRICS_PORT ?? ''}`,
              `app2:${env('app2').METRICS_PORT ?? ''}`,
            ],
          },
        ],
      },
    ]);
    for (const file of config.rule_files) {
      const mounted = prometheusMounts.find((mount) => mount.target === file);
      expect(mounted?.source, file).toBe('./deploy/prometheus/magazine.rules.yml');
    }
    const grafana = mounts('grafana');
    expect(grafana).toEqual(
      expect.arrayContaining([
        {
          source: './deploy/grafana/provisioning',
          target: '/etc/grafana/provisioning',
          readOnly: true,
        },
        { source: './deploy/grafana', target: '/var/lib/grafana/dashboards', readOnly: true },
      ]),
    );
    const datasource = parse(read('deploy/grafana/provisioning/datasources/prometheus.yaml')) as {
      datasources: { type: string; url: string }[];
    };
    expect(datasource.datasources).toEqual([
      expect.objectContaining({ type: 'prometheus', url: 'http://prometheus:9090' }),
    ]);
    const provider = parse(read('deploy/grafana/provisioning/dashboards/magazine.yaml')) as {
      providers: { options: { path: string } }[];
    };
    expect(provider.providers[0]?.options.path).toBe('/var/lib/grafana/dashboards');
  });
});
