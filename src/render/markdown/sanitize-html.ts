/**
 * Raw HTML inside markdown is reduced to a small set of attribute-free tags. Elements whose content
 * is code or embeds (script, style, iframe …) go with their content; every attribute goes, so no
 * `on*` handler or `javascript:` URL survives; any other tag is removed and its text kept.
 */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|noscript|template|textarea|title|xmp|noembed|noframes|svg|math|select|frameset|frame|applet)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;
/** A tag with its attributes, or a lone `<` that starts no tag. */
const TAG_OR_LT = /<(\/?)([a-z][a-z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|</gi;

const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'cite',
  'q',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
]);
const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr']);

/** Removes script-like elements with their content and HTML comments from markdown or HTML source. */
export function dropDangerousElements(source: string): string {
  return source.replace(DROPPED_WITH_CONTENT, '').replace(COMMENTS, '');
}

/** Sanitises an HTML fragment: allowed tags without attributes, everything else removed. */
export function sanitizeHtmlFragment(html: string): string {
  return dropDangerousElements(html).replace(
    TAG_OR_LT,
    (_match, closing: string | undefined, name: string | undefined) => {
      if (name === undefined) return '&lt;';
      const tag = name.toLowerCase();
      if (!ALLOWED_TAGS.has(tag)) return '';
      if (VOID_TAGS.has(tag)) return closing === '' ? `<${tag}>` : '';
      return `<${closing ?? ''}${tag}>`;
    },
  );
}
