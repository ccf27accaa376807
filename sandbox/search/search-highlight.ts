import { indexTokens, searchTokens } from './search.folding';

/**
 * The search service's highlight: every word of `text` that a word of the query matches (the
 * same folded prefix match as the index) wrapped in `<strong>`. Search hits carry it in
 * `description`, so the product must treat that field as markup.
 */
export function highlight(text: string, query: string, language: string): string {
  const terms = searchTokens(query, language);
  if (terms.length === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) =>
    indexTokens(word, language).some((token) => terms.some((term) => token.startsWith(term)))
      ? `<strong>${word}</strong>`
      : word,
  );
}
