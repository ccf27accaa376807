/** Fetches an enhancement's chunk only when the page has `selector`, then runs it. */
function when(selector: string, load: () => Promise<void>): void {
  if (document.querySelector(selector) === null) return;
  load().catch((error: unknown) => {
    console.error(`Enhancement for ${selector} failed`, error);
  });
}

/**
 * The page enhancements besides islands, each a separate chunk fetched only on pages that need
 * it: the teaser slider (swiper), image protection (IMAGE_PROTECTION), the favourite hearts and the
 * consent bootstrap that reveals reserved banner slots.
 */
export function loadEnhancements(): void {
  when('[data-slider]', () =>
    import('./slider/teaser-slider.enhance').then((module) => {
      module.enhanceSliders();
    }),
  );
  when('[data-image-protection]', () =>
    import('./image-protection/image-protection').then((module) => {
      module.protectImages();
    }),
  );
  when('a[data-favourite]', () =>
    import('./favourites/favourite.enhance').then((module) => {
      module.enhanceFavourites();
    }),
  );
  when('[data-banner]', () =>
    import('./consent/banner-consent').then((module) => {
      module.watchConsent();
    }),
  );
}
