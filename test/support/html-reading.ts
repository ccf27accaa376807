/**
 * Reading server-rendered HTML the way a reader (or a crawler) meets it, without a DOM: the
 * visible text, links, head tags, JSON-LD, and the artefacts that must never show.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  shy: '',
};

/** Decodes HTML character references (named ones React and the product use, and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The document without its head, scripts, styles, templates and comments: the rendered body. */
export function renderedMarkup(html: string): string {
  return withoutHidden(html);
}

function withoutHidden(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<head\b[^>]*>[\s\S]*?<\/head\s*>/gi, ' ');
}

/**
 * Phrasing elements that may sit inside a word or sentence (`<mark>Protein</mark>pandekager`):
 * their tags separate no words. Every other tag (`span`, `time`, blocks) counts as a gap.
 */
const INLINE_TAGS =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|dfn|em|i|kbd|mark|q|s|samp|small|strong|sub|sup|u|var)\b[^>]*>/gi;

/** What a reader sees: the body's text (no attributes, scripts or styles), whitespace collapsed. */
export function visibleText(html: string): string {
  return decodeEntities(
    withoutHidden(html)
      .replace(INLINE_TAGS, '')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The whole document with character references decoded (attributes and scripts included). */
export function decodedHtml(html: string): string {
  return decodeEntities(html);
}

export type Attributes = Readonly<Record<string, string>>;

/** The attributes of a start tag's source (`<a href="x" rel=nofollow>`). */
export function attributesOf(tagSource: string): Attributes {
  const attributes: Record<string, string> = {};
  const body = tagSource.replace(/^<\s*[\w-]+/, '').replace(/\/?>$/, '');
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of body.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name === undefined) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export interface Element {
  readonly attributes: Attributes;
  /** The element's inner HTML (for elements that have a closing tag). */
  readonly inner: string;
  /** Its visible text. */
  readonly text: string;
  /** Offset of its start tag in the document. */
  readonly index: number;
}

/** Every `<tag …>…</tag>` (not nested in one of its own kind), in document order. */
export function elements(html: string, tag: string): Element[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)<\\/${tag}\\s*>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => {
    const start = match[0].indexOf('>') + 1;
    return {
      attributes: attributesOf(match[0].slice(0, start)),
      inner: match[1] ?? '',
      text: visibleText(match[1] ?? ''),
      index: match.index,
    };
  });
}

/** Every void or start tag `<tag …>` with its attributes, in document order. */
export function startTags(html: string, tag: string): { attributes: Attributes; index: number }[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => ({
    attributes: attributesOf(match[0]),
    index: match.index,
  }));
}

/** Anchors of the body: href, visible text and attributes. */
export function anchors(html: string): Element[] {
  return elements(withoutHidden(html), 'a');
}

/** `<link …>` tags of the head. */
export function headLinks(html: string): Attributes[] {
  return startTags(html, 'link').map((tag) => tag.attributes);
}

/** The canonical URL of the page, or null. */
export function canonicalUrl(html: string): string | null {
  return headLinks(html).find((link) => link.rel === 'canonical')?.href ?? null;
}

/** Parsed `application/ld+json` blocks; a block that does not parse is reported as an Error. */
export function jsonLdBlocks(html: string): unknown[] {
  return elements(html, 'script')
    .filter((script) => script.attributes.type === 'application/ld+json')
    .map((script) => {
      try {
        return JSON.parse(script.inner) as unknown;
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    });
}

/** Every JSON-LD node (through `@graph` and nested values) whose `@type` includes `type`. */
export function jsonLdNodes(html: string, type: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    const nodeType = node['@type'];
    const types = Array.isArray(nodeType) ? nodeType : [nodeType];
    if (types.includes(type)) found.push(node);
    Object.values(node).forEach(visit);
  };
  jsonLdBlocks(html).forEach(visit);
  return found;
}

/** Inline script bodies (JSON-LD, state, island bootstraps). */
export function inlineScripts(html: string): string[] {
  return elements(html, 'script')
    .filter((script) => script.attributes.src === undefined)
    .map((script) => script.inner);
}

/**
 * Text artefacts a reader must never see: serialised objects, JSON, `NaN`, `undefined`, `null`,
 * unreplaced placeholders. Answers a list of problems (empty when clean).
 */
export function readerArtefacts(html: string): string[] {
  const text = visibleText(html);
  const problems: string[] = [];
  const checks: readonly [RegExp, string][] = [
    [/\[object [A-Z]\w*\]/, '"[object …]"'],
    [/\bNaN\b/, '"NaN"'],
    [/\bundefined\b/, '"undefined"'],
    [/\bnull\b/, '"null"'],
    [/\{\s*"[\w-]+"\s*:/, 'raw JSON ({"key": …)'],
    [/"\s*:\s*(?:"|\{|\[|null|true|false|\d)/, 'raw JSON ("…": …)'],
    [/\{\{\s*\w+\s*\}\}|\{[a-z_]+\}/, 'an unreplaced {placeholder}'],
  ];
  for (const [pattern, what] of checks) {
    const match = pattern.exec(text);
    if (match !== null) {
      const start = Math.max(0, match.index - 60);
      problems.push(`${what} in the visible text: "…${text.slice(start, match.index + 80)}…"`);
    }
  }
  return problems;
}

/** A window of `text` around `needle`, for failure messages. */
export function around(text: string, needle: string | RegExp, width = 120): string {
  const index = typeof needle === 'string' ? text.indexOf(needle) : text.search(needle);
  if (index < 0) return `(not found) …${text.slice(0, width * 2)}…`;
  return `…${text.slice(Math.max(0, index - width), index + width)}…`;
}

/**
 * React's `useId` ids (`_R_…_`) renumbered by first appearance: they encode a component's place
 * in the rendered tree, so two renders of the same page that split the tree differently give
 * other ids for the same elements (`LayoutFrames`).
 */
export function renumberReactIds(html: string): string {
  const seen = new Map<string, string>();
  return html.replace(/_R_[0-9a-z]+_/g, (id) => {
    let renumbered = seen.get(id);
    if (renumbered === undefined) seen.set(id, (renumbered = `_R_id${seen.size}_`));
    return renumbered;
  });
}

/** Every `id` attribute value that occurs more than once. */
export function duplicateIds(html: string): string[] {
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}
