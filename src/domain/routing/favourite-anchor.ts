/** The outcome a heart's form redirect names in the page address's fragment. */
export type FavouriteOutcome = 'added' | 'removed';

/**
 * The fragment the heart's form route redirects to after a change: the id of the heart's own
 * message anchor, so the browser scrolls back to the heart and CSS
 * (`:target`) shows the message and the new state. Shared by the renderer (FavouriteHeart.tsx) and the route (favourites.routes.ts).
 */
export function favouriteAnchor(articleId: number, outcome: FavouriteOutcome): string {
  return `favourite-${String(articleId)}-${outcome}`;
}
