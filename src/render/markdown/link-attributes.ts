/**
 * Markdown links may carry attribute JSON inside the parentheses (contract "Shapes that trip
 * adapters"): `[text](https://example.dk {"target":"_blank","rel":"nofollow"})`. Only `target` and
 * `rel` are kept; `rel=follow` is dropped (spec 5), and a new window gets `noopener`.
 */
export interface LinkAttributes {
  readonly target: string | null;
  readonly rel: string | null;
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

export function parseLinkAttributes(json: string | null): LinkAttributes {
  let parsed: unknown = null;
  if (json !== null) {
    try {
      parsed = JSON.parse(json);
    } catch {
      parsed = null;
    }
  }
  const target = stringField(parsed, 'target')?.trim().toLowerCase() ?? null;
  const safeTarget = target !== null && TARGETS.has(target) ? target : null;
  const rel = (stringField(parsed, 'rel') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((value) => REL_VALUES.has(value));
  if (safeTarget === '_blank' && !rel.includes('noopener')) rel.push('noopener');
  return { target: safeTarget, rel: rel.length > 0 ? [...new Set(rel)].join(' ') : null };
}
