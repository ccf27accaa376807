/** JSON-LD as plain data: every block is a schema.org node with `@type`. */
export type JsonLdValue = string | number | boolean | readonly JsonLdValue[] | JsonLdNode;

export interface JsonLdNode {
  readonly [key: string]: JsonLdValue | undefined;
}

/** What the blocks need to know about the site and the page. */
export interface StructuredDataContext {
  readonly brandCode: string;
  readonly brandName: string;
  /** Public origin, e.g. `https://www.wom.dk`. */
  readonly siteDomain: string;
  readonly logoUrl: string | null;
  /** BCP 47, e.g. `da-DK`. */
  readonly inLanguage: string;
  /** The site's IANA time zone: dates are emitted in it, with its offset. */
  readonly timeZone: string;
  /** Absolute URL of the page. */
  readonly pageUrl: string;
  /** The CDN URL of an upstream image URL at a width and crop. */
  readonly imageUrl: (url: string, width: number, height: number) => string;
}

/** Drops `undefined`, `null`, empty strings and empty lists, so blocks carry only what is known. */
export function compact(
  node: Readonly<Record<string, JsonLdValue | null | undefined>>,
): JsonLdNode {
  const kept: Record<string, JsonLdValue> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[key] = value;
  }
  return kept;
}

export const SCHEMA_CONTEXT = 'https://schema.org';

/** The site's origin (`https://www.wom.dk`), whatever path or slash `siteDomain` ends with. */
export function siteOrigin(context: Pick<StructuredDataContext, 'siteDomain'>): string {
  return new URL(context.siteDomain).origin;
}

/**
 * A link to a page of the site as an absolute URL on the site's own origin: a path is resolved
 * against it, and an absolute URL on another host (the content API's, or a port the upstream was
 * configured with) keeps its path (the API's double slash made single), query and fragment on
 * the site's origin, so search engines see one site. Null for what is not an http(s) link.
 */
export function siteUrl(
  url: string,
  context: Pick<StructuredDataContext, 'siteDomain'>,
): string | null {
  const origin = siteOrigin(context);
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), `${origin}/`);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  if (resolved.origin === origin) return resolved.toString();
  const path = resolved.pathname.replace(/^\/{2,}/, '/');
  return `${origin}${path}${resolved.search}${resolved.hash}`;
}
