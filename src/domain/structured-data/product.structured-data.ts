import { withOffset } from '../time/zoned-time.rules';
import type { Article, Product } from '../content/content.types';
import { person } from './article.structured-data';
import {
  compact,
  SCHEMA_CONTEXT,
  type JsonLdNode,
  type StructuredDataContext,
} from './json-ld.types';

/** The lowest value of a product rating (schema.org `worstRating`). */
export const WORST_RATING = 1;

function notes(type: 'positiveNotes' | 'negativeNotes', items: readonly string[]) {
  if (items.length === 0) return {};
  return {
    [type]: {
      '@type': 'ItemList',
      itemListElement: items.map((name, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
      })),
    },
  };
}

/** Product with the editor's Review (rating of max, worst rating 1, pros and cons). */
export function productStructuredData(
  product: Product,
  article: Article,
  context: StructuredDataContext,
): JsonLdNode | null {
  const { rating, maxRating } = product;
  if (rating === null || maxRating === null || maxRating <= WORST_RATING) return null;
  const author =
    article.author === null
      ? { '@type': 'Organization', name: context.brandName }
      : person(article.author, context);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: product.title,
    image: product.image === null ? null : [context.imageUrl(product.image.url, 1200, 1200)],
    review: compact({
      '@type': 'Review',
      name: article.title,
      author,
      datePublished: withOffset(article.publishedAt, context.timeZone),
      reviewRating: {
        '@type': 'Rating',
        ratingValue: Math.min(rating, maxRating),
        bestRating: maxRating,
        worstRating: WORST_RATING,
      },
      ...notes('positiveNotes', product.pros),
      ...notes('negativeNotes', product.cons),
    }),
    offers:
      product.price === null
        ? null
        : {
            '@type': 'Offer',
            price: product.price.amount.toFixed(2),
            priceCurrency: product.price.currency,
            url: context.pageUrl,
          },
  });
}
