import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  PrometheusRule,
  ServiceMonitor,
} from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service, ServiceAccount } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as YAML gives it; the fields a check reads are typed where it reads them. */
export interface Manifest {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: {
    readonly name: string;
    readonly namespace?: string;
    readonly labels?: Readonly<Record<string, string>>;
  };
  readonly [field: string]: unknown;
}

export const K8S_DIR = resolve(process.cwd(), 'deploy/k8s');

/** Every document of a YAML file; a syntax error or a duplicate key fails. */
export function readYamlDocuments(path: string): unknown[] {
  return parseAllDocuments(readFileSync(path, 'utf8'), { uniqueKeys: true }).flatMap((document) => {
    if (document.errors.length > 0)
      throw new Error(`${path}: ${document.errors.map((error) => error.message).join('; ')}`);
    const value: unknown = document.toJS();
    return value === null ? [] : [value];
  });
}

/** Every .yaml file under a folder, recursively. */
export function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return entry.name.endsWith('.yaml') ? [path] : [];
  });
}

interface Validating {
  validate(): void;
}
type ModelClass = new (data: never) => Validating;

/** The schema model of each kind the deployment uses; any other kind is an error. */
const MODELS: Readonly<Record<string, ModelClass>> = {
  'v1/ServiceAccount': ServiceAccount,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

export function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Manifest>;
  return typeof candidate.apiVersion === 'string' && typeof candidate.kind === 'string';
}

/** Validates against the Kubernetes (or Prometheus Operator) JSON schema of its kind; throws. */
export function validateAgainstSchema(manifest: Manifest): void {
  const model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (model === undefined)
    throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind} (add it to MODELS)`);
  new model(manifest as never).validate();
}

interface Kustomization {
  readonly resources?: readonly string[];
  readonly patches?: readonly { readonly path?: string }[];
  readonly configMapGenerator?: readonly {
    readonly name: string;
    readonly files?: readonly string[];
  }[];
}

export function readKustomization(dir: string): Kustomization {
  const [kustomization] = readYamlDocuments(join(dir, 'kustomization.yaml'));
  return kustomization as Kustomization;
}

/** Files a kustomization names (resources, patches, generator inputs), relative to it. */
export function filesNamedBy(dir: string): string[] {
  const kustomization = readKustomization(dir);
  return [
    ...(kustomization.resources ?? []),
    ...(kustomization.patches ?? []).flatMap((patch) =>
      patch.path === undefined ? [] : [patch.path],
    ),
    ...(kustomization.configMapGenerator ?? []).flatMap((generator) => generator.files ?? []),
  ].map((file) => resolve(dir, file));
}

/**
 * The base as `kustomize build` would give it, minus names' hash suffixes and labels: its
 * resources plus the ConfigMaps of its generator. Runs without kubectl, so the checks of the
 * base hold everywhere.
 */
export function handRenderedBase(): Manifest[] {
  const dir = join(K8S_DIR, 'base');
  const kustomization = readKustomization(dir);
  const resources = (kustomization.resources ?? []).flatMap((file) =>
    readYamlDocuments(join(dir, file)).filter(isManifest),
  );
  const configMaps = (kustomization.configMapGenerator ?? []).map((generator): Manifest => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: generator.name },
    data: Object.fromEntries(
      (generator.files ?? []).map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
    ),
  }));
  return [...resources, ...configMaps];
}

/** `kubectl kustomize <dir>`: the overlay as the cluster would receive it. */
export function kustomize(kubectl: string, dir: string): Manifest[] {
  const output = execFileSync(kubectl, ['kustomize', dir], {
    encoding: 'utf8',
    timeout: 60_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseAllDocuments(output)
    .map((document): unknown => document.toJS() as unknown)
    .filter(isManifest);
}

/** The one object of a kind (and name, when given); throws when there is none or several. */
export function only(manifests: readonly Manifest[], kind: string, name?: string): Manifest {
  const found = manifests.filter(
    (manifest) => manifest.kind === kind && (name === undefined || manifest.metadata.name === name),
  );
  if (found.length !== 1)
    throw new Error(
      `expected one ${kind}${name === undefined ? '' : ` ${name}`}, found ${found.length}`,
    );
  const [manifest] = found;
  if (manifest === undefined) throw new Error(`no ${kind}`);
  return manifest;
}
