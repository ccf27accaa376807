import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/app.config';
import { ROUTES } from '../../src/domain/routing/route-table';
import { keysTheAppReads } from './app-env-keys';
import { findExecutable } from './executables';
import {
  filesNamedBy,
  handRenderedBase,
  isManifest,
  K8S_DIR,
  kustomize,
  only,
  readYamlDocuments,
  validateAgainstSchema,
  yamlFiles,
  type Manifest,
} from './k8s-manifests';

/**
 * deploy/k8s: every file parses and every object fits the Kubernetes (or Prometheus Operator)
 * schema of its kind; the base (always) and each overlay rendered by `kubectl kustomize` (where
 * kubectl is installed) hold what the product needs to run and drain well.
 */
interface EnvVar {
  readonly name: string;
  readonly value?: string;
  readonly valueFrom?: { readonly secretKeyRef?: { readonly name: string; readonly key: string } };
}
interface Probe {
  readonly httpGet?: { readonly path: string; readonly port: string | number };
  readonly exec?: { readonly command: readonly string[] };
}
interface Container {
  readonly name: string;
  readonly image?: string;
  readonly ports?: readonly { readonly name?: string; readonly containerPort: number }[];
  readonly env?: readonly EnvVar[];
  readonly resources?: {
    readonly requests?: Readonly<Record<string, string>>;
    readonly limits?: Readonly<Record<string, string>>;
  };
  readonly readinessProbe?: Probe;
  readonly livenessProbe?: Probe;
  readonly lifecycle?: { readonly preStop?: Probe };
  readonly securityContext?: {
    readonly readOnlyRootFilesystem?: boolean;
    readonly allowPrivilegeEscalation?: boolean;
    readonly runAsNonRoot?: boolean;
    readonly capabilities?: { readonly drop?: readonly string[] };
  };
  readonly volumeMounts?: readonly { readonly name: string; readonly mountPath: string }[];
}
interface PodSpec {
  readonly containers: readonly Container[];
  readonly terminationGracePeriodSeconds?: number;
  readonly securityContext?: { readonly runAsNonRoot?: boolean; readonly runAsUser?: number };
  readonly volumes?: readonly {
    readonly name: string;
    readonly configMap?: { readonly name: string };
    readonly emptyDir?: object;
  }[];
}
interface Workload {
  readonly spec: {
    readonly replicas?: number;
    readonly selector: { readonly matchLabels: Readonly<Record<string, string>> };
    readonly template: {
      readonly metadata: { readonly labels: Readonly<Record<string, string>> };
      readonly spec: PodSpec;
    };
  };
}
interface ServiceSpec {
  readonly spec: {
    readonly selector: Readonly<Record<string, string>>;
    readonly ports: readonly {
      readonly name: string;
      readonly port: number;
      readonly targetPort: string;
    }[];
  };
}

/**
 * The app's own stop on SIGTERM: the drain (SHUTDOWN_DRAIN_SECONDS, 5 in production) and then
 * the in-flight requests (src/server.ts SHUTDOWN_GRACE_MS, 10 s).
 */
const APP_SHUTDOWN_GRACE_SECONDS = 5 + 10;
const RULES_FILE = join(process.cwd(), 'deploy/prometheus/magazine.rules.yml');

const kubectl = findExecutable('kubectl');
if (kubectl === null)
  console.warn(
    '[deploy/k8s] kubectl is not installed: the overlays are not rendered here (the base is still ' +
      'checked from its files, and every file against the schemas). Install kubectl to render them.',
  );

function workload(manifest: Manifest): Workload {
  return manifest as unknown as Workload;
}

function appContainer(manifests: readonly Manifest[]): Container {
  const container = workload(only(manifests, 'Deployment', 'magazine')).spec.template.spec
    .containers[0];
  if (container === undefined) throw new Error('the Deployment has no container');
  return container;
}

function envOf(container: Container, name: string): EnvVar | undefined {
  return container.env?.find((variable) => variable.name === name);
}

function literal(container: Container, name: string): string {
  const value = envOf(container, name)?.value;
  if (value === undefined) throw new Error(`${name} has no literal value`);
  return value;
}

function portNumber(container: Container, port: string | number): number | undefined {
  return typeof port === 'number'
    ? port
    : container.ports?.find((candidate) => candidate.name === port)?.containerPort;
}

function matches(
  selector: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

/** The sites file the pod will read: the ConfigMap mounted at SITES_FILE's folder. */
function mountedSitesFile(manifests: readonly Manifest[]): string {
  const container = appContainer(manifests);
  const path = literal(container, 'SITES_FILE');
  const mount = container.volumeMounts?.find((candidate) => candidate.mountPath === dirname(path));
  const pod = workload(only(manifests, 'Deployment', 'magazine')).spec.template.spec;
  const volume = pod.volumes?.find((candidate) => candidate.name === mount?.name);
  if (volume?.configMap === undefined) throw new Error(`no ConfigMap mounted at ${dirname(path)}`);
  const data = only(manifests, 'ConfigMap', volume.configMap.name).data as Record<string, string>;
  const file = data[basename(path)];
  if (file === undefined) throw new Error(`the ConfigMap has no ${basename(path)}`);
  return file;
}

/** The Deployment's environment as the pod gets it, with a stand-in for each Secret value. */
function podEnv(container: Container): Record<string, string> {
  return Object.fromEntries(
    (container.env ?? []).map((variable) => {
      const secret = variable.valueFrom?.secretKeyRef;
      if (secret === undefined) return [variable.name, variable.value ?? ''];
      return [
        variable.name,
        variable.name === 'REDIS_URL'
          ? 'rediss://:password@redis.example:6380'
          : 'a-secret-of-forty-characters-0123456789',
      ];
    }),
  );
}

function checkDeployment(manifests: readonly Manifest[]): void {
  it('every object fits the schema of its kind', () => {
    for (const manifest of manifests)
      expect(() => {
        validateAgainstSchema(manifest);
      }).not.toThrow();
  });

  it('probes the health routes the app serves, on the port it listens on', () => {
    const container = appContainer(manifests);
    const { readinessProbe, livenessProbe } = container;
    expect(readinessProbe?.httpGet?.path).toBe(ROUTES.readiness.path);
    expect(livenessProbe?.httpGet?.path).toBe(ROUTES.liveness.path);
    const port = Number(literal(container, 'PORT'));
    expect(portNumber(container, readinessProbe?.httpGet?.port ?? -1)).toBe(port);
    expect(portNumber(container, livenessProbe?.httpGet?.port ?? -1)).toBe(port);
    expect(literal(container, 'HOST')).toBe('0.0.0.0');
    expect(portNumber(container, 'metrics')).toBe(Number(literal(container, 'METRICS_PORT')));
  });

  it('pauses before SIGTERM and leaves the app its drain time', () => {
    const pod = workload(only(manifests, 'Deployment', 'magazine')).spec.template.spec;
    const pause = appContainer(manifests).lifecycle?.preStop?.exec?.command ?? [];
    expect(pause[0]).toBe('sleep');
    const seconds = Number(pause[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds ?? 30).toBeGreaterThan(
      seconds + APP_SHUTDOWN_GRACE_SECONDS,
    );
  });

  it('runs as non-root on a read-only root with an emptyDir for every writable path', () => {
    const pod = workload(only(manifests, 'Deployment', 'magazine')).spec.template.spec;
    const container = appContainer(manifests);
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(pod.securityContext?.runAsUser).not.toBe(0);
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    for (const mount of container.volumeMounts ?? []) {
      const volume = pod.volumes?.find((candidate) => candidate.name === mount.name);
      expect(volume?.configMap ?? volume?.emptyDir, mount.mountPath).toBeDefined();
    }
    expect(container.volumeMounts?.map((mount) => mount.mountPath)).toContain('/tmp');
  });

  it('asks for CPU and memory and caps memory', () => {
    const { resources } = appContainer(manifests);
    expect(resources?.requests?.cpu).toBeDefined();
    expect(resources?.requests?.memory).toBeDefined();
    expect(resources?.limits?.memory).toBeDefined();
  });

  it('sets only keys the app reads, and they pass its config validation', () => {
    const container = appContainer(manifests);
    const sitesJson = mountedSitesFile(manifests);
    const known = keysTheAppReads([sitesJson]);
    expect(
      (container.env ?? []).map((variable) => variable.name).filter((key) => !known.has(key)),
    ).toEqual([]);
    const env = podEnv(container);
    const sitesPath = literal(container, 'SITES_FILE');
    const config = loadConfig(env, '/app', (path) => {
      if (path !== sitesPath) throw new Error(`the pod has no ${path}`);
      return sitesJson;
    });
    expect(config.production).toBe(true);
    expect(config.trustProxy).not.toBe(false);
    expect(config.redisUrl).not.toBeNull();
    expect(config.contentWebhookSecret).not.toBeNull();
  });

  it('takes every token, secret and API key the app reads from a Secret', () => {
    const container = appContainer(manifests);
    const secrets = [...keysTheAppReads([])].filter((key) => /TOKEN|SECRET|_KEY$/.test(key));
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const key of secrets)
      expect(envOf(container, key)?.valueFrom?.secretKeyRef, key).toBeDefined();
  });

  it('routes every site host through the Ingress to the Service, with TLS', () => {
    const hosts = loadConfig(podEnv(appContainer(manifests)), '/app', () =>
      mountedSitesFile(manifests),
    )
      .sites.flatMap((site) => site.hosts)
      .sort();
    const ingress = only(manifests, 'Ingress').spec as {
      readonly rules: readonly {
        readonly host: string;
        readonly http: {
          readonly paths: readonly {
            readonly backend: {
              readonly service: { readonly name: string; readonly port: { readonly name: string } };
            };
          }[];
        };
      }[];
      readonly tls: readonly { readonly hosts: readonly string[] }[];
    };
    expect(ingress.rules.map((rule) => rule.host).sort()).toEqual(hosts);
    expect(ingress.tls.flatMap((tls) => tls.hosts).sort()).toEqual(hosts);
    const service = only(manifests, 'Service', 'magazine') as unknown as ServiceSpec;
    for (const rule of ingress.rules)
      for (const path of rule.http.paths) {
        expect(path.backend.service.name).toBe('magazine');
        expect(service.spec.ports.map((port) => port.name)).toContain(
          path.backend.service.port.name,
        );
      }
  });

  it('selects the pods from the Service, the budget and the monitor, by the ports they expose', () => {
    const deployment = workload(only(manifests, 'Deployment', 'magazine'));
    const podLabels = deployment.spec.template.metadata.labels;
    expect(matches(deployment.spec.selector.matchLabels, podLabels)).toBe(true);
    const service = only(manifests, 'Service', 'magazine') as unknown as ServiceSpec;
    expect(matches(service.spec.selector, podLabels)).toBe(true);
    const container = appContainer(manifests);
    for (const port of service.spec.ports)
      expect(portNumber(container, port.targetPort), port.name).toBeDefined();
    const pdb = only(manifests, 'PodDisruptionBudget').spec as {
      readonly maxUnavailable: number;
      readonly selector: { readonly matchLabels: Record<string, string> };
    };
    expect(matches(pdb.selector.matchLabels, podLabels)).toBe(true);
    expect(pdb.maxUnavailable).toBe(1);
    const monitor = only(manifests, 'ServiceMonitor').spec as {
      readonly selector: { readonly matchLabels: Record<string, string> };
      readonly endpoints: readonly { readonly port: string; readonly path: string }[];
    };
    expect(
      matches(
        monitor.selector.matchLabels,
        only(manifests, 'Service', 'magazine').metadata.labels ?? {},
      ),
    ).toBe(true);
    expect(monitor.endpoints).toEqual([
      expect.objectContaining({ port: 'metrics', path: '/metrics' }),
    ]);
  });

  it('scales the Deployment on CPU from at least two pods, and leaves the count to the autoscaler', () => {
    const hpa = only(manifests, 'HorizontalPodAutoscaler').spec as {
      readonly scaleTargetRef: { readonly kind: string; readonly name: string };
      readonly minReplicas: number;
      readonly maxReplicas: number;
      readonly metrics: readonly { readonly resource?: { readonly name: string } }[];
    };
    expect(hpa.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'magazine' });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas);
    expect(hpa.metrics.map((metric) => metric.resource?.name)).toEqual(['cpu']);
    expect(workload(only(manifests, 'Deployment', 'magazine')).spec.replicas).toBeUndefined();
  });

  it('carries the alert and recording rules of deploy/prometheus unchanged', () => {
    const rules = parse(readFileSync(RULES_FILE, 'utf8')) as { groups: unknown };
    expect((only(manifests, 'PrometheusRule').spec as { groups: unknown }).groups).toEqual(
      rules.groups,
    );
  });
}

describe('deploy/k8s files', () => {
  const files = yamlFiles(K8S_DIR);

  it.each(files.map((file) => [relative(K8S_DIR, file), file]))('%s parses', (_name, file) => {
    expect(readYamlDocuments(file).length).toBeGreaterThan(0);
  });

  it('validates every whole object against its schema (patches are checked once rendered)', () => {
    const objects = files
      .filter((file) => !file.endsWith('kustomization.yaml') && !file.endsWith('.patch.yaml'))
      .flatMap((file) => readYamlDocuments(file));
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      expect(isManifest(object)).toBe(true);
      if (isManifest(object)) validateAgainstSchema(object);
    }
  });

  it('names only files that exist in each kustomization', () => {
    const dirs = files
      .filter((file) => file.endsWith('kustomization.yaml'))
      .map((file) => dirname(file));
    expect(dirs.map((dir) => relative(K8S_DIR, dir)).sort()).toEqual([
      'base',
      'overlays/in-cluster-redis',
      'overlays/production',
    ]);
    for (const dir of dirs)
      for (const file of filesNamedBy(dir)) expect(existsSync(file), file).toBe(true);
  });
});

describe('deploy/k8s/base, from its files', () => {
  checkDeployment(handRenderedBase());
});

/** Every container image of the workloads (init containers too). */
function imagesOf(manifests: readonly Manifest[]): string[] {
  return manifests
    .filter((manifest) => ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(manifest.kind))
    .flatMap((manifest) => {
      const spec = workload(manifest).spec.template.spec as PodSpec & {
        readonly initContainers?: readonly Container[];
      };
      return [...(spec.initContainers ?? []), ...spec.containers].map(
        (container) => container.image ?? '(none)',
      );
    });
}

/** A release tag (`1.2.3`, `7.4.1-alpine`) or a digest: never `latest`, never a moving name. */
const PINNED = /(?::\d+\.\d+\.\d+(?:-[\w.]+)?|@sha256:[0-9a-f]{64})$/;

describe.skipIf(kubectl === null)('deploy/k8s rendered by kubectl kustomize', () => {
  const render = (dir: string): Manifest[] =>
    kubectl === null ? [] : kustomize(kubectl, join(K8S_DIR, dir));

  it.each(['overlays/production', 'overlays/in-cluster-redis'])(
    'pins every image %s renders',
    (dir) => {
      const images = imagesOf(render(dir));
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image).toMatch(PINNED);
    },
  );

  it('tells a pinned image from a moving one', () => {
    expect('registry.example.com/magazine/magazine:latest').not.toMatch(PINNED);
    expect('redis:7.4-alpine').not.toMatch(PINNED);
    expect('magazine').not.toMatch(PINNED);
    expect('redis:7.4.1-alpine').toMatch(PINNED);
    expect(`magazine@sha256:${'a'.repeat(64)}`).toMatch(PINNED);
  });

  describe('base', () => {
    checkDeployment(render('base'));
  });

  describe('overlays/production', () => {
    const manifests = render('overlays/production');
    checkDeployment(manifests);

    it('puts everything in the magazine namespace and the cache on a managed Redis', () => {
      for (const manifest of manifests)
        expect(manifest.metadata.namespace, manifest.kind).toBe('magazine');
      expect(manifests.some((manifest) => manifest.kind === 'StatefulSet')).toBe(false);
      expect(envOf(appContainer(manifests), 'REDIS_URL')?.valueFrom?.secretKeyRef).toEqual({
        name: 'magazine-secrets',
        key: 'redis-url',
      });
    });
  });

  describe('overlays/in-cluster-redis', () => {
    const manifests = render('overlays/in-cluster-redis');
    checkDeployment(manifests);

    it('points REDIS_URL at the Redis StatefulSet through its Service', () => {
      for (const manifest of manifests)
        expect(manifest.metadata.namespace, manifest.kind).toBe('magazine');
      const url = new URL(envOf(appContainer(manifests), 'REDIS_URL')?.value ?? '');
      const service = only(manifests, 'Service', url.hostname) as unknown as ServiceSpec;
      const redis = workload(only(manifests, 'StatefulSet', url.hostname));
      expect(matches(service.spec.selector, redis.spec.template.metadata.labels)).toBe(true);
      const port = service.spec.ports.find((candidate) => candidate.port === Number(url.port));
      const container = redis.spec.template.spec.containers[0];
      expect(
        container === undefined || port === undefined
          ? undefined
          : portNumber(container, port.targetPort),
      ).toBe(6379);
      expect(container?.securityContext?.readOnlyRootFilesystem).toBe(true);
      expect(redis.spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
    });
  });
});
