/**
 * Scale mode's synthetic sites (`SANDBOX_SYNTHETIC_SITES=N`): `syn-001` … copy the built-in sites
 * in turn (`syn-001` is `wom-dk`'s content, `syn-002` `wom-se`'s, …) under their own id and id
 * base, so the product can be measured with many sites. They are nobody's translation.
 * `syntheticSitesFile` makes the product's sites file for them from the built-in one.
 */
import type { SandboxSiteSpec } from './sandbox-sites';

/** Id bases 10 000 apart from 100 000 on: synthetic article ids stay below 2^31. */
const FIRST_ID_BASE = 100_000;
const ID_BASE_STEP = 10_000;
export const MAX_SYNTHETIC_SITES = 150;

export interface SyntheticSiteSpec extends SandboxSiteSpec {
  /** The built-in site whose content this one copies. */
  readonly copyOf: string;
}

export function syntheticSiteId(number: number): string {
  return `syn-${String(number).padStart(3, '0')}`;
}

export function syntheticSiteSpecs(
  builtIn: readonly SandboxSiteSpec[],
  count: number,
): SyntheticSiteSpec[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_SYNTHETIC_SITES) {
    throw new Error(
      `sandbox: synthetic sites must be a whole number from 0 to ${String(MAX_SYNTHETIC_SITES)}`,
    );
  }
  return Array.from({ length: count }, (_, index) => {
    const base = builtIn[index % builtIn.length];
    if (base === undefined) throw new Error('sandbox: no built-in site to copy');
    const id = syntheticSiteId(index + 1);
    return {
      ...base,
      id,
      idBase: FIRST_ID_BASE + index * ID_BASE_STEP,
      name: `${base.name} (${id})`,
      copyOf: base.id,
    };
  });
}

interface SitesFileSite {
  readonly id: string;
  readonly hosts: readonly string[];
  readonly siteDomain: string;
  readonly upstreams: { readonly contentApi: string } & Record<string, unknown>;
}

interface SitesFile {
  readonly sites: readonly SitesFileSite[];
}

function isSitesFile(value: unknown): value is SitesFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { sites?: unknown }).sites)
  );
}

/**
 * The product's sites file for the built-in sites and `synthetic`: each synthetic site is its
 * original's entry with its own id, host (`syn-001.localhost`), site domain and content API path.
 */
export function syntheticSitesFile(builtInFile: unknown, synthetic: readonly SyntheticSiteSpec[]) {
  if (!isSitesFile(builtInFile)) throw new Error('sandbox: the sites file has no "sites" list');
  const entries = new Map(builtInFile.sites.map((site) => [site.id, site]));
  const copies = synthetic.map((spec) => {
    const original = entries.get(spec.copyOf);
    if (original === undefined)
      throw new Error(`sandbox: the sites file has no site "${spec.copyOf}" to copy`);
    return {
      ...original,
      id: spec.id,
      hosts: [`${spec.id}.localhost`],
      siteDomain: original.siteDomain.replace(original.id, spec.id),
      upstreams: {
        ...original.upstreams,
        contentApi: original.upstreams.contentApi.replace(`/${original.id}`, `/${spec.id}`),
      },
    };
  });
  return { ...builtInFile, sites: [...builtInFile.sites, ...copies] };
}
