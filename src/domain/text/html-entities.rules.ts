/** Text as a browser reads it from HTML or an attribute. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * HTML character references decoded the way a browser reads them: named (`&amp;`, also the
 * `&colon;` tricks of `javascript&colon;`), decimal and hex, with or without the final `;`.
 */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x'))
      return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) % 0x110000);
    if (lower.startsWith('#'))
      return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) % 0x110000);
    return NAMED_ENTITIES[lower] ?? entity;
  });
}
