import type { Site } from './site.types';

/** Host header → host name in lower case, without port or trailing dot. */
export function hostName(hostHeader: string | undefined): string {
  if (hostHeader === undefined) return '';
  const host = hostHeader.trim().toLowerCase();
  const withoutPort = host.startsWith('[')
    ? host.slice(0, host.indexOf(']') + 1)
    : (host.split(':')[0] ?? '');
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
}

/** Builds the Host → Site table once; an unknown host has no site (never another brand's). */
export function siteTable(sites: readonly Site[]): (hostHeader: string | undefined) => Site | null {
  const byHost = new Map<string, Site>();
  for (const site of sites) for (const host of site.hosts) byHost.set(host.toLowerCase(), site);
  return (hostHeader) => byHost.get(hostName(hostHeader)) ?? null;
}
