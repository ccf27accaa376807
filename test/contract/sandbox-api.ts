/**
 * Reading the sandbox's content API the way the contract says the real one answers, to discover
 * what it serves (paths, teasers, texts) instead of hard-coding its content.
 */
import type { ApiExchange } from './api-shapes';

export interface ApiCall {
  readonly method?: 'GET' | 'POST';
  /** Relative to `{api}/wp-json/`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** One call to `{apiBase}/wp-json/{path}` with `lang` on GETs, like the product sends it. */
export async function callApi(
  apiBase: string,
  request: ApiCall,
  lang = 'da',
): Promise<ApiExchange> {
  const method = request.method ?? 'GET';
  const url = new URL(`${apiBase}/wp-json/${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {}))
    url.searchParams.set(name, value);
  if (method === 'GET') url.searchParams.set('lang', lang);
  const response = await fetch(url, {
    method,
    redirect: 'manual',
    ...(request.body === undefined
      ? {}
      : { body: JSON.stringify(request.body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Left as text: schemas report it.
  }
  return { method, path: request.path, status: response.status, body };
}

/** `value.a.b[0]` without throwing; undefined when any step is missing. */
export function field(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A list, or the items of a list the API sent as an object with holes. */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return [];
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The first words of a markdown body as a reader sees them (links, emphasis, headings gone). */
export function plainExcerpt(markdown: string, words = 6): string | null {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .find((part) => part !== '' && !/^(#|[-*|>]|\d+\.)/.test(part));
  if (paragraph === undefined) return null;
  const plain = paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_~`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const picked = plain.split(' ').slice(0, words).join(' ');
  return picked.length >= 12 ? picked.replace(/[.,:;!?]+$/, '') : null;
}

/** The UTC instant of a PHP DateTime object (`{date, timezone_type, timezone}`). */
export function phpDateInstant(value: unknown): Date | null {
  const date = text(field(value, 'date'));
  const zone = text(field(value, 'timezone'));
  if (date === null || zone === null) return null;
  const local = `${date.slice(0, 10)}T${date.slice(11, 19)}`;
  if (/^[+-]\d\d:\d\d$/.test(zone)) return new Date(`${local}${zone}`);
  if (/^[A-Z]{1,5}$/.test(zone))
    return zone === 'Z' || zone === 'UTC' ? new Date(`${local}Z`) : null;
  const offsetMinutes = (at: Date): number => {
    const name =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
    if (match === null) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  };
  const asUtc = new Date(`${local}Z`);
  const first = new Date(asUtc.getTime() - offsetMinutes(asUtc) * 60_000);
  return new Date(asUtc.getTime() - offsetMinutes(first) * 60_000);
}
