/**
 * The Fractal `with=` grammar: comma-separated includes, each with optional modifiers,
 * e.g. `contents,content-teasers:per_page(4):page(2):include_children(true)`. A modifier's
 * arguments are separated by `|` (Fractal's `ParamBag`; the first counts here). A dotted include
 * (`category.parent`) also includes its parents, as Fractal does. `without=` removes includes.
 * Like the real API, malformed parts are ignored rather than failing the request.
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

/**
 * `defaults` are the resource's default includes (a composite's `category`): present unless
 * `without=` names them.
 */
export function parseIncludes(
  withParam: unknown,
  withoutParam?: unknown,
  defaults: readonly string[] = [],
): Includes {
  const includes = new Map<string, ReadonlyMap<string, string>>(
    defaults.map((name) => [name, new Map()]),
  );
  for (const part of values(withParam).flatMap(splitTopLevel)) {
    const match = INCLUDE.exec(part);
    if (match?.[1] === undefined) continue;
    const modifiers = new Map<string, string>();
    for (const modifier of (match[2] ?? '').matchAll(MODIFIER)) {
      if (modifier[1] !== undefined) {
        const first = (modifier[2] ?? '').split('|')[0] ?? '';
        modifiers.set(modifier[1].toLowerCase(), first.trim());
      }
    }
    const name = match[1].toLowerCase();
    const segments = name.split('.');
    for (let depth = 1; depth < segments.length; depth += 1) {
      const parent = segments.slice(0, depth).join('.');
      if (!includes.has(parent)) includes.set(parent, new Map());
    }
    includes.set(name, modifiers);
  }
  for (const name of values(withoutParam).flatMap(splitTopLevel))
    includes.delete(name.toLowerCase());
  return includes;
}

/** The includes nested under one (`category.parent` → `parent` for the category). */
export function nestedIncludes(includes: Includes, parent: string): Includes {
  const prefix = `${parent}.`;
  return new Map(
    [...includes]
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, modifiers]) => [name.slice(prefix.length), modifiers]),
  );
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

/** Upstream's default when `per_page` is not given. */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export function teaserPaging(modifiers: ReadonlyMap<string, string>): TeaserPaging {
  return {
    page: intParam(modifiers.get('page'), 1, 1, Number.MAX_SAFE_INTEGER),
    perPage: intParam(modifiers.get('per_page'), DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
    includeChildren: boolParam(modifiers.get('include_children')),
  };
}
