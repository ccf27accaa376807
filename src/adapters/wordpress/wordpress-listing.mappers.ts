import type { LinkRef, Listing } from '../../domain/content/content.types';
import { mapAuthor } from './wordpress-article.mappers';
import {
  childTermSchema,
  type WpAuthorListing,
  type WpTermListing,
} from './wordpress-listing.schemas';
import { mapTeasers } from './wordpress-teaser.mappers';
import {
  keepValid,
  mapImage,
  mapPagination,
  mapTranslations,
  type MappingContext,
  type PageDefaults,
} from './wordpress.mappers';

/** A category, subcategory or tag with its `content-teasers` → `Listing`. */
export function mapTermListing(
  kind: 'category' | 'subcategory' | 'tag',
  term: WpTermListing,
  defaults: PageDefaults,
  context: MappingContext,
): Listing {
  const { items, pagination } = term['content-teasers'];
  const teasers = mapTeasers(items, context);
  return {
    kind,
    id: term.id,
    name: term.name,
    description: term.description,
    canonicalUrl: term.canonical_url,
    image: mapImage(term.image),
    author: null,
    parent: term.parent == null ? null : { name: term.parent.data.name, url: term.parent.data.url },
    children: keepValid(term.children, childTermSchema, 'child', context).map((child): LinkRef => ({
      url: child.url,
      title: child.name,
    })),
    translations: mapTranslations(term.translations),
    teasers,
    pagination: mapPagination(pagination, defaults, teasers.length),
  };
}

/** An author with its `content-teasers` → `Listing`. */
export function mapAuthorListing(
  author: WpAuthorListing,
  defaults: PageDefaults,
  context: MappingContext,
): Listing {
  const { items, pagination } = author['content-teasers'];
  const teasers = mapTeasers(items, context);
  return {
    kind: 'author',
    id: author.id,
    name: author.name,
    description: author.biography,
    canonicalUrl: author.canonical_url,
    image: null,
    author: mapAuthor(author),
    parent: null,
    children: [],
    translations: mapTranslations(author.translations),
    teasers,
    pagination: mapPagination(pagination, defaults, teasers.length),
  };
}
