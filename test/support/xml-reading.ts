/**
 * A small, strict XML reader for sitemaps: it throws on anything that is not well-formed
 * (unbalanced or crossed tags, a second root, bare `<` or `&`, unknown entities) and answers the
 * element tree. Enough to prove a sitemap parses; not a general XML parser (no DTDs).
 */

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The element's own text (entities decoded), children's text excluded. */
  text: string;
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeXmlText(text: string, where: number): string {
  if (text.includes('<')) throw new Error(`bare "<" in text at ${where}`);
  return text.replace(/&([^;\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare "&" at ${where}: "${whole}"`);
    if (/^#x[0-9a-f]+$/i.test(ref)) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (/^#\d+$/.test(ref)) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    const named = XML_ENTITIES[ref];
    if (named === undefined) throw new Error(`unknown entity "&${ref};" at ${where}`);
    return named;
  });
}

function parseAttributes(source: string, where: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  let rest = source.trim();
  while (rest !== '') {
    const match = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')\s*/.exec(rest);
    if (match?.[1] === undefined) throw new Error(`malformed attributes "${source}" at ${where}`);
    if (match[1] in attributes) throw new Error(`attribute ${match[1]} repeated at ${where}`);
    attributes[match[1]] = decodeXmlText(match[3] ?? match[4] ?? '', where);
    rest = rest.slice(match[0].length);
  }
  return attributes;
}

/** Parses a whole XML document; throws with the position of the first error. */
export function parseXml(xml: string): XmlElement {
  let index = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const text = xml.replace(/^\uFEFF/, '');
  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    if (end < 0) throw new Error('unterminated XML declaration');
    index = end + 2;
  }
  while (index < text.length) {
    const open = text.indexOf('<', index);
    const chunk = open < 0 ? text.slice(index) : text.slice(index, open);
    if (chunk.trim() !== '') {
      const parent = stack.at(-1);
      if (parent === undefined)
        throw new Error(`text outside the root element at ${index}: "${chunk.trim()}"`);
      parent.text += decodeXmlText(chunk, index);
    }
    if (open < 0) break;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open);
      if (end < 0) throw new Error(`unterminated comment at ${open}`);
      index = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open);
      const parent = stack.at(-1);
      if (end < 0 || parent === undefined) throw new Error(`misplaced CDATA at ${open}`);
      parent.text += text.slice(open + 9, end);
      index = end + 3;
      continue;
    }
    if (text.startsWith('<?', open)) {
      const end = text.indexOf('?>', open);
      if (end < 0) throw new Error(`unterminated processing instruction at ${open}`);
      index = end + 2;
      continue;
    }
    const close = text.indexOf('>', open);
    if (close < 0) throw new Error(`unterminated tag at ${open}`);
    const tag = text.slice(open + 1, close);
    index = close + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const current = stack.pop();
      if (current?.name !== name)
        throw new Error(`</${name}> at ${open} closes <${current?.name ?? 'nothing'}>`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameMatch = /^([A-Za-z_][\w.:-]*)/.exec(body);
    if (nameMatch?.[1] === undefined) throw new Error(`malformed tag <${tag}> at ${open}`);
    const element: XmlElement = {
      name: nameMatch[1],
      attributes: parseAttributes(body.slice(nameMatch[1].length), open),
      children: [],
      text: '',
    };
    const parent = stack.at(-1);
    if (parent === undefined) {
      if (root !== null) throw new Error(`a second root element <${element.name}> at ${open}`);
      root = element;
    } else {
      parent.children.push(element);
    }
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name ?? ''}> is never closed`);
  if (root === null) throw new Error('no root element');
  return root;
}

/** Child elements named `name` (namespace prefix ignored). */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name.replace(/^.*:/, '') === name);
}

/** The trimmed text of the first child named `name`, or null. */
export function childText(element: XmlElement, name: string): string | null {
  const child = childrenNamed(element, name)[0];
  return child === undefined ? null : child.text.trim();
}
