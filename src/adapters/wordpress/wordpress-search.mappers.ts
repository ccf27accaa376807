import type { SearchResults } from '../../domain/content/content.types';
import { mapTeasers } from './wordpress-teaser.mappers';
import { facetOptionSchema, facetSchema, type WpSearchResponse } from './wordpress-search.schemas';
import {
  keepValid,
  mapPagination,
  type MappingContext,
  type PageDefaults,
} from './wordpress.mappers';

export function mapSearchResults(
  query: string,
  response: WpSearchResponse,
  defaults: PageDefaults,
  context: MappingContext,
): SearchResults {
  const teasers = mapTeasers(response.data, context);
  return {
    query,
    teasers,
    pagination: mapPagination(response.meta?.pagination ?? null, defaults, teasers.length),
    facets: keepValid(response.meta?.facets ?? [], facetSchema, 'facet', context).map((facet) => ({
      label: facet.label,
      field: facet.field,
      options: keepValid(facet.data ?? [], facetOptionSchema, 'facet-option', context).map(
        (option) => ({ label: option.label, count: option.count ?? 0, active: option.active }),
      ),
    })),
  };
}
