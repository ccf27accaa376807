import { ROUTES } from '../routing/route-table';
import { publisher } from './article.structured-data';
import {
  compact,
  SCHEMA_CONTEXT,
  siteOrigin,
  type JsonLdNode,
  type StructuredDataContext,
} from './json-ld.types';

/** The query parameter of the product's search page (`/search?s=…`). */
const SEARCH_PARAM = 's';

/**
 * A front page's site-wide blocks: the brand as an Organization (its front page and logo) and
 * the WebSite with a SearchAction on the product's own search page, so a search engine may offer
 * a search box for the site.
 */
export function siteStructuredDataBlocks(context: StructuredDataContext): JsonLdNode[] {
  const origin = siteOrigin(context);
  const organization: JsonLdNode = {
    '@context': SCHEMA_CONTEXT,
    '@id': `${origin}/#organization`,
    ...publisher(context),
  };
  const website = compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: context.brandName,
    url: `${origin}/`,
    inLanguage: context.inLanguage,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${ROUTES.search.path}?${SEARCH_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  });
  return [organization, website];
}
