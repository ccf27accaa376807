import type { ProductBlock } from '../content/widget-blocks.schema';
import { editorMarkdown, type Json, type SerializeContext } from './wp-shapes.serializer';

/** How an editor writes a price in each currency. */
const PRICE_SUFFIX: Readonly<Record<string, string>> = {
  DKK: 'kr.',
  SEK: 'kr',
  NOK: 'kr',
  EUR: '€',
};

/**
 * The product widget in either of the two shapes the product must read: upstream's
 * (`ProductTransformer`: `price` text, `winner`, `best_buy`, `max_points`, `items[{parameter,
 * score}]`, `details_*`) or the newer API's (`rating`, `max_rating`, `pros_items`,
 * `cons_items`). Scores and prices are strings. Sent whole even when the widget is locked.
 */
export function productFields(
  block: ProductBlock,
  image: Json | null,
  context: SerializeContext,
): Json {
  const description = editorMarkdown(block.description, context);
  if ('rating' in block) {
    const price =
      block.price === null
        ? null
        : `${block.price.amount} ${PRICE_SUFFIX[block.price.currency] ?? block.price.currency}`;
    return {
      title: block.title,
      image,
      price,
      description,
      rating: block.rating,
      max_rating: block.maxRating,
      pros_items: block.pros,
      cons_items: block.cons,
    };
  }
  return {
    title: block.title,
    image,
    price: block.price,
    winner: block.winner,
    best_buy: block.bestBuy,
    max_points: block.maxPoints,
    items: block.items.map(([parameter, score]) => ({ parameter, score })),
    description,
    details_title: block.detailsTitle,
    details_description: block.detailsDescription ?? null,
    details_items: block.details.map(([hint, key, value]) => ({
      display_hint: hint,
      key,
      value,
    })),
  };
}
