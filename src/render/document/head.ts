import { imageUrl, type ImageHosts } from '../../domain/images/image-url.rules';
import { pageTitle } from '../../domain/page/meta.rules';
import type { PageMeta, SiteView } from '../../domain/page/view-model.types';
import { altText } from '../../domain/text/alt-text.rules';
import { consentBootstrapTag } from '../components/consent/consent-bootstrap';
import type { Translate } from '../i18n/translate';
import type { TranslationKey } from '../i18n/translations.types';
import { escapeHtml } from '../markdown/html-escape';
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

/** Tags every document starts with. */
export function baseHeadTags(): string[] {
  return [
    '<meta charset="utf-8">',
    tag('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    // No favicon yet: an empty one keeps browsers from asking the catch-all route for /favicon.ico.
    tag('link', { rel: 'icon', href: 'data:,' }),
  ];
}

function ogImage(pageMeta: PageMeta, images: ImageHosts): string[] {
  if (pageMeta.image === null) return [];
  const url = imageUrl(pageMeta.image.url, images, {
    width: OG_IMAGE_WIDTH,
    cropAspectRatio: OG_IMAGE_WIDTH / OG_IMAGE_HEIGHT,
    focalPoint: pageMeta.image.focalPoint,
  });
  const tags = [meta('property', 'og:image', url)];
  if (url !== pageMeta.image.url) {
    tags.push(
      meta('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
      meta('property', 'og:image:height', String(OG_IMAGE_HEIGHT)),
    );
  }
  const alt = altText(pageMeta.image.alt);
  if (alt !== '') tags.push(meta('property', 'og:image:alt', alt));
  tags.push(meta('name', 'twitter:image', url));
  if (alt !== '') tags.push(meta('name', 'twitter:image:alt', alt));
  return tags;
}

/**
 * The page's title in the reader's language: a UI string's title (`titleKey`: account screens,
 * search, 404, errors) from the site's strings or else the bundled locale file, with the brand;
 * any other page's title as resolved. A key found nowhere keeps the resolved title.
 */
export function documentTitle(pageMeta: PageMeta, site: SiteView, t: Translate): string {
  const key = pageMeta.titleKey;
  if (key === undefined) return pageMeta.title;
  const text = t(key as TranslationKey);
  return text === key ? pageMeta.title : pageTitle(text, pageMeta.brandTitle ?? site.brandName);
}

/** The head of a site page: title, description, canonical, robots, hreflang, OpenGraph, theme. */
export function siteHead(pageMeta: PageMeta, site: SiteView, t: Translate): string {
  const images = { imageHost: site.imageHost, imgCdnDomain: site.imgCdnDomain };
  const title = documentTitle(pageMeta, site, t);
  // The consent bootstrap first: it marks <html> from the reader's choice before first paint.
  const tags = [...baseHeadTags(), consentBootstrapTag(), `<title>${escapeHtml(title)}</title>`];
  tags.push(meta('name', 'description', pageMeta.description));
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
    meta('property', 'og:title', title),
    meta('property', 'og:description', pageMeta.description),
    meta('property', 'og:type', pageMeta.ogType),
    meta('property', 'og:locale', pageMeta.lang.replace('-', '_')),
  );
  if (pageMeta.canonical !== null) tags.push(meta('property', 'og:url', pageMeta.canonical));
  tags.push(
    meta('name', 'twitter:card', pageMeta.image === null ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', pageMeta.description),
    ...ogImage(pageMeta, images),
    meta('name', 'theme-color', site.theme.primary),
    `<style>${themeCss(site.theme)}</style>`,
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
