const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * Escapes text for HTML content and double- or single-quoted attribute values, with the same
 * references React writes (`escapeTextForBrowser` in react-dom/server), so text escaped here and
 * text React rendered compare equal (`LayoutFrames` finds a React-rendered link by it). The one
 * escaper of the product and the sandbox: the same five references are right in XML too (the
 * sitemaps, the sandbox's SVG images and house ads).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
