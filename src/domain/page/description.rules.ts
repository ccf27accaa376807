/** Cuts text at `max` characters and appends an ellipsis (meta descriptions: 152 + '...'). */
export function truncateWithEllipsis(text: string, max: number, ellipsis = '...'): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}${ellipsis}`;
}

/** Plain text of a markdown or HTML snippet: tags and markdown markers removed. */
export function plainText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_~>`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
