/** Selected facet values by field, e.g. `{"bod-taxo-cat-top":["Træning"]}`. */
export type FacetSelection = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The selection of a search request: an object of field → value or values (`POST app/search`'s
 * `facets`, or the parsed JSON of the GET route's `/facets/{json}`). `null` for anything else.
 */
export function facetSelection(value: unknown): FacetSelection | null {
  if (value === undefined || value === null) return new Map();
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const selection = new Map<string, ReadonlySet<string>>();
  for (const [field, selected] of Object.entries(value)) {
    const values: unknown[] = Array.isArray(selected) ? selected : [selected];
    if (!values.every((item): item is string => typeof item === 'string')) return null;
    selection.set(field, new Set(values));
  }
  return selection;
}

/** The GET route's `/facets/{json}` segment; absent → no selection, not JSON → `null`. */
export function parseFacets(raw: string | undefined): FacetSelection | null {
  if (raw === undefined || raw === '') return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return parsed === null ? null : facetSelection(parsed);
}
