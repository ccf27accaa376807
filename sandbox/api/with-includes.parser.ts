/**
 * The Fractal `with=` grammar: comma-separated includes, each with optional modifiers,
 * e.g. `contents,content-teasers:per_page(4):page(2):include_children(true)`. `without=` removes
 * includes. Like the real API, malformed parts are ignored rather than failing the request.
 */

/** Include name → its modifiers (name → raw argument). */
export type Includes = ReadonlyMap<string, ReadonlyMap<string, string>>;

const INCLUDE = /^([a-z0-9_.-]+)((?::[a-z_]+\([^()]*\))*)$/i;
const MODIFIER = /:([a-z_]+)\(([^()]*)\)/gi;

function values(param: unknown): string[] {
  if (typeof param === 'string') return [param];
  if (Array.isArray(param))
    return param.filter((value): value is string => typeof value === 'string');
  return [];
}

/** Splits on commas outside parentheses. */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

export function parseIncludes(withParam: unknown, withoutParam?: unknown): Includes {
  const includes = new Map<string, ReadonlyMap<string, string>>();
  for (const part of values(withParam).flatMap(splitTopLevel)) {
    const match = INCLUDE.exec(part);
    if (match?.[1] === undefined) continue;
    const modifiers = new Map<string, string>();
    for (const modifier of (match[2] ?? '').matchAll(MODIFIER)) {
      if (modifier[1] !== undefined)
        modifiers.set(modifier[1].toLowerCase(), (modifier[2] ?? '').trim());
    }
    includes.set(match[1].toLowerCase(), modifiers);
  }
  for (const name of values(withoutParam).flatMap(splitTopLevel))
    includes.delete(name.toLowerCase());
  return includes;
}

/** PHP `intval` leniency: anything that is not a whole number gives the fallback; clamped. */
export function intParam(raw: unknown, fallback: number, min: number, max: number): number {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : fallback;
  return Math.min(max, Math.max(min, value));
}

export function boolParam(raw: string | undefined): boolean {
  return raw === 'true' || raw === '1';
}

/** The arguments of a `content-teasers` include. */
export interface TeaserPaging {
  readonly page: number;
  readonly perPage: number;
  readonly includeChildren: boolean;
}

export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 100;

export function teaserPaging(modifiers: ReadonlyMap<string, string>): TeaserPaging {
  return {
    page: intParam(modifiers.get('page'), 1, 1, Number.MAX_SAFE_INTEGER),
    perPage: intParam(modifiers.get('per_page'), DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
    includeChildren: boolParam(modifiers.get('include_children')),
  };
}
