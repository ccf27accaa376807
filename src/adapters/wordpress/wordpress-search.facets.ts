import type { BrandPrefix } from '../../domain/site/site.types';

/**
 * The search service names its facet fields after the market's brand prefix and a taxonomy:
 * `bod-taxo-cat-top` is the top category on a Danish site, `bse-taxo-editorial-type` the
 * editorial type on a Swedish one. The product's own names (`category`, `type`; see
 * `FACET_PARAMS` in `domain/search/search-query.rules.ts`) are turned into these fields on the way
 * out and back on the way in; a field of another shape is passed through unchanged.
 */
const TAXONOMY_OF: Readonly<Record<string, string>> = {
  category: 'taxo-cat-top',
  type: 'taxo-editorial-type',
};

export function upstreamFacetField(prefix: BrandPrefix, name: string): string {
  const taxonomy = TAXONOMY_OF[name];
  return taxonomy === undefined ? name : `${prefix}-${taxonomy}`;
}

export function productFacetName(prefix: BrandPrefix, field: string): string {
  for (const [name, taxonomy] of Object.entries(TAXONOMY_OF)) {
    if (field === `${prefix}-${taxonomy}`) return name;
  }
  return field;
}

/** A facet selection with the search service's field names. */
export function upstreamFacets(
  prefix: BrandPrefix,
  facets: Readonly<Record<string, readonly string[]>>,
): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(facets).map(([name, values]) => [upstreamFacetField(prefix, name), values]),
  );
}
