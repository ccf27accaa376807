import sanitizeHtml from 'sanitize-html';

/**
 * Raw HTML inside markdown, and editorial HTML, is reduced to a small set of attribute-free tags.
 * Elements whose content is code, embeds or foreign markup (script, style, iframe, svg, math …) go
 * with their content; every attribute goes, so no `on*` handler or `javascript:` URL survives; any
 * other tag is removed and its text kept; comments go. The parsing is sanitize-html's
 * (htmlparser2), so quoting tricks, comments and raw-text elements are read the way an HTML parser
 * reads them; text comes out escaped.
 */
const ALLOWED_TAGS = [
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
];
const VOID_TAGS = ['br', 'hr'];
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'frameset',
  'frame',
  'applet',
];

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // An empty map allows no attribute on any tag (`false` would allow them all).
  allowedAttributes: {},
  allowedClasses: {},
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: VOID_TAGS,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
};

/**
 * Marks where the caller's fragment ended, so the closing tags the parser adds for elements still
 * open at the end can be cut off again. Random per process so that no text meets it by chance
 * (text that did would only lose what follows it); the leading space keeps it from extending a
 * trailing `<` into a tag or `&amp` into another entity. Math.random, as this also runs in islands
 * in the browser, where crypto.randomUUID needs https.
 */
const END_MARK = ` end${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** Closing tags before anything else in a fragment, e.g. `</strong>` or `</td>\n</tr>`. */
const LEADING_CLOSERS = /^(?:\s*<\/[a-z][a-z0-9-]*\s*>)+/i;
const CLOSER = /<\/([a-z][a-z0-9-]*)\s*>/gi;
const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const VOID: ReadonlySet<string> = new Set(VOID_TAGS);

/**
 * Closing tags the parser has nothing open for, written as plain `</tag>` for allowed non-void
 * tags and dropped otherwise (`</br>` included). Only names from the allow list are written.
 */
function closers(source: string): string {
  return source.replace(CLOSER, (_match, name: string) => {
    const tag = name.toLowerCase();
    return ALLOWED.has(tag) && !VOID.has(tag) ? `</${tag}>` : '';
  });
}

const SCRIPT_LIKE = new RegExp(
  `<(${DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?(?:<\\/\\1\\s*>|$)`,
  'gi',
);
const COMMENTS = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;

/**
 * Removes script-like elements with their content and HTML comments from markdown source, before
 * marked reads it, so the text inside them is not shown as text. It is not what keeps raw HTML
 * safe: every HTML token marked finds still passes through `sanitizeHtmlFragment`. It stays a
 * text rewrite rather than an HTML parse: parsing markdown as HTML would escape the `>` of
 * blockquotes and the `<`, `&` of plain text, decode entities inside code and read autolinks such
 * as `<https://…>` as tags.
 */
export function dropDangerousElements(source: string): string {
  return source.replace(SCRIPT_LIKE, '').replace(COMMENTS, '');
}

/**
 * Sanitises an HTML fragment: allowed tags without attributes, everything else removed.
 *
 * The fragment need not be balanced, and its tags are kept as written rather than closed: marked
 * hands over inline HTML one tag at a time (`<b>`, then the text, then `</b>`), and an HTML block
 * may open an element around markdown that a later block closes. So closing tags that lead the
 * fragment are kept (an HTML parser would drop them, having nothing open), and the closing tags
 * the parser adds at the end for elements left open are cut off.
 */
export function sanitizeHtmlFragment(html: string): string {
  const leading = LEADING_CLOSERS.exec(html)?.[0] ?? '';
  // An HTML parser reads `</br>` as another `<br>`; it is dropped instead, as a leading one is, so
  // `<br></br>` is one break. Only that end tag closes a `br` without being implied.
  let endTagBr = false;
  const sanitized = sanitizeHtml(`${html.slice(leading.length)}${END_MARK}`, {
    ...POLICY,
    onCloseTag: (name, isImplied) => {
      endTagBr = name === 'br' && !isImplied;
    },
    exclusiveFilter: (frame) => endTagBr && frame.tag === 'br',
  });
  const end = sanitized.lastIndexOf(END_MARK);
  // No mark when the fragment ends inside an element dropped with its content, or inside a tag
  // or comment: the result is then kept whole.
  const body = end === -1 ? sanitized : sanitized.slice(0, end);
  return closers(leading) + body.replaceAll('<br />', '<br>').replaceAll('<hr />', '<hr>');
}
