import {
  Marked,
  type RendererObject,
  type TokenizerAndRendererExtension,
  type Tokens,
} from 'marked';
import { headingId } from '../../domain/text/heading-id.rules';
import { escapeHtml } from '../../domain/text/html-escape';
import { parseLinkAttributes, type LinkAttributes } from './link-attributes';
import { safeHref, safeImageSrc } from './safe-url';
import { dropDangerousElements, sanitizeHtmlFragment } from './sanitize-html';

export interface MarkdownOptions {
  /** Headings in the text are never higher than this level (the page owns h1, sections h2). */
  readonly minHeadingLevel?: 2 | 3 | 4;
}

const NO_ATTRIBUTES: LinkAttributes = { target: null, rel: null };

function linkHtml(
  href: string,
  title: string | null | undefined,
  inner: string,
  attributes: LinkAttributes,
): string {
  const safe = safeHref(href);
  if (safe === null) return inner;
  const parts = [`href="${escapeHtml(safe)}"`];
  if (title) parts.push(`title="${escapeHtml(title)}"`);
  if (attributes.target !== null) parts.push(`target="${attributes.target}"`);
  if (attributes.rel !== null) parts.push(`rel="${attributes.rel}"`);
  return `<a ${parts.join(' ')}>${inner}</a>`;
}

interface AttributeLinkToken extends Tokens.Generic {
  readonly type: 'attributeLink';
  readonly href: string;
  readonly attributes: LinkAttributes;
  readonly tokens: Tokens.Generic[];
}

const ATTRIBUTE_LINK = /^\[((?:\\.|[^[\]\\])*)\]\(\s*<?([^\s<>()]+)>?\s+(\{[^{}()]*\})\s*\)/;

/** `[text](url {"target":"_blank"})`: a link with attribute JSON instead of a title. */
const attributeLink: TokenizerAndRendererExtension = {
  name: 'attributeLink',
  level: 'inline',
  start: (source) => source.indexOf('['),
  tokenizer(source) {
    const match = ATTRIBUTE_LINK.exec(source);
    if (match === null) return undefined;
    const [raw, text = '', href = '', json = null] = match;
    return {
      type: 'attributeLink',
      raw,
      href,
      attributes: parseLinkAttributes(json),
      tokens: this.lexer.inlineTokens(text),
    } satisfies AttributeLinkToken;
  },
  renderer(token) {
    const link = token as AttributeLinkToken;
    return linkHtml(
      link.href,
      link.attributes.title ?? null,
      this.parser.parseInline(link.tokens),
      link.attributes,
    );
  },
};

function renderer(minHeadingLevel: number): RendererObject {
  return {
    html: ({ text }) => sanitizeHtmlFragment(text),
    link({ href, title, tokens }) {
      return linkHtml(href, title, this.parser.parseInline(tokens), NO_ATTRIBUTES);
    },
    image({ href, title, text }) {
      const src = safeImageSrc(href);
      if (src === null) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy" decoding="async">`;
    },
    heading({ tokens, depth, text }) {
      const level = Math.min(6, Math.max(minHeadingLevel, depth));
      const id = headingId(text);
      const idAttribute = id === '' ? '' : ` id="${escapeHtml(id)}"`;
      return `<h${level}${idAttribute}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    /** `~~text~~` is struck through; a single `~text~` is a citation (`<cite>`). */
    del({ tokens, raw }) {
      const tag = raw.startsWith('~~') ? 'del' : 'cite';
      return `<${tag}>${this.parser.parseInline(tokens)}</${tag}>`;
    },
  };
}

const instances = new Map<number, Marked>();

function markedFor(minHeadingLevel: number): Marked {
  const existing = instances.get(minHeadingLevel);
  if (existing !== undefined) return existing;
  const instance = new Marked({
    gfm: true,
    breaks: true,
    hooks: { preprocess: dropDangerousElements },
    renderer: renderer(minHeadingLevel),
    extensions: [attributeLink],
  });
  instances.set(minHeadingLevel, instance);
  return instance;
}

/**
 * Markdown to sanitised HTML: line breaks, underscore emphasis, tilde citations, links with
 * attribute JSON. No script, style or iframe, no `on*` attribute and no `javascript:` URL survive.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  return markedFor(options.minHeadingLevel ?? 2).parse(markdown, { async: false });
}
