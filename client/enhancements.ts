import { reloadForChunkError } from './browser/chunk-reload';
import { startSlidersWhenNeeded } from './slider/teaser-slider.trigger';

/**
 * Fetches an enhancement's chunk only when the page has `selector`, then runs it; a chunk that
 * fails to load reloads the page (at most once a minute).
 */
function when(selector: string, load: () => Promise<void>): void {
  if (document.querySelector(selector) === null) return;
  load().catch((error: unknown) => {
    console.error(`Enhancement for ${selector} failed`, error);
    reloadForChunkError(error);
  });
}

/**
 * The page enhancements besides islands, each a separate chunk fetched only on pages that need
 * it: the teaser slider (swiper, only once a slider is used or near the viewport and the browser
 * is idle: ADR 19), image protection (IMAGE_PROTECTION), the favourite hearts and the consent
 * bootstrap that reveals reserved banner slots.
 */
export function loadEnhancements(): void {
  startSlidersWhenNeeded();
  when('[data-image-protection]', () =>
    import('./image-protection/image-protection').then((module) => {
      module.protectImages();
    }),
  );
  when('form[data-favourite]', () =>
    import('./favourites/favourite.enhance').then((module) => {
      module.enhanceFavourites();
    }),
  );
  // Embeds that set cookies wait for consent to marketing (ADR 22).
  when('[data-embed-src]', () =>
    import('./embeds/embed-consent.enhance').then((module) => {
      module.showEmbedsWithConsent();
    }),
  );
  when('[data-banner]', () =>
    import('./consent/banner-consent').then((module) => {
      module.watchConsent();
    }),
  );
  // The header's off-canvas menu and a signed-in reader's account menu (SiteHeader.tsx).
  when('[data-menu-toggle]', () =>
    import('./menu/menu.enhance').then((module) => {
      module.enhanceMenu();
    }),
  );
  // A video's poster starts its player on a click.
  when('[data-video-poster]', () =>
    import('./video/video-poster.enhance').then((module) => {
      module.enhanceVideoPosters();
    }),
  );
  // A chapter's address (`?t=N`): the video starts there.
  if (new URLSearchParams(window.location.search).has('t'))
    when('[data-video-player]', () =>
      import('./video/video-seek.enhance').then((module) => {
        module.seekVideos();
      }),
    );
  when('details[data-account-menu]', () =>
    import('./account/account-menu.enhance').then((module) => {
      module.enhanceAccountMenus();
    }),
  );
}
