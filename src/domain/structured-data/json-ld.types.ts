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
