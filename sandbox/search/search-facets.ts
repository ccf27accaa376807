import type { SiteIndex } from '../store/site-index';
import type { ArticleRecord } from '../store/site-model.types';
import { CATEGORY_FIELD, facetValue, TYPE_FIELD } from './search-index.registry';

/** Selected facet values by field, from the route's JSON (`{"category":["Styrke"]}`). */
export type FacetSelection = ReadonlyMap<string, ReadonlySet<string>>;

const TYPE_LABEL: Readonly<Record<string, string>> = {
  da: 'Type',
  sv: 'Typ',
  nb: 'Type',
  fi: 'Tyyppi',
  nl: 'Type',
};

/** Hits that carry one of the selected values of every selected field. */
export function applyFacets(
  site: SiteIndex,
  hits: readonly ArticleRecord[],
  selection: FacetSelection,
  except: string | null = null,
): readonly ArticleRecord[] {
  const fields = [...selection.entries()].filter(
    ([field, values]) => field !== except && values.size > 0,
  );
  if (fields.length === 0) return hits;
  return hits.filter((hit) =>
    fields.every(([field, values]) => values.has(facetValue(site, hit, field))),
  );
}

/**
 * One facet: counts over the hits filtered by the other fields' selections (so a reader can
 * widen a field's choice), most frequent first, `active` when selected.
 */
function facet(
  site: SiteIndex,
  hits: readonly ArticleRecord[],
  selection: FacetSelection,
  field: string,
  label: string,
) {
  const counts = new Map<string, number>();
  for (const hit of applyFacets(site, hits, selection, field)) {
    const value = facetValue(site, hit, field);
    if (value !== '') counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const selected = selection.get(field) ?? new Set<string>();
  return {
    label,
    field,
    data: [...counts.entries()]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .map(([value, count]) => ({ label: value, count, active: selected.has(value) })),
  };
}

/** The category and type facets of a result set. */
export function searchFacets(
  site: SiteIndex,
  hits: readonly ArticleRecord[],
  selection: FacetSelection,
) {
  return [
    facet(site, hits, selection, CATEGORY_FIELD, site.model.strings['search.facet.category']),
    facet(site, hits, selection, TYPE_FIELD, TYPE_LABEL[site.model.language] ?? 'Type'),
  ];
}
