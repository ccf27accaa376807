import { compact, SCHEMA_CONTEXT, type JsonLdNode } from './json-ld.types';

export interface BreadcrumbEntry {
  readonly name: string;
  /** Absolute URL. */
  readonly url: string;
}

/** BreadcrumbList of the trail from the front page to the page itself; null for fewer than two. */
export function breadcrumbStructuredData(trail: readonly BreadcrumbEntry[]): JsonLdNode | null {
  if (trail.length < 2) return null;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) =>
      compact({ '@type': 'ListItem', position: index + 1, name: entry.name, item: entry.url }),
    ),
  };
}
