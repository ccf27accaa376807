import { decodeHTML } from 'entities';
import type { SearchResults, Teaser } from '../../domain/content/content.types';
import { mapTeasers } from './wordpress-teaser.mappers';
import { facetOptionSchema, facetSchema, type WpSearchResponse } from './wordpress-search.schemas';
import {
  keepValid,
  mapPagination,
  type MappingContext,
  type PageDefaults,
} from './wordpress.mappers';

/**
 * A search hit's text with the engine's `<strong>` (or `<em>`, `<mark>`) highlights: the plain
 * text (every tag removed, entities decoded) and the highlighted words, which the renderer marks
 * itself. No upstream markup ever reaches the page.
 */
export function readHighlights(html: string): { text: string; highlights: string[] } {
  const highlights = new Set<string>();
  for (const match of html.matchAll(/<(strong|em|mark|b)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi)) {
    const word = decodeHTML((match[2] ?? '').replace(/<[^>]*>/g, '')).trim();
    if (word !== '') highlights.add(word);
  }
  const text = decodeHTML(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return { text, highlights: [...highlights] };
}

function withHighlights(teaser: Teaser): Teaser {
  const title = readHighlights(teaser.title);
  const description = readHighlights(teaser.description);
  const highlights = [...new Set([...title.highlights, ...description.highlights])];
  return { ...teaser, title: title.text, description: description.text, highlights };
}

/**
 * Search hits are not WordPress teasers: drafts are dropped, highlight markup is read. Facet
 * fields get the product's names through `facetName`.
 */
export function mapSearchResults(
  query: string,
  response: WpSearchResponse,
  defaults: PageDefaults,
  context: MappingContext,
  facetName: (field: string) => string = (field) => field,
): SearchResults {
  const teasers = mapTeasers(response.data, context)
    .filter((teaser) => teaser.status !== 'draft')
    .map(withHighlights);
  return {
    query,
    teasers,
    pagination: mapPagination(response.meta?.pagination ?? null, defaults, teasers.length),
    facets: keepValid(response.meta?.facets ?? [], facetSchema, 'facet', context).map((facet) => ({
      label: facet.label,
      field: facetName(facet.field),
      options: keepValid(facet.data, facetOptionSchema, 'facet-option', context).map((option) => ({
        label: option.label,
        count: option.count ?? 0,
        active: option.active,
      })),
    })),
  };
}
