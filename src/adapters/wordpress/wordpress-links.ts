/**
 * Links as the content API writes them, turned into links of the site that renders them. The
 * API writes its own site's addresses in several ways: teaser and term links as paths,
 * `canonical_url` and translation links absolute on the public host (which may not be the host
 * this deployment answers on), `author.url` on the API host with a double slash
 * (`https://api.iform.dk//author/x`), and editor-typed absolute URLs to the site in teaser-list
 * links, spots, image links and markdown. Every link to the site itself becomes a path on the
 * site's own origin; links elsewhere stay as written.
 */
import type { Site } from '../../domain/site/site.types';

/** The public origin of the sibling site of the same brand in another language, if configured. */
export type SiblingOrigin = (site: Site, language: string) => string | null;

export interface SiteLinks {
  /**
   * A link to follow: a path on this site when it points at the site itself (path, API host,
   * public host), else the absolute URL as written (http(s), `mailto:`, `tel:`); `null` when
   * empty or anything else (`javascript:`, …).
   */
  href(url: string | null | undefined): string | null;
  /**
   * A field that always names a page of this site, whatever host the upstream put in front of it
   * (`author.url`): its path, with the API's double slash made single.
   */
  sitePath(url: string | null | undefined): string | null;
  /** An absolute URL on the site's own origin for an upstream address of the site. */
  canonical(url: string | null | undefined): string | null;
  /**
   * A translation's address: for the site's own language its own origin, for another language
   * the sibling site's origin (when this deployment serves it), each with the translation's path;
   * else the address as written.
   */
  translation(locale: string, url: string): string;
  /** Markdown with its links to the site itself rewritten to paths. */
  markdown(body: string): string;
}

const MARKDOWN_LINK_TARGET = /\]\(\s*(https?:\/\/[^\s)]+)/g;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function bareHost(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** `//author/x` → `/author/x`: the API's double slash is not a protocol-relative URL here. */
function singleLeadingSlash(path: string): string {
  return path.replace(/^\/{2,}/, '/');
}

export function siteLinks(site: Site, siblingOrigin: SiblingOrigin | null = null): SiteLinks {
  const apiBases = [site.upstreams.contentApi, site.upstreams.contentAdminApi]
    .filter((base) => base !== '')
    .map((base) => new URL(base));
  const publicHosts = new Set(
    [hostOf(site.siteDomain), ...site.hosts].filter((host): host is string => host !== null),
  );
  const bare = new Set([...publicHosts].map(bareHost));
  // The content API of a public host is often served from `api.` or `admin.` in front of it.
  for (const host of [...bare]) {
    bare.add(`api.${host}`);
    bare.add(`admin.${host}`);
  }
  const origin = new URL(site.siteDomain).origin;

  /** The site path of an absolute URL on one of the site's hosts, or null. */
  function ownPath(url: URL): string | null {
    const host = url.hostname.toLowerCase();
    const tail = `${url.search}${url.hash}`;
    for (const base of apiBases) {
      if (base.host !== url.host) continue;
      const prefix = base.pathname.replace(/\/+$/, '');
      if (prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
        return `${singleLeadingSlash(url.pathname.slice(prefix.length)) || '/'}${tail}`;
    }
    if (publicHosts.has(host) || bare.has(bareHost(host)))
      return `${singleLeadingSlash(url.pathname) || '/'}${tail}`;
    return null;
  }

  function parse(url: string): URL | null {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
    } catch {
      return null;
    }
  }

  function href(raw: string | null | undefined): string | null {
    const url = raw?.trim() ?? '';
    if (url === '') return null;
    if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
    if (url.startsWith('#') || url.startsWith('?')) return url;
    if (/^(mailto|tel):[^\s<>"]+$/i.test(url)) return url;
    const absolute = parse(url.startsWith('//') ? `https:${url}` : url);
    if (absolute === null) return null;
    return ownPath(absolute) ?? absolute.toString();
  }

  return {
    href,
    sitePath(raw) {
      const link = href(raw);
      if (link === null || link.startsWith('/')) return link;
      const absolute = parse(link);
      return absolute === null ? null : pathOf(absolute);
    },
    canonical(raw) {
      const link = href(raw);
      if (link === null) return null;
      return link.startsWith('/') ? `${origin}${link}` : link;
    },
    translation(locale, url) {
      const language = languageOf(locale);
      const absolute = parse(url);
      if (language === site.language)
        return absolute === null ? url : `${origin}${pathOf(absolute)}`;
      const sibling = siblingOrigin?.(site, language) ?? null;
      if (absolute === null) return url;
      return sibling === null ? absolute.toString() : `${sibling}${pathOf(absolute)}`;
    },
    markdown(body) {
      return body.replace(MARKDOWN_LINK_TARGET, (match, target: string) => {
        const link = href(target);
        return link?.startsWith('/') ? match.replace(target, link) : match;
      });
    },
  };
}

/**
 * The two-letter language of an upstream translation locale (`sv`, `sv-SE`, `da_DK`); Norwegian
 * written as `no` or `nn` is the sites' `nb`.
 */
function languageOf(locale: string): string {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'no' || language === 'nn' ? 'nb' : language;
}

function pathOf(url: URL): string {
  return `${singleLeadingSlash(url.pathname) || '/'}${url.search}${url.hash}`;
}
