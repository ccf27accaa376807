import { imageUrl, type ImageHosts } from '../../domain/images/image-url.rules';
import type { PageMeta, SiteView } from '../../domain/page/view-model.types';
import { altText } from '../../domain/text/alt-text.rules';
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

/** The head of a site page: title, description, canonical, robots, hreflang, OpenGraph, theme. */
export function siteHead(pageMeta: PageMeta, site: SiteView): string {
  const images = { imageHost: site.imageHost, imgCdnDomain: site.imgCdnDomain };
  const tags = [...baseHeadTags(), `<title>${escapeHtml(pageMeta.title)}</title>`];
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
    meta('property', 'og:title', pageMeta.title),
    meta('property', 'og:description', pageMeta.description),
    meta('property', 'og:type', pageMeta.ogType),
    meta('property', 'og:locale', pageMeta.lang.replace('-', '_')),
  );
  if (pageMeta.canonical !== null) tags.push(meta('property', 'og:url', pageMeta.canonical));
  tags.push(
    meta('name', 'twitter:card', pageMeta.image === null ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', pageMeta.title),
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
