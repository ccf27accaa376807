import { isMarketCode, MARKETS } from '../../src/domain/site/markets';
import { editorialTypeName } from '../api/composite-includes.serializer';
import type { FacetSelection } from '../api/search.rules';
import type { SiteIndex } from '../store/site-index';
import type { ArticleRecord } from '../store/site-model.types';

/**
 * The search service's facet fields carry the market's brand prefix (`bod-taxo-cat-top` in
 * Denmark, `bse-…` in Sweden, `bno`, `bfi`, `bnl`); its labels are
 * the service's own: the category one is translated, the editorial type one arrives as the
 * untranslated key `taxonomy_editorial_type` (the product must translate or hide it).
 */
export interface FacetField {
  readonly field: string;
  readonly label: string;
  /** The article's value in this field (`''`: none). */
  readonly value: (article: ArticleRecord) => string;
}

export function facetFields(site: SiteIndex): readonly FacetField[] {
  const { market } = site.model;
  const prefix = isMarketCode(market) ? MARKETS[market].brandPrefix : market;
  const topCategory = (article: ArticleRecord): string => {
    let category = site.category(article.categoryId);
    while (category?.parentId != null) category = site.category(category.parentId);
    return category?.name ?? '';
  };
  return [
    {
      field: `${prefix}-taxo-cat-top`,
      label: site.model.strings['search.facet.category'],
      value: topCategory,
    },
    {
      field: `${prefix}-taxo-editorial-type`,
      label: 'taxonomy_editorial_type',
      value: (article) => editorialTypeName(article.editorialType),
    },
  ];
}

/** Hits that carry one of the selected values of every selected field. */
export function applyFacets(
  fields: readonly FacetField[],
  hits: readonly ArticleRecord[],
  selection: FacetSelection,
  except: string | null = null,
): readonly ArticleRecord[] {
  const active = fields.flatMap((field) => {
    const values = selection.get(field.field);
    return field.field !== except && values !== undefined && values.size > 0
      ? [{ field, values }]
      : [];
  });
  if (active.length === 0) return hits;
  return hits.filter((hit) => active.every(({ field, values }) => values.has(field.value(hit))));
}

/**
 * `[{ label, field, data: [{ label, count, active }] }]`: counts over the hits filtered by the
 * other fields' selections (so a reader can widen a field's choice), most frequent first.
 */
export function searchFacets(
  fields: readonly FacetField[],
  hits: readonly ArticleRecord[],
  selection: FacetSelection,
) {
  return fields.map((field) => {
    const counts = new Map<string, number>();
    for (const hit of applyFacets(fields, hits, selection, field.field)) {
      const value = field.value(hit);
      if (value !== '') counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const selected = selection.get(field.field) ?? new Set<string>();
    return {
      label: field.label,
      field: field.field,
      data: [...counts.entries()]
        .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
        .map(([value, count]) => ({ label: value, count, active: selected.has(value) })),
    };
  });
}
