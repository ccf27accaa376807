import { decodeHTML } from 'entities';
const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);

/**
 * The URL a browser would follow, or null when its scheme is not allowed (`javascript:`,
 * `data:`, `vbscript:` …). Character references are decoded as a browser does (`entities`) and the characters browsers ignore (controls,
 * tabs, new lines) are removed before the scheme is read, so obfuscated schemes are caught.
 */
function safeUrl(url: string, schemes: ReadonlySet<string>): string | null {
  // eslint-disable-next-line no-control-regex -- browsers drop these characters from URLs
  const cleaned = decodeHTML(url).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  if (scheme !== undefined && !schemes.has(scheme.toLowerCase())) return null;
  return cleaned;
}

/** A link target that is safe to put in `href`: http(s), mailto, tel or a relative URL. */
export function safeHref(url: string): string | null {
  return safeUrl(url, LINK_SCHEMES);
}

/** An image source that is safe to put in `src`: http(s) or a relative URL. */
export function safeImageSrc(url: string): string | null {
  return safeUrl(url, IMAGE_SCHEMES);
}
