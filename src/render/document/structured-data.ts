import { imageUrl } from '../../domain/images/image-url.rules';
import type { SitePageViewModel } from '../../domain/page/view-model.types';
import { MARKETS } from '../../domain/site/markets';
import { breadcrumbStructuredData } from '../../domain/structured-data/breadcrumb.structured-data';
import type { JsonLdNode, StructuredDataContext } from '../../domain/structured-data/json-ld.types';
import { articleStructuredDataBlocks } from '../../domain/structured-data/structured-data.rules';

export function structuredDataContext(viewModel: SitePageViewModel): StructuredDataContext {
  const { site } = viewModel.chrome;
  const hosts = { imageHost: site.imageHost, imgCdnDomain: site.imgCdnDomain };
  return {
    brandCode: site.brandCode,
    brandName: site.brandName,
    siteDomain: site.siteDomain,
    logoUrl: site.logoUrl,
    inLanguage: viewModel.meta.lang,
    timeZone: MARKETS[site.market].timeZone,
    pageUrl: viewModel.meta.canonical ?? `${site.siteDomain}/`,
    imageUrl: (url, width, height) =>
      imageUrl(url, hosts, { width, cropAspectRatio: width / height }),
  };
}

/** The JSON-LD blocks of a page, decided from its view model. */
export function structuredDataBlocks(viewModel: SitePageViewModel): JsonLdNode[] {
  const context = structuredDataContext(viewModel);
  const { view } = viewModel;
  switch (view.type) {
    case 'article':
      return articleStructuredDataBlocks(view.article, context);
    case 'listing': {
      const { listing } = view;
      const home = { name: context.brandName, url: `${context.siteDomain}/` };
      const parent =
        listing.parent?.url == null
          ? []
          : [{ name: listing.parent.name, url: new URL(listing.parent.url, home.url).toString() }];
      const crumbs = breadcrumbStructuredData([
        home,
        ...parent,
        { name: listing.name, url: context.pageUrl },
      ]);
      return crumbs === null ? [] : [crumbs];
    }
    case 'home':
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
