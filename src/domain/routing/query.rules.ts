/** Query parameters that survive route resolution; everything else is stripped. */
export const ALLOWED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'with',
  'page',
  'per_page',
  'path',
  'locale',
  'without',
  's',
  'after',
  'before',
  'order',
  'orderby',
  'tags',
  'categories',
  'post_type',
  'p',
  'preview_id',
  'preview_nonce',
  'preview',
  'nonce',
  'cacheClear',
  'uid',
  'page_id',
]);

/** A query as parsed: one text per parameter, or every value in order when it is repeated. */
export type ParsedQuery = Record<string, string | string[]>;

/** A `+` is a space; percent-escapes are decoded, and a malformed one is kept as it stands. */
function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The one query-string parser of the server: the router's (`routerOptions.querystringParser` in
 * `src/adapters/http/app.ts`) and the cache-hit fast path's, so both read a query, and so build a
 * cache key, alike. `a=1&a=2` gives `a: ['1', '2']`, a parameter without `=` an empty text, keys
 * are decoded (`%70age` is `page`), and the result has no prototype: `__proto__` or
 * `constructor` are plain keys. Reads as Fastify's default parser (fast-querystring) does.
 */
export function parseQueryString(search: string): ParsedQuery {
  const query = Object.create(null) as ParsedQuery;
  if (search === '') return query;
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeComponent(pair.slice(equals + 1));
    const known = query[key];
    if (known === undefined) query[key] = value;
    else if (Array.isArray(known)) known.push(value);
    else query[key] = [known, value];
  }
  return query;
}

/**
 * One value of a query parameter as it arrives: a repeated parameter (`?s=a&s=b`) is an array and
 * gives its first value; anything that is not text (a parsed object, a number) gives none.
 */
export function firstValue(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  if (Array.isArray(raw)) {
    const first: unknown = raw[0];
    return typeof first === 'string' ? first : undefined;
  }
  return undefined;
}

/**
 * A query with one text value per parameter (the first of a repeated one), on an object without
 * a prototype, so that keys such as `__proto__` or `constructor` are plain keys.
 */
export function singleValuedQuery(query: unknown): Record<string, string> {
  const single = Object.create(null) as Record<string, string>;
  if (query === null || typeof query !== 'object') return single;
  for (const [key, raw] of Object.entries(query)) {
    const value = firstValue(raw);
    if (value !== undefined) single[key] = value;
  }
  return single;
}

/**
 * Reduces a query to the allow-list. Repeated parameters keep their first value; keys come out
 * sorted so that equal queries give equal cache keys.
 */
export function allowedQuery(query: Readonly<Record<string, unknown>>): AllowedQuery {
  const kept: Record<string, string> = {};
  for (const key of Object.keys(query).sort()) {
    if (!ALLOWED_QUERY_PARAMS.has(key)) continue;
    const first = firstValue(query[key]);
    if (first !== undefined) kept[key] = first;
  }
  return kept;
}

/** Query parameters that survived the allow-list: one text per parameter, keys sorted. */
export type AllowedQuery = Readonly<Record<string, string>>;

/** What a request says about drafts and previews: read once, in `previewOf`. */
export interface Preview {
  /**
   * A draft or a cache clear (`preview`, `preview_id` or `cacheClear` in the query, `preview` or
   * `cacheClear` in the path): the content API's admin host answers it, and no cache keeps it.
   */
  readonly draft: boolean;
  /** No search engine may list it: a draft, or a page asked for by `page_id`. */
  readonly unlisted: boolean;
  /**
   * An editor's preview link (`preview` set and not empty, `0` or `false`, as the content API
   * reads it): the page is marked as a preview for the editor.
   */
  readonly link: boolean;
}

/** The one reading of a request's preview markers (path and allow-listed query). */
export function previewOf(path: string, query: AllowedQuery): Preview {
  const draft =
    /preview|cacheClear/i.test(path) ||
    'preview' in query ||
    'preview_id' in query ||
    'cacheClear' in query;
  const preview = query.preview;
  return {
    draft,
    unlisted: draft || 'page_id' in query,
    link: preview !== undefined && preview !== '' && preview !== '0' && preview !== 'false',
  };
}

/** `?page=N` as a positive integer; anything else is page 1. */
export function pageNumber(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}
