import type { SiteIndex } from '../store/site-index';
import type { ArticleRecord } from '../store/site-model.types';

/**
 * Case- and accent-insensitive folding for matching: accents removed; Danish and Norwegian
 * letters spelled out (æ → ae, ø → oe, å → aa) or, in the loose form, reduced (æ → a, ø → o,
 * å → a), so "ovelser", "oevelser" and "Øvelser" all find "øvelser".
 */
export function fold(text: string, loose = false): string {
  return text
    .toLowerCase()
    .replaceAll('æ', loose ? 'a' : 'ae')
    .replaceAll('ø', loose ? 'o' : 'oe')
    .replaceAll('å', loose ? 'a' : 'aa')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** Does `text` contain `term` in either folding? */
function matches(text: string, term: string): boolean {
  return fold(text).includes(fold(term)) || fold(text, true).includes(fold(term, true));
}

/** Published articles whose title or description holds every word of the query; title hits first. */
export function searchArticles(site: SiteIndex, query: string): readonly ArticleRecord[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const scored = site.published.flatMap((article) => {
    const text = `${article.title} ${article.description}`;
    if (!terms.every((term) => matches(text, term))) return [];
    const score = terms.filter((term) => matches(article.title, term)).length;
    return [{ article, score }];
  });
  return scored.sort((a, b) => b.score - a.score).map(({ article }) => article);
}

/** Selected facet values by field, from the route's JSON (`{"category":["Styrke"]}`). */
export type FacetSelection = ReadonlyMap<string, ReadonlySet<string>>;

export function parseFacets(raw: string | undefined): FacetSelection | null {
  if (raw === undefined || raw === '') return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const selection = new Map<string, ReadonlySet<string>>();
  for (const [field, value] of Object.entries(parsed)) {
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((item): item is string => typeof item === 'string')) return null;
    selection.set(field, new Set(values));
  }
  return selection;
}
