/**
 * Markdown links may carry attribute JSON inside the parentheses:
 * `[text](https://example.dk {"title":"…","target":"_blank","rel":"nofollow"})`. Only `title`,
 * `target` and `rel` are kept; `rel=follow` is dropped, and a new window gets `noopener`.
 */
export interface LinkAttributes {
  readonly target: string | null;
  readonly rel: string | null;
  /** The link's title (shown as a tooltip), plain text. */
  readonly title?: string | null;
}

const TARGETS: ReadonlySet<string> = new Set(['_blank', '_self']);
const REL_VALUES: ReadonlySet<string> = new Set([
  'nofollow',
  'noopener',
  'noreferrer',
  'sponsored',
  'ugc',
]);

function stringField(value: unknown, field: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry: unknown = Object.getOwnPropertyDescriptor(value, field)?.value;
  return typeof entry === 'string' ? entry : null;
}

/** `target` and `rel` as written by an editor, reduced to what a link may carry. */
export function linkAttributes(target: string | null, rel: string | null): LinkAttributes {
  const wanted = target?.trim().toLowerCase() ?? null;
  const safeTarget = wanted !== null && TARGETS.has(wanted) ? wanted : null;
  const values = (rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((value) => REL_VALUES.has(value));
  if (safeTarget === '_blank' && !values.includes('noopener')) values.push('noopener');
  return {
    target: safeTarget,
    rel: values.length > 0 ? [...new Set(values)].join(' ') : null,
  };
}

export function parseLinkAttributes(json: string | null): LinkAttributes {
  let parsed: unknown = null;
  if (json !== null) {
    try {
      parsed = JSON.parse(json);
    } catch {
      parsed = null;
    }
  }
  const title = stringField(parsed, 'title')?.trim() ?? '';
  return {
    ...linkAttributes(stringField(parsed, 'target'), stringField(parsed, 'rel')),
    title: title === '' ? null : title.slice(0, 300),
  };
}
