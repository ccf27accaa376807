import type { TranslationKey } from './translations.types';

/**
 * Editorial types by their code. Upstream names them as the `editorial_type` taxonomy's term,
 * `Guide` or `e-book`, in no particular language (the search service likewise).
 */
export const EDITORIAL_TYPE_KEYS: Readonly<Record<string, TranslationKey>> = {
  article: 'search.editorial_type.article',
  guide: 'search.editorial_type.guide',
  review: 'search.editorial_type.review',
  contest: 'search.editorial_type.contest',
  video: 'search.editorial_type.video',
  news: 'search.editorial_type.news',
  'e-book': 'search.editorial_type.e_book',
  software: 'search.editorial_type.software',
};

/** The key of an editorial type given by its name or code (`E-book`, `e book`), if known. */
export function editorialTypeKey(value: string): TranslationKey | undefined {
  const code = value.trim().toLowerCase().replace(/\s+/g, '-');
  return Object.hasOwn(EDITORIAL_TYPE_KEYS, code) ? EDITORIAL_TYPE_KEYS[code] : undefined;
}
