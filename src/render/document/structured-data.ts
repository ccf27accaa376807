import { imageUrl } from '../../domain/images/image-url.rules';
import type { SitePageViewModel } from '../../domain/page/view-model.types';
import { MARKETS } from '../../domain/site/markets';
import { breadcrumbStructuredData } from '../../domain/structured-data/breadcrumb.structured-data';
import {
  siteOrigin,
  siteUrl,
  type JsonLdNode,
  type StructuredDataContext,
} from '../../domain/structured-data/json-ld.types';
import { siteStructuredDataBlocks } from '../../domain/structured-data/site.structured-data';
import { articleStructuredDataBlocks } from '../../domain/structured-data/structured-data.rules';

/**
 * What the JSON-LD blocks know of the site and the page. The page URL is the page's canonical
 * (made on the site's configured origin by the page meta), kept on that origin here as well: the
 * blocks name only the site's own origin, whatever host the content API wrote.
 */
export function structuredDataContext(viewModel: SitePageViewModel): StructuredDataContext {
  const { site } = viewModel.chrome;
  const hosts = { imageHost: site.imageHost, imgCdnDomain: site.imgCdnDomain };
  const home = `${siteOrigin(site)}/`;
  return {
    brandCode: site.brandCode,
    brandName: site.brandName,
    siteDomain: site.siteDomain,
    logoUrl: site.logoUrl,
    inLanguage: viewModel.meta.lang,
    timeZone: MARKETS[site.market].timeZone,
    pageUrl:
      viewModel.meta.canonical === null ? home : (siteUrl(viewModel.meta.canonical, site) ?? home),
    imageUrl: (url, width, height) =>
      imageUrl(absoluteImage(url, site.imageHost ?? home), hosts, {
        width,
        cropAspectRatio: width / height,
      }),
  };
}

/**
 * An image URL as search engines need it, absolute: a path (or a protocol-relative URL) the
 * upstream wrote is read on the image host. The CDN URL is made from the absolute one.
 */
function absoluteImage(url: string, imageHost: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  try {
    return new URL(url.trim(), imageHost.endsWith('/') ? imageHost : `${imageHost}/`).toString();
  } catch {
    return url;
  }
}

/** The JSON-LD blocks of a page, decided from its view model. */
export function structuredDataBlocks(viewModel: SitePageViewModel): JsonLdNode[] {
  const context = structuredDataContext(viewModel);
  const { view } = viewModel;
  switch (view.type) {
    case 'article':
      return articleStructuredDataBlocks(view.article, context, view.paywall);
    case 'listing': {
      const { listing } = view;
      const home = { name: context.brandName, url: `${siteOrigin(context)}/` };
      const parentUrl = listing.parent?.url == null ? null : siteUrl(listing.parent.url, context);
      const parent =
        listing.parent == null || parentUrl === null
          ? []
          : [{ name: listing.parent.name, url: parentUrl }];
      const crumbs = breadcrumbStructuredData([
        home,
        ...parent,
        { name: listing.name, url: context.pageUrl },
      ]);
      return crumbs === null ? [] : [crumbs];
    }
    case 'home':
      return siteStructuredDataBlocks(context);
    case 'page':
    case 'search':
    case 'not-found':
    case 'error':
    case 'account':
    case 'admin-overview':
    case 'test-page':
    case 'reader-service':
      return [];
  }
}

/** JSON in a script element: `<` is escaped so no text can close the element. */
export function jsonLdScript(block: JsonLdNode): string {
  const json = JSON.stringify(block)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
