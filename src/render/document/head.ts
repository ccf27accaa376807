import { imageUrl, type ImageHosts } from '../../domain/images/image-url.rules';
import { ogLocaleAlternates, pageTitle } from '../../domain/page/meta.rules';
import type { PageMeta, SiteView, UiText } from '../../domain/page/view-model.types';
import { altText } from '../../domain/text/alt-text.rules';
import { consentBootstrapTag } from '../components/consent/consent-bootstrap';
import type { Translate } from '../i18n/translate';
import type { TranslationKey } from '../i18n/translations.types';
import { MAIN_CONTENT_ID } from '../layouts/SkipLink';
import { escapeHtml } from '../../domain/text/html-escape';
import { themeCss } from './theme-css';

/** The page meta version the product emits. */
export const PAGE_META_VERSION = '1.5.2';
const OG_IMAGE_WIDTH = 1200;
const OG_IMAGE_HEIGHT = 630;

type Attributes = Readonly<Record<string, string>>;

function tag(name: 'meta' | 'link', attributes: Attributes): string {
  const parts = Object.entries(attributes).map(([key, value]) => `${key}="${escapeHtml(value)}"`);
  return `<${name} ${parts.join(' ')}>`;
}

function meta(key: 'name' | 'property', id: string, content: string): string {
  return tag('meta', { [key]: id, content });
}

/**
 * Holds first paint until `<main>` (`SkipLink.tsx`'s id) starts: by then the consent dialog and the
 * header above it are whole, so a paint from a half-parsed document cannot show a dialog or a
 * header bar that then grows or reflows. (Chromium unblocks when the element's start tag is
 * parsed.) The main content below paints as it streams in. Documents without it unblock when
 * parsing ends.
 */
export function firstPaintTag(): string {
  return tag('link', { rel: 'expect', href: `#${MAIN_CONTENT_ID}`, blocking: 'render' });
}

/** Tags every document starts with. */
export function baseHeadTags(): string[] {
  return [
    '<meta charset="utf-8">',
    tag('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    // No favicon yet: an empty one keeps browsers from asking the catch-all route for /favicon.ico.
    tag('link', { rel: 'icon', href: 'data:,' }),
  ];
}

interface OgImage {
  readonly url: string;
  readonly alt: string;
  /** Whether it is known to be 1200x630: cropped so by the CDN, or the site's share image. */
  readonly sized: boolean;
}

/**
 * The page's share picture: its own image cropped to 1200x630 by the CDN; else (no image, or one
 * the CDN does not serve, whose size is unknown) the site's brand share image, 1200x630 by
 * configuration; else the page's image as it is.
 */
function shareImage(pageMeta: PageMeta, images: ImageHosts): OgImage | null {
  const own = pageMeta.image;
  if (own !== null) {
    const url = imageUrl(own.url, images, {
      width: OG_IMAGE_WIDTH,
      cropAspectRatio: OG_IMAGE_WIDTH / OG_IMAGE_HEIGHT,
      focalPoint: own.focalPoint,
    });
    if (url !== own.url) return { url, alt: altText(own.alt), sized: true };
  }
  const brand = pageMeta.shareImage ?? null;
  if (brand !== null) return { url: brand, alt: '', sized: true };
  return own === null ? null : { url: own.url, alt: altText(own.alt), sized: false };
}

function ogImage(image: OgImage | null): string[] {
  if (image === null) return [];
  const tags = [meta('property', 'og:image', image.url)];
  if (image.sized) {
    tags.push(
      meta('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
      meta('property', 'og:image:height', String(OG_IMAGE_HEIGHT)),
    );
  }
  if (image.alt !== '') tags.push(meta('property', 'og:image:alt', image.alt));
  tags.push(meta('name', 'twitter:image', image.url));
  if (image.alt !== '') tags.push(meta('name', 'twitter:image:alt', image.alt));
  return tags;
}

/** A UI string in the reader's language; null when the key is found nowhere. */
function uiText(text: UiText, t: Translate): string | null {
  const value = t(text.key as TranslationKey, text.params);
  return value === text.key ? null : value;
}

/**
 * The page's title in the reader's language: a UI string's title (`titleKey`: account screens,
 * search, 404, errors, tags) from the site's strings or else the bundled locale file, with its
 * suffix (`– side 2`) and the brand; any other page's title as resolved. A key found nowhere keeps
 * the resolved title.
 */
export function documentTitle(pageMeta: PageMeta, site: SiteView, t: Translate): string {
  const key = pageMeta.titleKey;
  const suffix = pageMeta.titleSuffix === undefined ? null : uiText(pageMeta.titleSuffix, t);
  if (key === undefined && suffix === null) return pageMeta.title;
  const brand = pageMeta.brandTitle ?? site.brandName;
  const text = key === undefined ? null : uiText({ key, params: pageMeta.titleParams ?? {} }, t);
  const own = text ?? (key === undefined ? pageMeta.titleText : undefined);
  if (own === undefined) return pageMeta.title;
  return pageTitle(suffix === null ? own : `${own} ${suffix}`, brand);
}

/**
 * The page's description in the reader's language: a UI string's (`descriptionKey`: a tag or
 * author without a text of their own) or the resolved one, after its prefix (`Side 2:`).
 */
export function documentDescription(pageMeta: PageMeta, t: Translate): string {
  const key = pageMeta.descriptionKey;
  const text =
    key === undefined ? null : uiText({ key, params: pageMeta.descriptionParams ?? {} }, t);
  const description = text ?? pageMeta.description;
  const prefix =
    pageMeta.descriptionPrefix === undefined ? null : uiText(pageMeta.descriptionPrefix, t);
  if (prefix === null) return description;
  return description === '' ? prefix : `${prefix} ${description}`;
}

/** The head of a site page: title, description, canonical, robots, hreflang, OpenGraph, theme. */
export function siteHead(pageMeta: PageMeta, site: SiteView, t: Translate): string {
  const images = { imageHost: site.imageHost, imgCdnDomain: site.imgCdnDomain };
  const title = documentTitle(pageMeta, site, t);
  const description = documentDescription(pageMeta, t);
  // The editors' wording for the networks, where they wrote one (an article's facebook and
  // twitter teasers); the page's own title, description and image otherwise.
  const og = pageMeta.social?.og;
  const twitter = pageMeta.social?.twitter;
  const image = shareImage(og?.image == null ? pageMeta : { ...pageMeta, image: og.image }, images);
  // The consent bootstrap first: it marks <html> from the reader's choice before first paint.
  const tags = [
    ...baseHeadTags(),
    consentBootstrapTag(),
    firstPaintTag(),
    `<title>${escapeHtml(title)}</title>`,
  ];
  tags.push(meta('name', 'description', description));
  tags.push(meta('name', 'version', PAGE_META_VERSION));
  if (pageMeta.canonical !== null)
    tags.push(tag('link', { rel: 'canonical', href: pageMeta.canonical }));
  if (pageMeta.robots !== null && pageMeta.robots !== '')
    tags.push(meta('name', 'robots', pageMeta.robots));
  for (const alternate of pageMeta.alternates) {
    tags.push(
      tag('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }),
    );
  }
  tags.push(
    meta('property', 'og:site_name', site.brandName),
    meta('property', 'og:title', og?.title ?? title),
    meta('property', 'og:description', og?.description ?? description),
    meta('property', 'og:type', pageMeta.ogType),
    meta('property', 'og:locale', pageMeta.lang.replace('-', '_')),
    ...ogLocaleAlternates(pageMeta).map((locale) =>
      meta('property', 'og:locale:alternate', locale),
    ),
  );
  if (pageMeta.canonical !== null) tags.push(meta('property', 'og:url', pageMeta.canonical));
  tags.push(
    meta('name', 'twitter:card', image === null ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', twitter?.title ?? title),
    meta('name', 'twitter:description', twitter?.description ?? description),
    ...ogImage(image),
    meta('name', 'theme-color', site.theme.primary),
    `<style>${themeCss(site.theme)}</style>`,
    // Without scripts a video's poster could not start it: the player's own controls show.
    '<noscript><style>[data-video-poster]{display:none}</style></noscript>',
  );
  return tags.join('\n');
}

/** The head of the platform's site index. */
export function siteIndexHead(title: string, description: string): string {
  return [
    ...baseHeadTags(),
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'robots', 'noindex'),
  ].join('\n');
}

/** The head of Vike's error page, which has no view model to go on. */
export function fallbackHead(title: string): string {
  return [
    ...baseHeadTags(),
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'robots', 'noindex'),
  ].join('\n');
}
