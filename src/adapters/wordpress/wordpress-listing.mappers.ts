import type { LinkRef, Listing, Pagination } from '../../domain/content/content.types';
import { mapAuthor, requiredText } from './wordpress-article.mappers';
import {
  childTermSchema,
  type WpAuthorListing,
  type WpTermListing,
} from './wordpress-listing.schemas';
import { mapTeasers } from './wordpress-teaser.mappers';
import type { WpPagination } from './wordpress.schemas';
import {
  keepValid,
  mapImage,
  mapPagination,
  mapTranslations,
  pagesFor,
  type MappingContext,
  type PageDefaults,
} from './wordpress.mappers';

/**
 * A listing's pagination. Category and tag `content-teasers` carry no pagination meta: the total
 * is `content-teasers-count` (or, for an author, their `count`); Fractal meta, when an API sends
 * it, is read as such.
 */
function listingPagination(
  meta: WpPagination | null,
  total: number | null,
  defaults: PageDefaults,
  itemCount: number,
): Pagination {
  if (meta !== null) return mapPagination(meta, defaults, itemCount);
  const known = total !== null && Number.isInteger(total) && total >= 0 ? total : null;
  const counted = known ?? (defaults.page - 1) * defaults.perPage + itemCount;
  return {
    page: defaults.page,
    perPage: defaults.perPage,
    total: counted,
    totalPages: pagesFor(counted, defaults.perPage),
  };
}

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
    name: requiredText(term.name, 'name', context),
    description: term.details?.description ?? term.description,
    canonicalUrl: context.links.canonical(term.canonical_url),
    image: mapImage(term.details?.image ?? term.image),
    author: null,
    parent:
      term.parent == null
        ? null
        : { name: term.parent.data.name, url: context.links.href(term.parent.data.url) },
    children: keepValid(term.children, childTermSchema, 'child', context).flatMap(
      (child): LinkRef[] => {
        const url = context.links.href(child.url);
        return url === null ? [] : [{ url, title: child.name }];
      },
    ),
    translations: mapTranslations(term.translations, context),
    ...(term.internal ? { internal: true } : {}),
    // `details.body` is the category's longer text (markdown; `""` when the editor wrote none).
    body: term.details?.body == null ? null : context.links.markdown(term.details.body),
    teasers,
    pagination: listingPagination(
      pagination,
      term['content-teasers-count'],
      defaults,
      teasers.length,
    ),
  };
}

/** An author with their `content-teasers` → `Listing`. */
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
    canonicalUrl: context.links.canonical(author.canonical_url ?? author.url),
    image: null,
    author: mapAuthor(author, context),
    parent: null,
    children: [],
    translations: mapTranslations(author.translations, context),
    teasers,
    pagination: listingPagination(
      pagination,
      author['content-teasers-count'] ?? author.count,
      defaults,
      teasers.length,
    ),
  };
}
